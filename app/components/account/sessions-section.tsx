// Plain POST forms, so they work without JavaScript.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import type { AccountSession } from "~/modules/account-security/sessions.server";
import { dateFormat } from "~/utils/intl-format";
import { useLanguage } from "~/utils/root-data";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export function SessionsSection({
  items,
  error,
}: {
  items: AccountSession[];
  error: string | null;
}) {
  const { t } = useTranslation("auth");
  const locale = useLanguage();
  const format = dateFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", WHEN);
  const when = (iso: string) => format.format(new Date(iso));
  const others = items.filter((session) => !session.current).length;
  return (
    <section className="security-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("sessions.title")}</h2>
      <p className="security-intro">{t("sessions.intro")}</p>
      {error ? (
        <p className="flash-message flash-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="session-list" data-testid="sessions">
        {items.map((session) => (
          <li key={session.id} className="session-row" data-current={session.current || undefined}>
            <div className="session-info">
              <strong>
                <bdi>{session.device ?? t("sessions.unknown_device")}</bdi>
              </strong>
              {session.current ? <span className="badge">{t("sessions.current")}</span> : null}
              <p className="session-meta">
                {session.address ? (
                  <>
                    {t("sessions.address")} <bdi dir="ltr">{session.address}</bdi>
                    {" · "}
                  </>
                ) : null}
                {t("sessions.started", { when: when(session.created_at) })}
                {" · "}
                {t("sessions.last_seen", { when: when(session.last_seen_at) })}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post" className="session-end">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={session.id} />
                <button type="submit" className="button button-outline">
                  {t("sessions.end")}
                  <span className="visually-hidden">
                    {" "}
                    {session.device ?? t("sessions.unknown_device")}
                  </span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className="button button-primary">
            {t("sessions.end_others")}
          </button>
        </Form>
      ) : (
        <p className="security-note">{t("sessions.no_others")}</p>
      )}
    </section>
  );
}
