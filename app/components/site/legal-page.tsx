import { Link } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { PageHeader } from "./page-header";

export type LegalPageProps = {
  title: string;
  /** Sanitised on the server (rich-text.server.ts). */
  html: string;
  sections: { id: string; title: string }[];
  updated: string | null;
};

export function LegalPage({ title, html, sections, updated }: LegalPageProps) {
  const { t } = useTranslation("legal");
  return (
    <>
      <PageHeader title={title}>
        {updated ? <p className="page-updated">{t("legal.updated", { date: updated })}</p> : null}
      </PageHeader>
      <div className="section">
        <div className="container legal-layout">
          {sections.length ? (
            <nav className="legal-toc" aria-labelledby="toc-title">
              <h2 id="toc-title" className="toc-title">
                {title}
              </h2>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <article className="legal-text">
            <div className="rich-text legal-body" dangerouslySetInnerHTML={{ __html: html }} />
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
