import { Link, isRouteErrorResponse, useLocation } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { useOnline } from "~/components/layout/offline-status";
import { isTranslatedStatus, statusKeys } from "~/modules/http/error-statuses";
import { useTranslation } from "~/modules/i18n/react";

/** `thrown`: not an answer of ours (a fetch that failed, a bug); its status is no use to a
 * visitor. */
export function describeError(error: unknown): {
  status: number;
  message: string | null;
  thrown: boolean;
} {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      data && typeof data === "object" && "message" in data && typeof data.message === "string"
        ? data.message
        : null;
    return { status: error.status, message, thrown: false };
  }
  // Thrown Errors may carry internals: never shown to visitors.
  return { status: 500, message: null, thrown: true };
}

/** "Try again" reloads the whole document, also without JavaScript; offline, the click stays here
 * instead of leaving for the browser's offline page. */
export function ErrorActions({ home }: { home: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const online = useOnline();
  const stayWhileOffline = (event: MouseEvent) => {
    if (!navigator.onLine) event.preventDefault();
  };
  return (
    <p className="error-actions">
      <a
        href={`${location.pathname}${location.search}`}
        className="button button-primary"
        onClick={stayWhileOffline}
        aria-disabled={online ? undefined : true}
        data-testid="error-try-again"
      >
        {t("error_page.try_again")}
      </a>
      {home}
    </p>
  );
}

export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { status, message, thrown } = describeError(error);
  const home = (
    <Link to="/" className="button button-outline">
      {t("error_page.go_home")}
    </Link>
  );

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

  if (thrown) {
    return (
      <div className="error-view" role="alert" data-testid="error-view">
        <h1>{online ? t("error_page.load_failed") : t("error_page.offline_title")}</h1>
        <p>{online ? t("error_page.load_failed_message") : t("error_page.offline_message")}</p>
        <ErrorActions home={home} />
      </div>
    );
  }

  const keys = message === null && isTranslatedStatus(status) ? statusKeys(status) : null;
  return (
    <div className="error-view" data-testid="error-view">
      <p className="error-status">{t("error_page.status", { status })}</p>
      <h1>{message ?? (keys ? t(keys.title) : t("error_page.default"))}</h1>
      {keys ? <p>{t(keys.message)}</p> : null}
      <ErrorActions home={home} />
    </div>
  );
}
