// The WebAuthn code loads when clicked, keeping the login page's first script small.
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/modules/i18n/react";
import { notify } from "~/modules/toast/notify";

export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  if (!hydrated) return <p className="auth-note">{t("passkey.needs_js")}</p>;

  async function onClick() {
    setBusy(true);
    const { signInWithPasskey } = await import("~/modules/account-security/passkey-browser");
    const outcome = await signInWithPasskey(redirectTo);
    if (outcome.ok) {
      // A full load: the new session cookie shapes the whole layout.
      window.location.assign(outcome.redirectTo ?? "/");
      return;
    }
    setBusy(false);
    notify({ type: "error", message: outcome.message ?? t(`passkey.${outcome.reason}`) });
  }

  return (
    <p className="auth-passkey">
      <button type="button" className="button" onClick={onClick} disabled={busy}>
        {t("passkey.sign_in")}
      </button>
    </p>
  );
}
