import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { askHref, KeyFigures, PageHeader, Section } from "~/components/site/kit";
import { usePageAddress } from "~/modules/page-query/page-query";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { translatedSeo } from "~/modules/seo/seo.server";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return json(
    { seo: await translatedSeo(request, await getLanguage(request), "pages", "visualresources") },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

const STEPS = ["s1", "s2", "s3", "s4"] as const;
const GROUPS = ["frontend", "backend", "mobile", "data", "cloud", "design"] as const;

export default function VisualResourcesPage() {
  const { t } = useTranslation("pages");
  const address = usePageAddress();
  return (
    <>
      <PageHeader eyebrow={t("visual.eyebrow")} title={t("visual.title")} lead={t("visual.lead")}>
        <p className="page-actions">
          <Link
            to={askHref(address.pathname, address.search, "remote_employee")}
            preventScrollReset
            className="button button-primary button-large ask-service-link"
            data-service-type="remote_employee"
          >
            {t("visual.cta")}
          </Link>
        </p>
      </PageHeader>
      <section className="stats-band" aria-labelledby="figures-title">
        <div className="container">
          <h2 id="figures-title" className="visually-hidden">
            {t("visual.figures_title")}
          </h2>
          <KeyFigures headingId="figures-title" />
        </div>
      </section>
      <Section id="steps-title" title={t("visual.steps_title")} lead={t("visual.steps_lead")}>
        <ol className="steps" data-testid="hiring-steps">
          {STEPS.map((key, index) => (
            <li key={key} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`visual.steps.${key}.title`)}</h3>
              <p>{t(`visual.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="skills-title" title={t("visual.skills_title")} lead={t("visual.skills_lead")}>
        <ul className="feature-grid" data-testid="skill-groups">
          {GROUPS.map((key) => (
            <li key={key} className="feature skill-group">
              <h3>{t(`visual.groups.${key}.title`)}</h3>
              <p>{t(`visual.groups.${key}.items`)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
