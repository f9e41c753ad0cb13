// Every step is a plain form post; recovery codes just made show once.
import { Form, useNavigation } from "@remix-run/react";
import type { TwoFactorAnswer, TwoFactorView } from "~/modules/account-security/types";
import { useTranslation } from "~/modules/i18n/react";
import { CodeField } from "./code-field";
import { CodeForm } from "./code-form";

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation("factors");
  return (
    <div className="security-codes" role="status">
      <h3>{t("two_factor.codes_title")}</h3>
      <p>{t("two_factor.codes_intro")}</p>
      <ol className="security-code-list" dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <a className="button" href="/account/recovery-codes" download="recovery-codes.txt">
          {t("two_factor.download")}
        </a>
      </p>
    </div>
  );
}

/** Seeing the codes again asks for a code or the password (ADR 0021). */
function ShowCodesForm({ error }: { error?: string }) {
  const { t } = useTranslation("factors");
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "recovery-show";
  return (
    <Form method="post" className="security-form">
      <input type="hidden" name="intent" value="recovery-show" />
      <p>{t("two_factor.show_lead")}</p>
      <CodeField
        id="recovery-show-code"
        kind="either"
        label={t("two_factor.code_or_recovery")}
        optional
      />
      <div className="field">
        <label htmlFor="recovery-show-password">{t("two_factor.or_password")}</label>
        <input
          id="recovery-show-password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          aria-describedby={error ? "recovery-show-error" : undefined}
        />
      </div>
      {error ? (
        <p id="recovery-show-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {t("two_factor.show")}
      </button>
    </Form>
  );
}

export function TwoFactorSection({
  view,
  answer,
}: {
  view: TwoFactorView;
  answer?: TwoFactorAnswer;
}) {
  const { t } = useTranslation("factors");
  const errorFor = (intent: string) => (answer?.intent === intent ? answer.error : undefined);
  return (
    <section className="security-section" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t("two_factor.title")}</h2>
      <p className="security-lead">{t("two_factor.lead")}</p>
      {answer?.recoveryCodes ? <RecoveryCodes codes={answer.recoveryCodes} /> : null}
      {view === null ? (
        <p className="field-error">{t("unavailable")}</p>
      ) : view.enabled ? (
        <>
          <p className="security-status security-on">
            {t("two_factor.on")} {t("two_factor.codes_left", { count: view.recoveryLeft })}
          </p>
          {answer?.recoveryCodes ? null : <ShowCodesForm error={errorFor("recovery-show")} />}
          <CodeForm
            intent="recovery-regenerate"
            label={t("two_factor.code_or_recovery")}
            submit={t("two_factor.regenerate")}
            error={errorFor("recovery-regenerate")}
          />
          <CodeForm
            intent="totp-disable"
            label={t("two_factor.code_or_recovery")}
            submit={t("two_factor.disable")}
            error={errorFor("totp-disable")}
            danger
          />
        </>
      ) : view.pending ? (
        <div className="security-setup">
          <p>{t("two_factor.scan")}</p>
          <div
            className="security-qr"
            role="img"
            aria-label={t("two_factor.qr_label")}
            // Drawn on the server from the provider's otpauth:// address (uqr), not user input.
            dangerouslySetInnerHTML={{ __html: view.pending.qrSvg }}
          />
          <p>{t("two_factor.manual")}</p>
          <p>
            <code className="security-secret" dir="ltr" data-testid="totp-secret">
              {view.pending.secret}
            </code>
          </p>
          <CodeForm
            intent="totp-confirm"
            label={t("two_factor.code")}
            submit={t("two_factor.confirm")}
            error={errorFor("totp-confirm")}
          />
        </div>
      ) : (
        <>
          <p className="security-status">{t("two_factor.off")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="totp-start" />
            <button type="submit" className="button button-primary">
              {t("two_factor.start")}
            </button>
          </Form>
          {errorFor("totp-start") ? <p className="field-error">{errorFor("totp-start")}</p> : null}
        </>
      )}
    </section>
  );
}
