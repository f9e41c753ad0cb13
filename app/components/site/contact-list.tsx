import { Fragment } from "react";
import { LtrValue } from "~/components/ltr-value";
import { useTranslation } from "~/modules/i18n/react";
import { mailtoHref, telHref, whatsappHref } from "~/modules/site-settings/contact-links";
import type { SiteDetails } from "~/modules/site-settings/types";

/** Each value is its own left-to-right run (LtrValue). */
export function ContactList({ site, className }: { site: SiteDetails; className?: string }) {
  const { t } = useTranslation("common");
  const rows: [label: string, values: { text: string; href?: string }[]][] = [
    [t("footer.email_label"), [{ text: site.email, href: mailtoHref(site.email) }]],
    [t("footer.phone_label"), site.phones.map((phone) => ({ text: phone, href: telHref(phone) }))],
  ];
  if (site.whatsapp) {
    rows.push([
      t("footer.whatsapp_label"),
      [{ text: site.whatsapp, href: whatsappHref(site.whatsapp) }],
    ]);
  }
  return (
    <dl className={className}>
      {rows.map(([label, values]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          {values.map((value) => (
            <dd key={value.text}>
              <LtrValue>
                <a href={value.href}>{value.text}</a>
              </LtrValue>
            </dd>
          ))}
        </Fragment>
      ))}
      {site.address ? (
        <>
          <dt>{t("footer.address_label")}</dt>
          <dd>{site.address}</dd>
        </>
      ) : null}
    </dl>
  );
}
