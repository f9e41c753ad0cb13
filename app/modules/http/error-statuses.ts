// Statuses with their own title and message under `error_page.statuses.<status>` in
// public/locales/{en,ar}/common.json. Rendered by app/components/error-view.tsx for a thrown
// Response; the HTTP layer uses the same keys for the answers it gives before Remix runs.
export const TRANSLATED_STATUSES = [400, 405, 411, 413, 415] as const;

export type TranslatedStatus = (typeof TRANSLATED_STATUSES)[number];

/** What the app server answers itself, before Remix (ADR 0005): the above, and refusals of its own. */
export type EdgeStatus = TranslatedStatus | 403 | 429 | 503;

export function isTranslatedStatus(status: number): status is TranslatedStatus {
  return (TRANSLATED_STATUSES as readonly number[]).includes(status);
}

/** `error_page.statuses.<status>.title` / `.message` of the `common` namespace. */
export function statusKeys(status: EdgeStatus) {
  return {
    title: `error_page.statuses.${status}.title`,
    message: `error_page.statuses.${status}.message`,
  };
}
