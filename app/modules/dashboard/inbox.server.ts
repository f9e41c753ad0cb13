// The inbox: contact messages and service requests from the provider (newest first), filtered
// by status; read marks, statuses, replies and deletes; everything at once for the CSV export.
import { getServerT } from "~/modules/i18n/i18next.server";
import type { Language } from "~/modules/i18n/config";
import { providerFetch } from "~/modules/provider/client.server";
import { CONTACT_REASONS } from "~/modules/public-forms/contact";
import type { PageMeta } from "~/modules/provider/types";
import { map, toPage, type Call, type ListPage, type Result, type Row } from "./provider.server";
import { allPages } from "./export.server";
import { isInboxStatus, type InboxStatus } from "./inbox";
import { pageNumber } from "~/modules/page-query/page-query";
import { forgetStatistics } from "./statistics.server";

export const INBOX_TABLES = { messages: "contact_messages", requests: "service_requests" } as const;
export type InboxTab = keyof typeof INBOX_TABLES;

export function inboxTab(value: string | null): InboxTab {
  return value === "requests" ? "requests" : "messages";
}

/** The screen's filters from its address; a hand-edited value shows everything rather than an error. */
export function inboxFilters(params: URLSearchParams) {
  const status = params.get("status");
  return {
    tab: inboxTab(params.get("tab")),
    status: isInboxStatus(status) ? status : null,
    page: pageNumber(params.get("page")),
  };
}
export type InboxFilters = ReturnType<typeof inboxFilters>;

/** The filters as the list's query (`?tab=requests&status=new&page=2`), "" when there are none. */
export function inboxQuery({ tab, status, page }: InboxFilters): string {
  const params = new URLSearchParams();
  if (tab === "requests") params.set("tab", tab);
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export async function listInbox(
  call: Call,
  tab: InboxTab,
  page: number,
  perPage?: number,
  status?: InboxStatus | null,
): Promise<Result<ListPage>> {
  const result = await providerFetch<{ data: Row[]; meta: PageMeta }>({
    ...call,
    path: `dashboard/${INBOX_TABLES[tab]}`,
    method: "POST",
    query: { page, per_page: perPage, status: status ?? undefined },
  });
  return map(result, ({ data, meta }) => toPage(data, meta, { page, perPage }));
}

export async function markRead(call: Call, tab: InboxTab, id: number, read: boolean) {
  const result = await providerFetch({
    ...call,
    path: `dashboard/${INBOX_TABLES[tab]}/read`,
    body: { id, read: read ? "1" : "0" },
  });
  // Even a failed mark may have reached the provider (a timeout): the menus' count asks again.
  forgetStatistics();
  return result;
}

/** The inbox's writes: `status` (id, status), `reply` (id, message), `delete` (id). */
export async function inboxWrite(
  call: Call,
  tab: InboxTab,
  action: "status" | "reply" | "delete",
  body: { id: number; status?: InboxStatus; message?: string },
) {
  const result = await providerFetch<{ message?: string }>({
    ...call,
    path: `dashboard/${INBOX_TABLES[tab]}/${action}`,
    body,
  });
  // A status decides the menus' count of new ones.
  forgetStatistics();
  return result;
}

/**
 * The contact form sends language-neutral reason keys (`quote`); staff read the form's own label
 * in their language. A value the form no longer offers (older messages, another client of the
 * provider) is shown as sent.
 */
export async function reasonLabels(language: Language): Promise<(value: unknown) => string> {
  const t = await getServerT(language, "forms");
  return (value) => {
    const raw = value === null || value === undefined ? "" : String(value);
    return (CONTACT_REASONS as readonly string[]).includes(raw) ? t(`contact.reasons.${raw}`) : raw;
  };
}

/** Every row of one kind, page after page. */
export function allOf(call: Call, tab: InboxTab): Promise<Result<Row[]>> {
  return allPages((page, perPage) => listInbox(call, tab, page, perPage));
}

/** A `/storage/...` path the provider made: no dot segments, no query, no other host. */
export function isStoragePath(value: string | null): value is string {
  return (
    typeof value === "string" &&
    /^\/storage\/[A-Za-z0-9._\-/]+$/.test(value) &&
    !value.split("/").some((part) => part === ".." || part === ".")
  );
}

/** The provider's own policy for attachments: nothing in them runs or loads (docs/security.md). */
export const ATTACHMENT_CSP = "default-src 'none'; sandbox";

/**
 * The provider's Content-Disposition, which names the file from the stored request (cleaned by
 * its sanitizeFileName, with the extension of the detected type), when it is a download; else
 * the stored file's own server-made name (`fallback`, a storage path's last part).
 */
export function attachmentDisposition(provided: string | null, fallback: string): string {
  if (provided && /^attachment;[\x20-\x7e]*$/.test(provided)) return provided;
  return `attachment; filename="${fallback.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
}
