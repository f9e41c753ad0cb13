import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { PageHeader } from "./page-header";

/** Section keys per legal page; their texts live in legal.json (`<page>.sections.<key>`). */
export const LEGAL_SECTIONS = {
  privacy: ["s1", "s2", "s3", "s4", "s5", "s6", "s7"],
  terms: ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"],
  conditions: ["s1", "s2", "s3", "s4", "s5", "s6"],
} as const;

export type LegalPageName = keyof typeof LEGAL_SECTIONS;

export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation("legal");
  const sections = LEGAL_SECTIONS[page];
  return (
    <>
      <PageHeader title={t(`${page}.title`)} lead={t(`${page}.lead`)}>
        <p className="page-updated">{t("legal.updated")}</p>
      </PageHeader>
      <div className="section">
        <div className="container legal-layout">
          <nav className="legal-toc" aria-labelledby="toc-title">
            <h2 id="toc-title" className="toc-title">
              {t(`${page}.title`)}
            </h2>
            <ol>
              {sections.map((key) => (
                <li key={key}>
                  <a href={`#${key}`}>{t(`${page}.sections.${key}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="legal-text">
            {sections.map((key, index) => (
              <section key={key} id={key} aria-labelledby={`${key}-title`}>
                <h2 id={`${key}-title`}>
                  <span className="legal-number" aria-hidden="true">
                    {index + 1}.
                  </span>{" "}
                  {t(`${page}.sections.${key}.title`)}
                </h2>
                <p>{t(`${page}.sections.${key}.body`)}</p>
              </section>
            ))}
            <aside className="help-box">
              <p>{t("legal.questions")}</p>
              <Link to="/contact_us" prefetch="intent" className="button button-primary">
                {t("legal.contact")}
              </Link>
            </aside>
          </article>
        </div>
      </div>
    </>
  );
}
