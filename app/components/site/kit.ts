// The public pages' shared components, imported through this one module so that the browser build
// ships them as one script rather than one per combination of pages that use them: esbuild puts a
// module in a chunk per set of routes reaching it (docs/performance.md, "fewer start-up scripts").
export { CategoryCard, type CategoryCardData } from "~/components/category-card";
export { FaqList } from "~/components/site/faq-list";
export {
  ContactBand,
  Features,
  KeyFigures,
  Statistics,
  Team,
  VisualTeaser,
} from "~/components/site/home-sections";
export { ItemPage, RelatedItems } from "~/components/site/item-page";
export { LegalPage } from "~/components/site/legal-page";
export { ListOrEmpty, PageHeader, Section, SectionHeader } from "~/components/site/page-header";
export { Pagination } from "~/components/site/pagination";
export { CardMedia, ItemLink, Picture } from "~/components/site/picture";
export { PostCard } from "~/components/site/post-card";
export { ProjectCard } from "~/components/site/project-card";
export { askHref, ServiceCard } from "~/components/site/service-card";
export { Carousel } from "~/components/ui/carousel";
