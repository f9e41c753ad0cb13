// A project's own page (docs/publishing.md, "Addresses"); the list stays at /projects.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemPage, ProjectCard, RelatedItems } from "~/components/site/kit";
import { toProjectCard } from "~/modules/content/cards.server";
import { itemPageJson, loadItem, othersThan } from "~/modules/content/item-page.server";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Project } from "~/modules/provider/types";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const project = await loadItem<Project>(request, language, "projects", params.slug ?? "");
  const others = await readPublicList<Project>(request, language, "projects", {
    service_id: project.service_id,
    per_page: 4,
  });
  return itemPageJson(request, language, "projects", project, {
    related: othersThan(others.data, project.id, (other) => toProjectCard(other, language)),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function ProjectPage() {
  const { item, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <ItemPage item={item} list={{ href: "/projects", name: t("projects.title") }}>
      <RelatedItems
        id="related-projects"
        title={t("item.related_projects")}
        items={related}
        card={(project) => <ProjectCard project={project} />}
      />
    </ItemPage>
  );
}
