import { getServerT } from "~/modules/i18n/i18next.server";
import type { Language } from "~/modules/i18n/config";
import { providerFetch } from "~/modules/provider/client.server";
import { CONTACT_REASONS } from "~/modules/public-forms/contact";
import type { ContactMessage, Paged, ServiceRequest } from "~/modules/provider/types";
import { map, toPage, type Call, type ListPage, type Result, type Row } from "./provider.server";
import { allPages } from "./export.server";
import {
  assigneeFilter,
  isInboxStatus,
  type AssigneeFilter,
  type InboxStatus,
} from "~core/dashboard/inbox";
import type { StaffMember } from "~core/contract/records";
import { pageNumber } from "~/modules/page-query/page-query";
import { forgetStatistics } from "./statistics.server";

export const INBOX_TABLES = { messages: "contact_messages", requests: "service_requests" } as const;
export type InboxTab = keyof typeof INBOX_TABLES;

export function inboxTab(value: string | null): InboxTab {
  return value === "requests" ? "requests" : "messages";
}

/** A hand-edited value shows everything rather than an error. */
export function inboxFilters(params: URLSearchParams) {
  const status = params.get("status");
  const selected = Number(params.get("id"));
  return {
    tab: inboxTab(params.get("tab")),
    status: isInboxStatus(status) ? status : null,
    /** `me`, `none` or a staff member's id; none given: everyone's. */
    assignee: assigneeFilter(params.get("assignee")),
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: pageNumber(params.get("page")),
    /** The conversation open beside the list (`?id=`), so a link or a reload opens it. */
    selected: Number.isInteger(selected) && selected > 0 ? selected : null,
  };
}
export type InboxFilters = ReturnType<typeof inboxFilters>;

/** The list's address; `selected` opens a conversation beside it (none: the list alone). */
export function inboxQuery(
  { tab, status, assignee, q, page }: InboxFilters,
  selected?: number,
): string {
  const params = new URLSearchParams();
  if (tab === "requests") params.set("tab", tab);
  if (status) params.set("status", status);
  if (assignee) params.set("assignee", String(assignee));
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  if (selected) params.set("id", String(selected));
  const query = params.toString();
  return query ? `?${query}` : "";
}

type ListWhere = {
  status?: InboxStatus | null;
  assignee?: AssigneeFilter | null;
  q?: string;
  ids?: number[];
};

export async function listInbox(
  call: Call,
  tab: InboxTab,
  page: number,
  perPage?: number,
  { status, assignee, q, ids }: ListWhere = {},
): Promise<Result<ListPage>> {
  const result = await providerFetch<Paged<ContactMessage | ServiceRequest>>({
    ...call,
    path: `dashboard/${INBOX_TABLES[tab]}`,
    method: "POST",
    query: {
      page,
      per_page: perPage,
      status: status ?? undefined,
      assignee: assignee ?? undefined,
      q: q || undefined,
      ids: ids?.join(","),
    },
  });
  return map(result, ({ data, meta }) => toPage(data, meta, { page, perPage }));
}

export async function markRead(call: Call, tab: InboxTab, id: number, read: boolean) {
  const result = await providerFetch({
    ...call,
    path: `dashboard/${INBOX_TABLES[tab]}/read`,
    body: { id, read: read ? "1" : "0" },
  });
  // Even a failed mark may have reached the provider (a timeout).
  forgetStatistics();
  return result;
}

export async function inboxWrite(
  call: Call,
  tab: InboxTab,
  action: "status" | "reply" | "delete" | "assign" | "note",
  body: {
    id: number;
    status?: InboxStatus;
    message?: string;
    note?: string;
    /** Empty: nobody. */
    assignee_id?: number | "";
  },
) {
  const result = await providerFetch<{ message?: string }>({
    ...call,
    path: `dashboard/${INBOX_TABLES[tab]}/${action}`,
    body,
  });
  forgetStatistics();
  return result;
}

/** Who a message may be assigned to; none known when the provider did not answer. */
export async function inboxStaff(call: Call): Promise<StaffMember[]> {
  const result = await providerFetch<{ data: StaffMember[] }>({
    ...call,
    path: "dashboard/inbox/staff",
    method: "POST",
  });
  return result.ok && Array.isArray(result.body.data) ? result.body.data : [];
}

/** Staff read the form's label for a stored reason key; an unknown value is shown as sent. */
export async function reasonLabels(language: Language): Promise<(value: unknown) => string> {
  const t = await getServerT(language, "forms");
  return (value) => {
    const raw = value === null || value === undefined ? "" : String(value);
    return (CONTACT_REASONS as readonly string[]).includes(raw) ? t(`contact.reasons.${raw}`) : raw;
  };
}

export function allOf(call: Call, tab: InboxTab): Promise<Result<Row[]>> {
  return allPages((page, perPage) => listInbox(call, tab, page, perPage));
}

/** No dot segments, no query, no other host. */
export function isStoragePath(value: string | null): value is string {
  return (
    typeof value === "string" &&
    /^\/storage\/[A-Za-z0-9._\-/]+$/.test(value) &&
    !value.split("/").some((part) => part === ".." || part === ".")
  );
}

/** Nothing in an attachment runs or loads (docs/security.md). */
export const ATTACHMENT_CSP = "default-src 'none'; sandbox";

/** The provider's sanitized name when it is a download, else the stored file's own name. */
export function attachmentDisposition(provided: string | null, fallback: string): string {
  if (provided && /^attachment;[\x20-\x7e]*$/.test(provided)) return provided;
  return `attachment; filename="${fallback.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
}
