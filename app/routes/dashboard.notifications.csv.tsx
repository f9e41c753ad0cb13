import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/modules/dashboard/export.server";
import { failLoader, requireAdmin } from "~/modules/dashboard/guard.server";
import { allOf, reasonLabels } from "~/modules/dashboard/inbox.server";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** The whole inbox as CSV (admins only), newest first, headers in the admin's language. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const call = { request, token: user.token };
  const [messages, requests] = await Promise.all([
    allOf(call, "messages"),
    allOf(call, "requests"),
  ]);
  if (!messages.ok) return failLoader(request, messages.error);
  if (!requests.ok) return failLoader(request, requests.error);
  const locale = await getLocale(request);
  const t = await getServerT(locale, "dashboard");
  const reason = await reasonLabels(locale);
  const yesNo = (value: unknown) =>
    value ? t("notifications.csv.yes") : t("notifications.csv.no");
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
          "",
          "",
          "",
          t(`service_types.${type}`, type),
          row.info,
          yesNo(row.read),
          file?.name ?? "",
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
  ];
  return csvResponse(
    [header.map((key) => t(`notifications.csv.${key}`)), ...rows.map((row) => row.cells)],
    "inbox",
  );
}
