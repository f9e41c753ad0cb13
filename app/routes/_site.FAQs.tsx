import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { FaqList, PageHeader } from "~/components/site/kit";
import { toFaq } from "~/modules/content/cards.server";
import { getLanguage } from "~/modules/i18n/i18next.server";
import { readPublicList } from "~/modules/provider/cache.server";
import type { Faq } from "~/modules/provider/types";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { faqPageSchema } from "~/modules/seo/page-schema.server";
import { translatedSeo } from "~/modules/seo/seo.server";

export const handle = { i18n: ["common", "pages"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const faqs = await readPublicList<Faq>(request, language, "faqs", { page: 1, per_page: 100 });
  return json(
    {
      faqs: faqs.data.map((faq) => toFaq(faq, language)),
      seo: await translatedSeo(request, language, "pages", "faqs", {
        schema: faqPageSchema(faqs.data, language),
      }),
    },
    { headers: hostLinkHeaders() },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export default function FaqsPage() {
  const { faqs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHeader eyebrow={t("faqs.eyebrow")} title={t("faqs.title")} lead={t("faqs.lead")} />
      <section className="section" aria-label={t("faqs.title")}>
        <div className="container narrow">
          {faqs.length === 0 ? (
            <p className="empty-state">{t("faqs.empty")}</p>
          ) : (
            <FaqList faqs={faqs} />
          )}
          <aside className="help-box">
            <h2>{t("faqs.more_title")}</h2>
            <p>{t("faqs.more_text")}</p>
            <Link to="/contact_us" prefetch="intent" className="button button-primary">
              {t("faqs.contact")}
            </Link>
          </aside>
        </div>
      </section>
    </>
  );
}
