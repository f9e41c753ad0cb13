import { useTranslation } from "~/modules/i18n/react";
import type { Language } from "~/modules/i18n/config";
import type { ItemAddress } from "~/modules/dashboard/item-addresses.server";

/** Under a language's name and slug (docs/publishing.md, "The editor"): the saved address, and
 * the page, or its preview while not live there; a site page, so in a new tab. */
export function ItemAddressLink({ lang, entry }: { lang: Language; entry: ItemAddress }) {
  const { t } = useTranslation("dashboard");
  // Percent-escapes are for the wire: the address reads as typed (an Arabic slug in letters).
  const shown = entry.address ? safeDecode(entry.address) : null;
  return (
    <div className="item-address" data-testid={`item-address-${lang}`}>
      <p className="item-address-line">
        <span className="field-label">{t("item_address.label")}</span>{" "}
        {shown ? (
          <bdi dir="ltr" className="item-address-url">
            {shown}
          </bdi>
        ) : (
          <span className="field-hint">{t("item_address.none")}</span>
        )}
      </p>
      <p className="item-address-line">
        <a
          href={entry.href}
          target="_blank"
          rel="noopener"
          hrefLang={lang}
          className="button button-outline button-small"
        >
          {t(entry.live ? "item_address.view" : "item_address.preview")}
          <span className="visually-hidden"> {t(`item_address.in_${lang}`)}</span>
        </a>{" "}
        <span className="field-hint">
          {t(entry.live ? "item_address.live" : "item_address.not_live")}
        </span>
      </p>
    </div>
  );
}

function safeDecode(address: string) {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}
