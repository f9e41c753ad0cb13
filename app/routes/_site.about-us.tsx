import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { ContactBand, PageHeader, Statistics } from "~/components/site/kit";
import { sitePageData } from "~/modules/content/site-page.server";

export const handle = { i18n: ["common", "home", "pages"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return sitePageData(request, "about-us");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function AboutPage() {
  const { title, html } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader title={title}>
        <p className="page-actions">
          <Link to="/services" prefetch="intent" className="button button-primary">
            {t("about.services_button")}
          </Link>
        </p>
      </PageHeader>
      <section className="section" aria-label={title}>
        {/* Sanitised on the server (rich-text.server.ts). */}
        <div
          className="container narrow prose rich-text"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
      <Statistics />
      <ContactBand
        title={t("about.cta_title")}
        text={t("about.cta_text")}
        button={t("about.cta_button")}
      />
    </>
  );
}
