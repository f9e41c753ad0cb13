// A service's own page (docs/publishing.md, "Addresses"); the list stays at /services.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { askHref, ItemPage, ProjectCard, RelatedItems, ServiceCard } from "~/components/site/kit";
import { toProjectCard, toServiceCard } from "~/modules/content/cards.server";
import { itemPageJson, loadItem, othersThan } from "~/modules/content/item-page.server";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { useTranslation } from "~/modules/i18n/react";
import { usePageAddress } from "~/modules/page-query/page-query";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Project, Service } from "~/modules/provider/types";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const service = await loadItem<Service>(request, language, "services", params.slug ?? "");
  const [others, projects] = await Promise.all([
    readPublicList<Service>(request, language, "services", {
      category_id: service.category_id,
      per_page: 4,
    }),
    readPublicList<Project>(request, language, "projects", { service_id: service.id, per_page: 3 }),
  ]);
  return itemPageJson(request, language, "services", service, {
    type: toServiceCard(service, language).type,
    related: othersThan(others.data, service.id, (other) => toServiceCard(other, language)),
    projects: projects.data.map((project) => toProjectCard(project, language)),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function ServicePage() {
  const { item, type, related, projects } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  const address = usePageAddress();
  return (
    <ItemPage item={item} list={{ href: "/services", name: t("services.title") }}>
      <p className="container narrow item-actions">
        <Link
          to={askHref(address.pathname, address.search, type)}
          preventScrollReset
          className="button button-primary ask-service-link"
        >
          {t("services.ask")}
        </Link>
      </p>
      <RelatedItems
        id="service-projects"
        title={t("item.service_projects")}
        items={projects}
        card={(project) => <ProjectCard project={project} />}
      />
      <RelatedItems
        id="related-services"
        title={t("item.related_services")}
        items={related}
        card={(service) => <ServiceCard service={service} />}
      />
    </ItemPage>
  );
}
