import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { DeleteDialog } from "~/components/dashboard/delete-dialog";
import { Icon } from "~/components/dashboard/icons";
import { InboxConversation } from "~/components/dashboard/inbox-conversation";
import { InboxFilters } from "~/components/dashboard/inbox-filters";
import { InboxList } from "~/components/dashboard/inbox-list";
import { withParam } from "~/components/dashboard/links";
import { Pagination } from "~/components/dashboard/pagination";
import { may } from "~core/auth/permissions";
import {
  throwIfAccessEnded,
  failLoader,
  requireAdmin,
  requireArea,
} from "~/modules/dashboard/guard.server";
import {
  inboxFilters,
  inboxQuery,
  inboxStaff,
  listInbox,
  reasonLabels,
} from "~/modules/dashboard/inbox.server";
import {
  doneKey,
  intentOf,
  runIntent,
  type TextDraft,
} from "~/modules/dashboard/inbox-actions.server";
import { getLanguage, getServerT } from "~/modules/i18n/i18next.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { useLanguage } from "~/utils/root-data";
import type { Row } from "~/modules/dashboard/provider.server";
import { text } from "~/components/dashboard/row-text";
import { readFormData } from "~/modules/http/form-body.server";

export const handle = { i18n: ["common", "dashboard"] };

const PATH = "/dashboard/notifications";

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const user = await requireArea(request, language, "inbox");
  const params = new URL(request.url).searchParams;
  const filters = inboxFilters(params);
  const call = { request, language, token: user.token };
  const { tab, page, status, assignee, q, selected } = filters;
  const [result, staff] = await Promise.all([
    listInbox(call, tab, page, undefined, { status, assignee, q }),
    inboxStaff(call),
  ]);
  if (!result.ok) return failLoader(request, result.error);
  const reason = await reasonLabels(language);
  const label = (row: Row): Row =>
    tab === "messages" ? { ...row, contact_reason: reason(row.contact_reason) } : row;
  const items = result.value.items.map(label);
  // The open conversation may be on another page or outside the filter (a shared address).
  let open = selected ? (items.find((row) => row.id === selected) ?? null) : null;
  if (selected && !open) {
    const one = await listInbox(call, tab, 1, undefined, { ids: [selected] });
    if (one.ok && one.value.items[0]) open = label(one.value.items[0]);
  }
  // Spec §2's confirm step before a delete.
  const deleteId = Number(params.get("delete"));
  const confirm = [...items, open].find((row) => row?.id === deleteId) ?? null;
  return json(
    {
      ...result.value,
      items,
      open,
      filters,
      confirm,
      back: inboxQuery(filters),
      staff,
      canDelete: may(user.role, "inbox_delete"),
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
    ["filter_assignee", "assignee"],
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
  const intent = intentOf(form.get("intent"));
  if (!intent) throw json({ message: "Bad Request" }, { status: 400 });
  // Editors work in the inbox; deleting is admins' (core/auth/permissions.ts).
  if (intent === "delete" && !may(user.role, "inbox_delete")) {
    await requireAdmin(request, language);
  }
  const list = listOf(form);
  const { tab } = list;
  const id = Number(form.get("id"));
  // Back to the same list, the conversation still open unless it was deleted.
  const back = `${PATH}${inboxQuery(list, intent === "delete" ? undefined : id)}`;
  if (!Number.isInteger(id) || id < 1) throw json({ message: "Bad Request" }, { status: 400 });
  const call = { request, language, token: user.token };
  const t = await getServerT(language, "dashboard");
  // A reply or a note is kept by its form when refused, with the reason under it.
  const field = intent === "reply" ? "message" : intent === "note" ? "note" : null;
  const value = field ? String(form.get(field) ?? "").trim() : "";
  if (field && !value) {
    const error = t(field === "note" ? "toast.note_required" : "toast.reply_required");
    return json({ draft: { id, field, value, error } satisfies TextDraft }, { status: 400 });
  }
  const result = await runIntent(call, tab, intent, id, form);
  if (!result.ok) {
    await throwIfAccessEnded(request, result.error);
    if (field && result.error.status === 422) {
      const error = result.error.fieldErrors?.[field]?.[0] ?? result.error.message;
      return json({ draft: { id, field, value, error } satisfies TextDraft }, { status: 422 });
    }
    return redirectWithToast(back, { type: "error", message: result.error.message }, {}, request);
  }
  const done = t(doneKey(intent, form.get("read") === "1"));
  const anchor = intent === "delete" ? "" : "#conversation";
  return redirectWithToast(`${back}${anchor}`, { type: "success", message: done }, {}, request);
}

export default function Notifications() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("dashboard");
  const locale = useLanguage();
  const { filters, open } = data;
  const isRequests = filters.tab === "requests";
  const draft = actionData && "draft" in actionData ? actionData.draft : undefined;
  const closeTo = `${PATH}${data.back}`;
  const subjectOf = (row: Row) =>
    isRequests ? t(`service_types.${text(row.type)}`, text(row.type)) : text(row.contact_reason);
  const filtered = Boolean(filters.status || filters.assignee || filters.q);
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
        <InboxFilters path={PATH} filters={filters} staff={data.staff} />
        {/* Wide: the list and the open conversation side by side; narrow: one at a time. */}
        <div className={`inbox-layout${filters.selected ? " inbox-layout-open" : ""}`}>
          <div className="inbox-list-pane">
            {data.items.length === 0 ? (
              <p className="admin-empty">
                {filtered ? t("notifications.filtered_empty") : t("notifications.empty")}
              </p>
            ) : (
              <InboxList
                items={data.items}
                selected={filters.selected}
                hrefOf={(id) => `${PATH}${withParam(data.back, "id", id)}`}
                locale={locale}
                subjectOf={subjectOf}
              />
            )}
            <Pagination page={data.page} lastPage={data.lastPage} back={data.back} />
          </div>
          {open ? (
            <InboxConversation
              key={open.id}
              row={open}
              subject={subjectOf(open)}
              back={data.back}
              closeTo={closeTo}
              path={PATH}
              locale={locale}
              draft={draft?.id === open.id ? draft : undefined}
              staff={data.staff}
              canDelete={data.canDelete}
            />
          ) : (
            <p className="inbox-conversation inbox-choose admin-empty">
              {filters.selected ? t("notifications.gone") : t("notifications.choose")}
            </p>
          )}
        </div>
      </section>
      {data.confirm && data.canDelete ? (
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
