import { Icon } from "~/components/site/icons";
import { usePageAddress } from "~/modules/page-query/page-query";
import { useTranslation } from "~/modules/i18n/react";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, otherLanguage } from "~/modules/i18n/config";
import { useLanguage } from "~/utils/root-data";

/** Without `?lng=`, which would override the new choice. */
export function currentPathWithoutLanguage(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_COOKIE);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** A real form, so switching works without JavaScript; with it the choice is also kept in local
 * storage (spec §1). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const locale = useLanguage();
  const address = usePageAddress();
  const next = otherLanguage(locale);
  return (
    <form
      method="post"
      action="/language"
      className="language-toggle"
      onSubmit={() => {
        try {
          window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
        } catch {
          // Storage can be disabled; the cookie alone still carries the choice.
        }
      }}
    >
      <input type="hidden" name="lng" value={next} />
      <input
        type="hidden"
        name="redirectTo"
        value={currentPathWithoutLanguage(address.pathname, address.search)}
      />
      <button type="submit" className="button button-ghost" title={t(`language.switch_to_${next}`)}>
        <span aria-hidden="true" className="language-icon">
          <Icon name="globe" />
        </span>
        <span lang={next}>{t(`language.name_${next}`)}</span>
        <span className="visually-hidden"> — {t(`language.switch_to_${next}`)}</span>
      </button>
    </form>
  );
}
