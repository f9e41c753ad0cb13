import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/modules/dashboard/export.server";
import { failLoader, requireArea } from "~/modules/dashboard/guard.server";
import { allOf, reasonLabels } from "~/modules/dashboard/inbox.server";
import { assigneeOf, writtenOf } from "~/modules/dashboard/inbox-rows";
import type { Row } from "~/modules/dashboard/provider.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLanguage(request);
  const user = await requireArea(request, locale, "inbox");
  const call = { request, language: locale, token: user.token };
  const [messages, requests] = await Promise.all([
    allOf(call, "messages"),
    allOf(call, "requests"),
  ]);
  if (!messages.ok) return failLoader(request, messages.error);
  if (!requests.ok) return failLoader(request, requests.error);
  const t = await getServerT(locale, "dashboard");
  const reason = await reasonLabels(locale);
  const yesNo = (value: unknown) =>
    value ? t("notifications.csv.yes") : t("notifications.csv.no");
  // docs/conventions.md, "The inbox".
  const follow = (row: Row) => {
    const status = text(row.status);
    const user = row.user as { username?: string; email?: string } | null;
    return [
      status ? t(`notifications.statuses.${status}`, status) : "",
      user ? `${text(user.username)} <${text(user.email)}>` : "",
      writtenOf(row.replies)
        .map((r) => `${r.created_at}: ${r.body}`)
        .join("\n\n"),
      assigneeOf(row)?.username ?? "",
      // Notes are among staff: each says who wrote it.
      writtenOf(row.notes)
        .map((n) => `${n.created_at} (${n.admin.username}): ${n.body}`)
        .join("\n\n"),
    ];
  };
  const rows = [
    ...messages.value.map((row) => ({
      at: text(row.created_at),
      cells: [
        t("notifications.messages"),
        row.id,
        row.created_at,
        row.name,
        row.email,
        row.phone,
        reason(row.contact_reason),
        row.info,
        yesNo(row.read),
        "",
        ...follow(row),
      ],
    })),
    ...requests.value.map((row) => {
      const type = text(row.type);
      const file = row.file as { name?: string } | null;
      return {
        at: text(row.created_at),
        cells: [
          t("notifications.requests"),
          row.id,
          row.created_at,
          row.name,
          row.email,
          row.phone,
          t(`service_types.${type}`, type),
          row.info,
          yesNo(row.read),
          file?.name ?? "",
          ...follow(row),
        ],
      };
    }),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const header = [
    "kind",
    "id",
    "created_at",
    "name",
    "email",
    "phone",
    "subject",
    "info",
    "read",
    "file",
    "status",
    "account",
    "replies",
    "assignee",
    "notes",
  ];
  return csvResponse(
    [header.map((key) => t(`notifications.csv.${key}`)), ...rows.map((row) => row.cells)],
    "inbox",
  );
}
