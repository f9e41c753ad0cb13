import { useRouteError } from "@remix-run/react";
import { LightLink } from "~/modules/hydration/light-link";
import { useTranslation } from "~/modules/i18n/react";
import { ErrorGuard } from "~/components/error-guard";
import { describeError } from "~/components/error-view";
import { isTranslatedStatus, statusKeys } from "~/modules/http/error-statuses";

/** Errors of a dashboard screen render inside the admin layout, so the menu stays usable. */
export function DashboardErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("dashboard");
  const { status, message } = describeError(error);
  return (
    <ErrorGuard>
      <section className="admin-panel admin-error" role="alert">
        <p className="error-status">{status}</p>
        <h1>{t("error.title")}</h1>
        {message ? <p>{message}</p> : null}
        {!message && isTranslatedStatus(status) ? (
          <p>{t(statusKeys(status).message, { ns: "common" })}</p>
        ) : null}
        <p>
          <LightLink to="/dashboard" className="button button-primary">
            {t("error.back")}
          </LightLink>
        </p>
      </section>
    </ErrorGuard>
  );
}
