import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { PageHeader, ServiceCard } from "~/components/site/kit";
import { categoryAnchor } from "~/modules/content/service-groups";
import { servicesData } from "./services-data.server";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return servicesData(request);
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
