// ADR 0012: every address absolute, every text in the page's language.
import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  ImageObject,
  ItemList,
  Organization,
  Question,
  Service,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import type { Language } from "~/modules/i18n/config";
import type { JsonLd, JsonLdValue } from "./meta";

export type SchemaContext = {
  origin: URL;
  language: Language;
  pageUrl: string;
  link: (path: string) => string;
  pageName: string;
  organization: OrganizationTexts;
};

export type OrganizationTexts = {
  name: string;
  alternateName: string;
  description: string;
  email: string;
  telephones: string[];
  /** An uploaded logo's size is not kept: none is stated. */
  logo: { path: string; width: number | null; height: number | null };
  sameAs?: string[];
};

export type SchemaImage = { src: string; width: number | null; height: number | null };

const LANGUAGE_TAGS: Record<Language, string> = { en: "en", ar: "ar" };

function jsonLd<T extends Thing>(value: WithContext<T>): JsonLd {
  const json = toJson(value);
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw new TypeError("a JSON-LD block is an object");
  }
  return json;
}

function toJson(value: unknown): JsonLdValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return value;
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value !== "object") throw new TypeError(`not JSON: ${typeof value}`);
  const entries = Object.entries(value).filter(([, field]) => field !== undefined);
  return Object.fromEntries(entries.map(([key, field]) => [key, toJson(field)]));
}

export function absolute(origin: URL, path: string): string {
  return new URL(path, origin).toString();
}

export function organizationId(origin: URL): string {
  return absolute(origin, "/#organization");
}

/** The other blocks name it without repeating it. */
function organizationRef(ctx: SchemaContext, name: string): Organization {
  return { "@type": "Organization", "@id": organizationId(ctx.origin), name };
}

function imageObject(ctx: SchemaContext, image: SchemaImage): ImageObject {
  return {
    "@type": "ImageObject",
    url: absolute(ctx.origin, image.src),
    ...(image.width && image.height ? { width: `${image.width}`, height: `${image.height}` } : {}),
  };
}

export function organizationSchema(ctx: SchemaContext, texts: OrganizationTexts): JsonLd {
  const languages = ["English", "Arabic"];
  return jsonLd<Organization>({
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(ctx.origin),
    name: texts.name,
    alternateName: texts.alternateName,
    description: texts.description,
    url: ctx.link("/"),
    logo: imageObject(ctx, { src: texts.logo.path, ...texts.logo }),
    ...(texts.email ? { email: texts.email } : {}),
    ...(texts.telephones[0] ? { telephone: texts.telephones[0] } : {}),
    contactPoint: texts.telephones.map((telephone, index) => ({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone,
      ...(index === 0 && texts.email ? { email: texts.email } : {}),
      availableLanguage: languages,
    })),
    ...(texts.sameAs?.length ? { sameAs: texts.sameAs } : {}),
  });
}

const PAGE_TYPES: Record<string, "AboutPage" | "ContactPage" | "CollectionPage" | "FAQPage"> = {
  "/about-us": "AboutPage",
  "/contact_us": "ContactPage",
  "/services": "CollectionPage",
  "/projects": "CollectionPage",
  "/posts": "CollectionPage",
  "/FAQs": "FAQPage",
};

export type PageTexts = {
  path: string;
  name: string;
  description: string;
  siteName: string;
  image: SchemaImage;
  mainEntity?: Question[];
};

export function webPageSchema(ctx: SchemaContext, page: PageTexts): JsonLd {
  return jsonLd<WebPage>({
    "@context": "https://schema.org",
    "@type": PAGE_TYPES[page.path] ?? "WebPage",
    "@id": `${ctx.pageUrl}#webpage`,
    url: ctx.pageUrl,
    name: page.name,
    description: page.description,
    inLanguage: LANGUAGE_TAGS[ctx.language],
    primaryImageOfPage: imageObject(ctx, page.image),
    isPartOf: {
      "@type": "WebSite",
      "@id": absolute(ctx.origin, "/#website"),
      name: page.siteName,
      url: ctx.link("/"),
      publisher: organizationRef(ctx, page.siteName),
    },
    ...(page.mainEntity ? { mainEntity: page.mainEntity } : {}),
  });
}

export function breadcrumbSchema(
  ctx: SchemaContext,
  trail: { name: string; path: string }[],
): JsonLd {
  return jsonLd<BreadcrumbList>({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: ctx.link(step.path),
    })),
  });
}

export type ServiceTexts = {
  id: number;
  name: string;
  description: string;
  category: string | null;
  image: SchemaImage | null;
};

export function servicesSchema(ctx: SchemaContext, services: ServiceTexts[]): JsonLd {
  return jsonLd<ItemList>({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: ctx.pageName,
    numberOfItems: services.length,
    itemListElement: services.map((service, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Service",
        "@id": `${ctx.link("/services")}#service-${service.id}`,
        url: `${ctx.link("/services")}#service-${service.id}`,
        name: service.name,
        description: service.description,
        ...(service.category ? { category: service.category } : {}),
        ...(service.image ? { image: imageObject(ctx, service.image) } : {}),
        provider: organizationRef(ctx, ctx.organization.name),
        areaServed: "Worldwide",
      } satisfies Service,
    })),
  });
}

export type FaqTexts = { question: string; answer: string };

export function faqEntities(faqs: FaqTexts[]): Question[] {
  return faqs.map((faq) => ({
    "@type": "Question",
    name: faq.question,
    acceptedAnswer: { "@type": "Answer", text: faq.answer },
  }));
}

export type PostTexts = {
  id: number;
  headline: string;
  description: string;
  datePublished: string;
  image: SchemaImage | null;
};

export function postsSchema(ctx: SchemaContext, posts: PostTexts[]): JsonLd {
  const { organization } = ctx;
  const publisher: Organization = {
    "@type": "Organization",
    "@id": organizationId(ctx.origin),
    name: organization.name,
    logo: imageObject(ctx, { src: organization.logo.path, ...organization.logo }),
  };
  return jsonLd<Blog>({
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": `${ctx.pageUrl}#blog`,
    url: ctx.pageUrl,
    name: ctx.pageName,
    inLanguage: LANGUAGE_TAGS[ctx.language],
    publisher,
    blogPost: posts.map((post): BlogPosting => ({
      "@type": "BlogPosting",
      "@id": `${ctx.link("/posts")}#post-${post.id}-title`,
      url: `${ctx.link("/posts")}#post-${post.id}-title`,
      headline: post.headline,
      description: post.description,
      datePublished: post.datePublished,
      inLanguage: LANGUAGE_TAGS[ctx.language],
      ...(post.image ? { image: imageObject(ctx, post.image) } : {}),
      author: organizationRef(ctx, organization.name),
      publisher,
    })),
  });
}

export type ItemTexts = {
  type: "Service" | "CreativeWork" | "BlogPosting";
  name: string;
  description: string;
  images: SchemaImage[];
  /** The category (a service) or the service (a project). */
  about: string | null;
  published: string;
  modified: string;
};

/** An item's own page (ADR 0012): the thing itself, named by the page's address. */
export function itemSchema(ctx: SchemaContext, item: ItemTexts): JsonLd {
  const images = item.images.map((image) => imageObject(ctx, image));
  const common = {
    "@id": `${ctx.pageUrl}#item`,
    url: ctx.pageUrl,
    name: item.name,
    description: item.description,
    ...(images.length ? { image: images } : {}),
  };
  const by = organizationRef(ctx, ctx.organization.name);
  if (item.type === "Service")
    return jsonLd<Service>({
      "@context": "https://schema.org",
      "@type": "Service",
      ...common,
      ...(item.about ? { category: item.about } : {}),
      provider: by,
      areaServed: "Worldwide",
    });
  const work = {
    ...common,
    inLanguage: LANGUAGE_TAGS[ctx.language],
    datePublished: item.published,
    dateModified: item.modified,
    author: by,
    publisher: by,
  };
  if (item.type === "BlogPosting")
    return jsonLd<BlogPosting>({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: item.name,
      ...work,
    });
  return jsonLd<CreativeWork>({
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    ...work,
    ...(item.about ? { about: item.about } : {}),
  });
}
