import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { PageHeader, Pagination, ProjectCard } from "~/components/site/kit";
import { toProjectCard } from "~/modules/content/cards.server";
import { localized } from "~/modules/i18n/config";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { pageNumber, recordId, type QueryParam } from "~/modules/page-query/page-query";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Project, Service } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { namedPicture } from "~/modules/seo/page-schema.server";
import { translatedSeo } from "~/modules/seo/seo.server";

export const handle = {
  i18n: ["common", "pages"],
  pageCache: true,
  query: ["page", "service_id"] satisfies QueryParam[],
};

const PER_PAGE = 9;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = await getLanguage(request);
  const page = pageNumber(url.searchParams.get("page"));
  const serviceId = recordId(url.searchParams.get("service_id"));
  const [services, projects] = await Promise.all([
    readPublicList<Service>(request, language, "services", { page: 1, per_page: 100 }),
    readPublicList<Project>(request, language, "projects", {
      page,
      per_page: PER_PAGE,
      service_id: serviceId ?? undefined,
    }),
  ]);
  const names = new Map(services.data.map((s) => [s.id, localized(s, "name", language)]));
  return json(
    {
      services: services.data.map((s) => ({ id: s.id, name: names.get(s.id) ?? "" })),
      serviceId,
      projects: projects.data.map((project) => toProjectCard(project, language, names)),
      meta: projects.meta,
      seo: await translatedSeo(request, language, "pages", "projects", {
        query: handle.query,
        image: namedPicture(projects.data[0], language),
      }),
    },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

function href(page: number, serviceId: number | null) {
  const params = new URLSearchParams();
  if (serviceId) params.set("service_id", String(serviceId));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/projects${query ? `?${query}` : ""}`;
}

export default function ProjectsPage() {
  const { services, serviceId, projects, meta } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader
        eyebrow={t("projects.eyebrow")}
        title={t("projects.title")}
        lead={t("projects.lead")}
      />
      <section className="section" aria-label={t("projects.title")}>
        <div className="container">
          <nav className="filter-bar" aria-label={t("projects.filter_label")}>
            <ul className="chip-list">
              <li>
                <Link
                  to="/projects"
                  className="chip chip-link"
                  aria-current={serviceId === null ? "page" : undefined}
                  preventScrollReset
                >
                  {t("projects.all")}
                </Link>
              </li>
              {services.map((service) => (
                <li key={service.id}>
                  <Link
                    to={href(1, service.id)}
                    className="chip chip-link"
                    aria-current={serviceId === service.id ? "page" : undefined}
                    preventScrollReset
                  >
                    {service.name}
                  </Link>
                </li>
              ))}
            </ul>
            {/* The same filter as a form, for long service lists on small screens. Its own action:
                without one Remix writes the current query into it (a GET form replaces the query
                with its fields anyway), and the page would carry what it does not read. */}
            <Form method="get" action="/projects" className="filter-form" preventScrollReset>
              <label htmlFor="service_id">{t("projects.filter_select")}</label>
              <select
                id="service_id"
                name="service_id"
                defaultValue={serviceId ?? ""}
                key={serviceId ?? "all"}
              >
                <option value="">{t("projects.all")}</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button-ghost">
                {t("projects.filter_submit")}
              </button>
            </Form>
          </nav>
          {projects.length === 0 ? (
            <p className="empty-state">{t("projects.empty")}</p>
          ) : (
            <ul className="card-grid card-grid-wide" data-testid="project-list">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} level={2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            total={meta.total}
            href={(page) => href(page, serviceId)}
          />
        </div>
      </section>
    </>
  );
}
