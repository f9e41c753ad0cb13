import { Link, isRouteErrorResponse } from "@remix-run/react";
import { isTranslatedStatus, statusKeys } from "~/modules/http/error-statuses";
import { useTranslation } from "~/modules/i18n/react";

/** Status and visitor-facing message of anything a route can throw. */
export function describeError(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      data && typeof data === "object" && "message" in data && typeof data.message === "string"
        ? data.message
        : null;
    return { status: error.status, message };
  }
  // Thrown Errors may carry internals (and, in development, stacks): never shown to visitors.
  return { status: 500, message: null };
}

export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { status, message } = describeError(error);

  if (status === 404) {
    return (
      <div className="error-view">
        <p className="error-status" aria-hidden="true">
          404
        </p>
        <h1>{t("not_found.title")}</h1>
        <p>
          <Link to="/" className="button button-primary">
            {t("not_found.back_home")}
          </Link>
        </p>
      </div>
    );
  }

  // A refused request (400 for a body that could not be read, 413, 415...) says what went wrong.
  const keys = message === null && isTranslatedStatus(status) ? statusKeys(status) : null;
  return (
    <div className="error-view">
      <p className="error-status">{t("error_page.status", { status })}</p>
      <h1>{message ?? (keys ? t(keys.title) : t("error_page.default"))}</h1>
      {keys ? <p>{t(keys.message)}</p> : null}
      <p>
        <Link to="/" className="button button-primary">
          {t("error_page.go_home")}
        </Link>
      </p>
    </div>
  );
}
