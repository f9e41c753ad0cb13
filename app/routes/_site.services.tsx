import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { PageHeader } from "~/components/site/page-header";
import { ServiceCard } from "~/components/site/service-card";
import type { ServiceCardData } from "~/modules/content/cards";
import { toServiceCard } from "~/modules/content/cards.server";
import { categoryAnchor } from "~/modules/content/service-groups";
import { localized } from "~/modules/i18n/config";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Category, Service } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { namedPicture, servicesPageSchema } from "~/modules/seo/page-schema.server";
import { translatedSeo } from "~/modules/seo/seo.server";

export const handle = { i18n: ["common", "pages"], pageCache: true };

// A services company lists far fewer than the provider's largest page.
const ALL = { page: 1, per_page: 100 };

type Group = { id: number | null; name: string | null; services: ServiceCardData[] };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const [categories, services] = await Promise.all([
    readPublicList<Category>(request, language, "categories", ALL),
    readPublicList<Service>(request, language, "services", ALL),
  ]);
  const names = new Map(categories.data.map((c) => [c.id, localized(c, "name", language)]));
  const groups: Group[] = categories.data.map((category) => ({
    id: category.id,
    name: names.get(category.id) ?? null,
    services: [],
  }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  // A service whose category is missing (deleted, or beyond the first 100) still shows.
  const other: Group = { id: null, name: null, services: [] };
  for (const service of services.data) {
    const category = categories.data.find((c) => c.id === service.category_id);
    const card = toServiceCard(service, language, category?.en_name);
    (byId.get(service.category_id) ?? other).services.push(card);
  }
  if (other.services.length > 0) groups.push(other);
  return json(
    {
      groups: groups.filter((group) => group.services.length > 0),
      total: services.meta.total,
      seo: await translatedSeo(request, language, "pages", "services", {
        image: namedPicture(services.data[0], language),
        schema: servicesPageSchema(services.data, categories.data, language),
      }),
    },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function ServicesPage() {
  const { groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader
        eyebrow={t("services.eyebrow")}
        title={t("services.title")}
        lead={t("services.lead")}
      >
        {groups.length > 1 ? (
          <nav aria-label={t("services.jump")} className="chip-nav">
            <ul className="chip-list">
              {groups.map((group) => (
                <li key={group.id ?? "other"}>
                  <a href={`#${categoryAnchor(group.id)}`} className="chip chip-link">
                    {group.name ?? t("services.other")}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageHeader>
      {groups.length === 0 ? (
        <div className="container section">
          <p className="empty-state">{t("services.empty")}</p>
        </div>
      ) : (
        groups.map((group, groupIndex) => {
          const anchor = categoryAnchor(group.id);
          return (
            <section
              key={anchor}
              id={anchor}
              className="section service-group"
              aria-labelledby={`${anchor}-title`}
            >
              <div className="container">
                <h2 id={`${anchor}-title`} className="group-title">
                  {group.name ?? t("services.other")}
                </h2>
                <ul className="card-grid card-grid-wide" data-testid="service-list">
                  {group.services.map((service, index) => (
                    <li key={service.id}>
                      {/* On a phone the first card fills the first screen below the header. */}
                      <ServiceCard service={service} priority={groupIndex === 0 && index === 0} />
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          );
        })
      )}
    </>
  );
}
