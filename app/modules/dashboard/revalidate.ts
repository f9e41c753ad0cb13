import type { ShouldRevalidateFunction } from "@remix-run/react";

/** No reload after a 5xx save: it would replace what was typed with the error page. */
export const keepFormAfterServerError: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => (actionStatus !== undefined && actionStatus >= 500 ? false : defaultShouldRevalidate);
