import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import {
  Carousel,
  CategoryCard,
  ContactBand,
  FaqList,
  Features,
  ListOrEmpty,
  ProjectCard,
  Section,
  ServiceCard,
  Statistics,
  Team,
  VisualTeaser,
} from "~/components/site/kit";
import { homeData } from "./home-data.server";
import { useSiteDetails } from "~/utils/root-data";

export const handle = { i18n: ["common", "home", "pages"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return homeData(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function Home() {
  const { categories, services, projects, faqs, team } = useLoaderData<typeof loader>();
  const { t } = useTranslation("home");
  const { t: common } = useTranslation();
  const tagline = useSiteDetails()?.tagline ?? common("brand.tagline");
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{tagline}</p>
          <h1 id="hero-title">{t("hero.title")}</h1>
          <p className="hero-lead">{t("hero.lead")}</p>
          <div className="hero-actions">
            <Link to="/#services" className="button button-primary button-large">
              {t("hero.cta_services")}
            </Link>
            <Link to="/contact_us" prefetch="intent" className="button button-outline button-large">
              {t("hero.cta_contact")}
            </Link>
          </div>
        </div>
      </section>

      <Features />

      <Section
        id="services-title"
        anchor="services"
        eyebrow={t("services.eyebrow")}
        title={t("services.title")}
        lead={t("services.lead")}
        more={{ to: "/services", label: t("services.all") }}
      >
        <ListOrEmpty count={services.length} empty={t("services.empty")}>
          <ul className="card-grid card-grid-wide" data-testid="services">
            {services.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </ListOrEmpty>
      </Section>

      <Section
        id="projects-title"
        eyebrow={t("projects.eyebrow")}
        title={t("projects.title")}
        lead={t("projects.lead")}
        more={{ to: "/projects", label: t("projects.all") }}
      >
        <ListOrEmpty count={projects.length} empty={t("projects.empty")}>
          <Carousel label={t("projects.label")} testId="projects">
            {projects.map((project) => (
              <li key={project.id} className="carousel-item">
                <ProjectCard project={project} />
              </li>
            ))}
          </Carousel>
        </ListOrEmpty>
      </Section>

      {/* Spec "Home page": team, then statistics. */}
      <Team members={team} />
      <Statistics />
      <VisualTeaser />

      <Section
        id="faq-title"
        narrow
        eyebrow={t("faq.eyebrow")}
        title={t("faq.title")}
        lead={t("faq.lead")}
        more={{ to: "/FAQs", label: t("faq.all") }}
      >
        <ListOrEmpty count={faqs.length} empty={t("faq.empty")}>
          <FaqList faqs={faqs} />
        </ListOrEmpty>
      </Section>

      <Section id="categories-title" title={t("categories.title")} lead={t("categories.lead")}>
        <ListOrEmpty count={categories.length} empty={t("categories.empty")}>
          <ul className="card-grid" data-testid="categories">
            {categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </ListOrEmpty>
      </Section>

      <ContactBand title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} />
    </>
  );
}
