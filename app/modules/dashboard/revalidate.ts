import type { ShouldRevalidateFunction } from "@remix-run/react";

/** The conflict's answer (ADR 0022). */
const EDIT_CONFLICT = 409;

/** No reload after a 5xx save (it would replace what was typed with the error page) nor after an
 * edit conflict (it would put the other version in the form the typed text is kept in). */
export const keepFormAfterServerError: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) =>
  actionStatus !== undefined && (actionStatus >= 500 || actionStatus === EDIT_CONFLICT)
    ? false
    : defaultShouldRevalidate;
