// Translated under `error_page.statuses.<status>` (common.json), also before Remix.
export const TRANSLATED_STATUSES = [400, 405, 410, 411, 413, 415] as const;

export type TranslatedStatus = (typeof TRANSLATED_STATUSES)[number];

/** ADR 0005. */
export type EdgeStatus = TranslatedStatus | 403 | 429 | 503;

export function isTranslatedStatus(status: number): status is TranslatedStatus {
  return (TRANSLATED_STATUSES as readonly number[]).includes(status);
}

export function statusKeys(status: EdgeStatus) {
  return {
    title: `error_page.statuses.${status}.title`,
    message: `error_page.statuses.${status}.message`,
  };
}
