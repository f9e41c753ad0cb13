import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { DeleteDialog } from "~/components/dashboard/delete-dialog";
import { Icon } from "~/components/dashboard/icons";
import { InboxFilters } from "~/components/dashboard/inbox-filters";
import { InboxRow, type ReplyDraft } from "~/components/dashboard/inbox-row";
import { Pagination } from "~/components/dashboard/pagination";
import { may } from "~core/auth/permissions";
import {
  throwIfAccessEnded,
  failLoader,
  requireAdmin,
  requireArea,
} from "~/modules/dashboard/guard.server";
import { isInboxStatus } from "~core/dashboard/inbox";
import {
  inboxFilters,
  inboxQuery,
  inboxWrite,
  listInbox,
  markRead,
  reasonLabels,
} from "~/modules/dashboard/inbox.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { useLanguage } from "~/utils/root-data";
import { readFormData } from "~/modules/http/form-body.server";

export const handle = { i18n: ["common", "dashboard"] };

const PATH = "/dashboard/notifications";
const ANSWERING = new Set(["reply", "status", "delete"]);

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireArea(request, language, "inbox");
  const params = new URL(request.url).searchParams;
  const filters = inboxFilters(params);
  const call = { request, language, token: user.token };
  const result = await listInbox(call, filters.tab, filters.page, undefined, filters.status);
  if (!result.ok) return failLoader(request, result.error);
  const reason = await reasonLabels(language);
  const items = result.value.items.map((row) =>
    filters.tab === "messages" ? { ...row, contact_reason: reason(row.contact_reason) } : row,
  );
  // Spec §2's confirm step before a delete.
  const deleteId = Number(params.get("delete"));
  const confirm = items.find((row) => row.id === deleteId) ?? null;
  return json(
    {
      ...result.value,
      items,
      filters,
      confirm,
      back: inboxQuery(filters),
      canAnswer: may(user.role, "inbox_answer"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function listOf(form: FormData) {
  const back = form.get("back");
  if (typeof back === "string") return inboxFilters(new URLSearchParams(back));
  const params = new URLSearchParams();
  for (const [from, to] of [
    ["tab", "tab"],
    ["filter_status", "status"],
    ["page", "page"],
  ]) {
    const value = form.get(from);
    if (typeof value === "string") params.set(to, value);
  }
  return inboxFilters(params);
}

export async function action({ request }: ActionFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireArea(request, language, "inbox");
  const form = await readFormData(request);
  // Editors read the inbox; replying, filing and deleting are admins' (permissions.ts).
  if (ANSWERING.has(String(form.get("intent"))) && !may(user.role, "inbox_answer")) {
    await requireAdmin(request, language);
  }
  const list = listOf(form);
  const { tab } = list;
  const id = Number(form.get("id"));
  const back = `${PATH}${inboxQuery(list)}`;
  if (!Number.isInteger(id) || id < 1) throw json({ message: "Bad Request" }, { status: 400 });
  const call = { request, language, token: user.token };
  const t = await getServerT(language, "dashboard");
  const intent = form.get("intent");
  const status = form.get("status");
  const message = String(form.get("message") ?? "").trim();
  if (intent === "reply" && !message) {
    const reply: ReplyDraft = { id, message, error: t("toast.reply_required") };
    return json({ reply }, { status: 400 });
  }
  const read = form.get("read") === "1";
  const result =
    intent === "status" && isInboxStatus(status)
      ? await inboxWrite(call, tab, "status", { id, status })
      : intent === "reply"
        ? await inboxWrite(call, tab, "reply", { id, message })
        : intent === "delete"
          ? await inboxWrite(call, tab, "delete", { id })
          : await markRead(call, tab, id, read);
  if (!result.ok) {
    await throwIfAccessEnded(request, result.error);
    // A refused reply stays under its message, the text kept.
    if (intent === "reply" && result.error.status === 422) {
      const reply: ReplyDraft = { id, message, error: result.error.message };
      return json({ reply }, { status: 422 });
    }
    return redirectWithToast(back, { type: "error", message: result.error.message }, {}, request);
  }
  const done =
    intent === "status"
      ? t("toast.status_changed")
      : intent === "reply"
        ? t("toast.reply_sent")
        : intent === "delete"
          ? t("toast.deleted")
          : t(read ? "toast.marked_read" : "toast.marked_unread");
  const anchor = intent === "delete" ? "" : `#row-${id}`;
  return redirectWithToast(`${back}${anchor}`, { type: "success", message: done }, {}, request);
}

export default function Notifications() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dashboard");
  const locale = useLanguage();
  const { filters } = data;
  const isRequests = filters.tab === "requests";
  const draft = actionData && "reply" in actionData ? actionData.reply : undefined;
  const closeTo = `${PATH}${data.back}`;
  return (
    <>
      <header className="admin-page-header">
        <div>
          <h1>{t("notifications.title")}</h1>
          <p className="admin-lead" data-testid="total">
            {t("table.total", { count: data.total })}
          </p>
        </div>
        <a href={`${PATH}/csv`} className="button button-outline" download>
          <Icon name="download" size={18} />
          {t("notifications.export")}
        </a>
      </header>
      <section className="admin-panel">
        <InboxFilters path={PATH} tab={filters.tab} status={filters.status} />
        {data.items.length === 0 ? (
          <p className="admin-empty">
            {filters.status ? t("notifications.filtered_empty") : t("notifications.empty")}
          </p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="inbox">
              <thead>
                <tr>
                  <th scope="col">{t("notifications.status")}</th>
                  <th scope="col">{t("notifications.from")}</th>
                  <th scope="col">
                    {isRequests ? t("notifications.type") : t("notifications.reason")}
                  </th>
                  <th scope="col">{t("notifications.message")}</th>
                  <th scope="col">{t("notifications.sent")}</th>
                  <th scope="col" className="col-actions">
                    {t("table.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <InboxRow
                    key={row.id}
                    row={row}
                    filters={filters}
                    back={data.back}
                    path={PATH}
                    locale={locale}
                    draft={draft?.id === row.id ? draft : undefined}
                    canAnswer={data.canAnswer}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={data.page} lastPage={data.lastPage} back={data.back} />
      </section>
      {data.confirm && data.canAnswer ? (
        <DeleteDialog
          id={data.confirm.id}
          name={t("notifications.item", {
            kind: isRequests ? t("notifications.requests") : t("notifications.messages"),
            id: data.confirm.id,
          })}
          back={data.back}
          closeTo={closeTo}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
