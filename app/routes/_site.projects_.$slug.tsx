// A project's own page (docs/publishing.md, "Addresses"); the list stays at /projects.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemPage } from "~/components/site/item-page";
import { Section } from "~/components/site/page-header";
import { ProjectCard } from "~/components/site/project-card";
import { toProjectCard } from "~/modules/content/cards.server";
import { itemSeo, loadItem, toItemPage } from "~/modules/content/item-page.server";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Project } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const project = await loadItem<Project>(request, language, "projects", params.slug ?? "");
  const others = await readPublicList<Project>(request, language, "projects", {
    service_id: project.service_id,
    per_page: 4,
  });
  const item = toItemPage("projects", project, language);
  return json(
    {
      item,
      related: others.data
        .filter((other) => other.id !== project.id)
        .slice(0, 3)
        .map((other) => toProjectCard(other, language)),
      seo: await itemSeo(request, language, "projects", project, item),
    },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function ProjectPage() {
  const { item, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <ItemPage item={item} list={{ href: "/projects", name: t("projects.title") }}>
      {related.length > 0 ? (
        <Section id="related-projects" title={t("item.related_projects")}>
          <ul className="card-grid card-grid-wide">
            {related.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </ItemPage>
  );
}
