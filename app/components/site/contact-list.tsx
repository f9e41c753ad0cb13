import { Fragment } from "react";
import { LtrValue } from "~/components/ltr-value";
import { useTranslation } from "~/modules/i18n/react";
import type { ContactValue, SiteDetails } from "~/modules/site-settings/types";

/** Each value is its own left-to-right run (LtrValue). */
export function ContactList({ site, className }: { site: SiteDetails; className?: string }) {
  const { t } = useTranslation("common");
  const rows: [label: string, values: ContactValue[]][] = [
    [t("footer.email_label"), [site.email]],
    [t("footer.phone_label"), site.phones],
  ];
  if (site.whatsapp) rows.push([t("footer.whatsapp_label"), [site.whatsapp]]);
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
