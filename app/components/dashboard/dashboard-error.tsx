import { Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { ErrorGuard } from "~/components/error-guard";
import { describeError, ErrorActions } from "~/components/error-view";
import { useOnline } from "~/components/layout/offline-status";
import { isTranslatedStatus, statusKeys } from "~/modules/http/error-statuses";

/** Inside the admin layout, so the menu stays usable. */
export function DashboardErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("dashboard");
  const online = useOnline();
  const { status, message, thrown } = describeError(error);
  const loadFailed = online ? "error_page.load_failed_message" : "error_page.offline_message";
  const back = (
    <Link to="/dashboard" className="button button-outline">
      {t("error.back")}
    </Link>
  );
  // An address that names nothing: asking again cannot help, so no "Try again".
  if (status === 404 && !thrown) {
    return (
      <ErrorGuard>
        <section className="admin-panel admin-error" data-testid="error-view">
          <p className="error-status">{status}</p>
          <h1>{t("not_found.title", { ns: "common" })}</h1>
          {message ? <p>{message}</p> : null}
          <p className="error-actions">{back}</p>
        </section>
      </ErrorGuard>
    );
  }
  return (
    <ErrorGuard>
      <section className="admin-panel admin-error" role="alert" data-testid="error-view">
        {thrown ? null : <p className="error-status">{status}</p>}
        <h1>
          {thrown && !online ? t("error_page.offline_title", { ns: "common" }) : t("error.title")}
        </h1>
        {message ? <p>{message}</p> : null}
        {thrown ? <p>{t(loadFailed, { ns: "common" })}</p> : null}
        {!thrown && !message && isTranslatedStatus(status) ? (
          <p>{t(statusKeys(status).message, { ns: "common" })}</p>
        ) : null}
        <ErrorActions home={back} />
      </section>
    </ErrorGuard>
  );
}
