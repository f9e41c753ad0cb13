import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { LightLink } from "~/modules/hydration/light-link";
import { useTranslation } from "~/modules/i18n/react";
import { DashboardErrorBoundary } from "~/components/dashboard/dashboard-error";
import { Icon } from "~/components/dashboard/icons";
import { Pagination } from "~/components/dashboard/pagination";
import { text } from "~/components/dashboard/row-text";
import { formatDate } from "~/modules/dashboard/format";
import { throwIfAccessEnded, failLoader, requireAdmin } from "~/modules/dashboard/guard.server";
import {
  inboxTab,
  listInbox,
  markRead,
  reasonLabels,
  type InboxTab,
} from "~/modules/dashboard/inbox.server";
import { pageNumber } from "~/modules/page-query/page-query";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { requireSameOrigin } from "~/modules/security/same-origin.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { useLocale } from "~/utils/root-data";
import { readFormData } from "~/modules/http/form-body.server";

export const handle = { i18n: ["common", "dashboard"] };

const PATH = "/dashboard/notifications";

function backOf(tab: InboxTab, page: number) {
  const params = new URLSearchParams();
  if (tab === "requests") params.set("tab", tab);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const tab = inboxTab(url.searchParams.get("tab"));
  const page = pageNumber(url.searchParams.get("page"));
  const result = await listInbox({ request, token: user.token }, tab, page);
  if (!result.ok) return failLoader(request, result.error);
  const reason = await reasonLabels(await getLocale(request));
  const items = result.value.items.map((row) =>
    tab === "messages" ? { ...row, contact_reason: reason(row.contact_reason) } : row,
  );
  return json(
    { tab, ...result.value, items, back: backOf(tab, page) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  requireSameOrigin(request);
  const form = await readFormData(request);
  const tab = inboxTab(String(form.get("tab")));
  const id = Number(form.get("id"));
  const read = form.get("read") === "1";
  const back = `${PATH}${backOf(tab, pageNumber(String(form.get("page"))))}`;
  if (!Number.isInteger(id) || id < 1) throw json({ message: "Bad Request" }, { status: 400 });
  const result = await markRead({ request, token: user.token }, tab, id, read);
  if (!result.ok) {
    await throwIfAccessEnded(request, result.error);
    return redirectWithToast(back, { type: "error", message: result.error.message }, {}, request);
  }
  const t = await getServerT(await getLocale(request), "dashboard");
  const message = t(read ? "toast.marked_read" : "toast.marked_unread");
  return redirectWithToast(`${back}#row-${id}`, { type: "success", message }, {}, request);
}

export default function Notifications() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  const locale = useLocale();
  const isRequests = data.tab === "requests";
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
        <nav className="admin-tabs" aria-label={t("notifications.title")}>
          {(["messages", "requests"] as const).map((tab) => (
            <LightLink
              key={tab}
              to={tab === "requests" ? "?tab=requests" : PATH}
              className="admin-tab"
              aria-current={data.tab === tab ? "page" : undefined}
            >
              {t(`notifications.${tab}`)}
            </LightLink>
          ))}
        </nav>
        {data.items.length === 0 ? (
          <p className="admin-empty">{t("notifications.empty")}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="inbox">
              <thead>
                <tr>
                  <th scope="col">{t("notifications.status")}</th>
                  <th scope="col">
                    {isRequests ? t("notifications.type") : t("notifications.from")}
                  </th>
                  {isRequests ? null : <th scope="col">{t("notifications.reason")}</th>}
                  <th scope="col">{t("notifications.message")}</th>
                  <th scope="col">{t("notifications.sent")}</th>
                  <th scope="col" className="col-actions">
                    {t("table.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => {
                  const read = Boolean(row.read);
                  const file = row.file as { path?: string } | null;
                  return (
                    <tr
                      key={row.id}
                      id={`row-${row.id}`}
                      className={read ? undefined : "row-unread"}
                    >
                      <td data-label={t("notifications.status")}>
                        <span className={`badge ${read ? "" : "badge-admin"}`}>
                          {read ? t("notifications.read") : t("notifications.unread")}
                        </span>
                      </td>
                      <td
                        data-label={isRequests ? t("notifications.type") : t("notifications.from")}
                      >
                        {isRequests ? (
                          t(`service_types.${text(row.type)}`, text(row.type))
                        ) : (
                          <>
                            {/* Visitors write in either language (spec §1): each line reads in
                                its own direction; email and phone always left to right. */}
                            <bdi dir="auto">{text(row.name)}</bdi>
                            <br />
                            <a href={`mailto:${text(row.email)}`} dir="ltr">
                              {text(row.email)}
                            </a>
                            {row.phone ? (
                              <>
                                <br />
                                <bdi dir="ltr">{text(row.phone)}</bdi>
                              </>
                            ) : null}
                          </>
                        )}
                      </td>
                      {isRequests ? null : (
                        <td data-label={t("notifications.reason")}>
                          <bdi dir="auto">{text(row.contact_reason)}</bdi>
                        </td>
                      )}
                      <td data-label={t("notifications.message")}>
                        <p className="inbox-message" dir="auto">
                          {text(row.info)}
                        </p>
                      </td>
                      <td data-label={t("notifications.sent")}>
                        <time dateTime={text(row.created_at)}>
                          {formatDate(row.created_at, locale, true)}
                        </time>
                      </td>
                      <td className="col-actions">
                        <Form method="post" className="inline-form" preventScrollReset>
                          <input type="hidden" name="tab" value={data.tab} />
                          <input type="hidden" name="page" value={data.page} />
                          <input type="hidden" name="id" value={row.id} />
                          <input type="hidden" name="read" value={read ? "0" : "1"} />
                          <button type="submit" className="button button-ghost button-small">
                            {read ? t("notifications.mark_unread") : t("notifications.mark_read")}
                          </button>
                        </Form>
                        {isRequests && file?.path ? (
                          <a
                            className="button button-ghost button-small"
                            href={`${PATH}/file?${new URLSearchParams({ path: file.path })}`}
                            download
                          >
                            <Icon name="download" size={16} />
                            {t("notifications.download")}
                          </a>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={data.page} lastPage={data.lastPage} back={data.back} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}
