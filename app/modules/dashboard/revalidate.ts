import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The dashboard's entity screens: after a save answered 5xx (the provider away, 503 with
 * Retry-After) the page is not reloaded, which would replace the form and what was typed with
 * the error page; the answer's toast says to try again (kept-form.server.ts).
 */
export const keepFormAfterServerError: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus !== undefined && actionStatus >= 500 ? false : defaultShouldRevalidate);
