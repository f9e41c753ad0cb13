import { useTranslation } from "~/modules/i18n/react";

// What older builds kept in the browser (spec §3 "stored client values"); `lang` is the visitor's
// choice, not the account's, and stays.
const STORED_USER_KEYS = ["token", "user_info"];

function clearClientState() {
  try {
    window.sessionStorage.clear();
    for (const key of STORED_USER_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled by the browser: nothing was stored either.
  }
}

/** Spec §4: a POST, so a plain form that works without JavaScript. */
export function LogoutForm() {
  const { t } = useTranslation();
  return (
    <form method="post" action="/auth/logout" className="logout-form" onSubmit={clearClientState}>
      <button type="submit" className="button button-ghost">
        {t("navbar.logout")}
      </button>
    </form>
  );
}
