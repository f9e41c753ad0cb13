import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { ContactBand, Statistics } from "~/components/site/home-sections";
import { Icon } from "~/components/site/icons";
import { PageHeader } from "~/components/site/page-header";
import { seoMeta } from "~/modules/seo/meta";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { translatedSeo } from "~/modules/seo/seo.server";

export const handle = { i18n: ["common", "home", "pages"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return json(
    { seo: await translatedSeo(request, "pages", "about") },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

const STORY = ["p1", "p2", "p3"] as const;
const VALUES = ["v1", "v2", "v3", "v4"] as const;

export default function AboutPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader eyebrow={t("about.eyebrow")} title={t("about.title")} lead={t("about.lead")}>
        <p className="page-actions">
          <Link to="/services" prefetch="intent" className="button button-primary">
            {t("about.services_button")}
          </Link>
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="story-title">
        <div className="container narrow prose">
          <h2 id="story-title">{t("about.story_title")}</h2>
          {STORY.map((key) => (
            <p key={key}>{t(`about.story.${key}`)}</p>
          ))}
        </div>
      </section>
      <Statistics />
      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <header className="section-header">
            <h2 id="values-title">{t("about.values_title")}</h2>
          </header>
          <ul className="feature-grid">
            {VALUES.map((key) => (
              <li key={key} className="feature">
                <span className="feature-icon">
                  <Icon name="check" />
                </span>
                <h3>{t(`about.values.${key}.title`)}</h3>
                <p>{t(`about.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ContactBand
        title={t("about.cta_title")}
        text={t("about.cta_text")}
        button={t("about.cta_button")}
      />
    </>
  );
}
