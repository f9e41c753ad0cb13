// "Add a passkey" needs WebAuthn, so without JavaScript it says so; its code loads on use.
import { Form, useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PasskeysAnswer, PasskeyView } from "~/modules/account-security/types";
import { useTranslation } from "~/modules/i18n/react";
import { notify } from "~/modules/toast/notify";
import { dateFormat } from "~/utils/intl-format";
import { useLanguage } from "~/utils/root-data";

const DATE = { dateStyle: "medium", timeStyle: "short" } as const;

function AddPasskey() {
  const { t } = useTranslation("factors");
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (!hydrated) return <p className="security-note">{t("passkeys.needs_js")}</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    setBusy(true);
    const { addPasskey } = await import("~/modules/account-security/passkey-browser");
    const outcome = await addPasskey(name);
    setBusy(false);
    if (outcome.ok) {
      form.reset();
      notify({ type: "success", message: outcome.message || t("passkeys.added") });
      revalidator.revalidate();
    } else {
      notify({ type: "error", message: outcome.message ?? t(`passkeys.${outcome.reason}`) });
    }
  }

  return (
    <form className="security-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="passkey-name">{t("passkeys.name")}</label>
        <input
          id="passkey-name"
          name="name"
          type="text"
          required
          maxLength={60}
          placeholder={t("passkeys.name_example")}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {t("passkeys.add")}
      </button>
    </form>
  );
}

export function PasskeysSection({
  passkeys,
  answer,
}: {
  passkeys: PasskeyView[] | null;
  answer?: PasskeysAnswer;
}) {
  const { t } = useTranslation("factors");
  const locale = useLanguage();
  const when = (iso: string | null) =>
    iso ? dateFormat(locale, DATE).format(new Date(iso)) : t("passkeys.never");
  return (
    <section className="security-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t("passkeys.title")}</h2>
      <p className="security-lead">{t("passkeys.lead")}</p>
      {answer?.error ? (
        <p className="field-error" role="alert">
          {answer.error}
        </p>
      ) : null}
      {passkeys === null ? (
        <p className="field-error">{t("unavailable")}</p>
      ) : passkeys.length === 0 ? (
        <p className="security-status">{t("passkeys.none")}</p>
      ) : (
        <ul className="security-list" data-testid="passkey-list">
          {passkeys.map((key) => (
            <li key={key.id}>
              <div>
                <strong>{key.name}</strong>
                <p className="security-meta">
                  {t("passkeys.created", { date: when(key.created_at) })} ·{" "}
                  {t("passkeys.last_used", { date: when(key.last_used_at) })}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="id" value={key.id} />
                <button
                  type="submit"
                  className="button button-danger"
                  aria-label={t("passkeys.remove_named", { name: key.name })}
                >
                  {t("passkeys.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}
