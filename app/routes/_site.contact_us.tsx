import { ContactForm } from "~/components/forms/contact-form";
import { ContactList } from "~/components/site/contact-list";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useTranslation } from "~/modules/i18n/react";
import { contactAction } from "~/modules/public-forms/contact-action.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { hostLinkHeaders } from "~/modules/security/public-origin.server";
import { companyName, pageSeo } from "~/modules/seo/seo.server";
import { useRootData, useSiteDetails } from "~/utils/root-data";

export const handle = { i18n: ["common", "forms"], pageCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const [t, common] = await Promise.all([getServerT(language, "forms"), getServerT(language)]);
  const seo = await pageSeo(request, language, {
    title: t("contact.meta_title"),
    heading: common("navbar.contact_us"),
    description: t("contact.meta_description", { name: await companyName(request, language) }),
  });
  return json({ seo }, { headers: hostLinkHeaders() });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.seo ?? [];

export async function action({ request }: ActionFunctionArgs) {
  return contactAction(request, await getLanguage(request));
}

export default function ContactPage() {
  const { t } = useTranslation("forms");
  const site = useSiteDetails();
  const toast = useRootData()?.toast;
  // A success toast's fresh id gives a new, empty form, with JS too.
  const formKey = toast?.type === "success" ? toast.id : "contact";
  return (
    <div className="container contact-page">
      <header className="page-intro">
        <p className="section-eyebrow">{t("contact.eyebrow")}</p>
        <h1>{t("contact.title")}</h1>
        <p className="lead">{t("contact.intro")}</p>
      </header>
      <div className="contact-grid">
        <section className="contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("contact.form_title")}</h2>
          <ContactForm key={formKey} />
        </section>
        <aside className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t("contact.details_title")}</h2>
          <p>{t("contact.details_text")}</p>
          {site ? <ContactList site={site} /> : null}
          {site?.hours ? (
            <p className="contact-hours">{t("contact.hours", { hours: site.hours })}</p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
