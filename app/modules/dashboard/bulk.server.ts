// Rows and action travel in one form post, so bulk actions work without JavaScript; a delete
// first shows the spec's confirm step (spec §2), addressed by the list's URL like a one-row one.
import { redirect } from "@remix-run/node";
import { providerFetch } from "~/modules/provider/client.server";
import { invalidateProviderCache } from "~/modules/provider/cache.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { recordId } from "~/modules/page-query/page-query";
import type { EntityConfig } from "./entities";
import { throwIfAccessEnded } from "./guard.server";
import { listToolsOf } from "~core/dashboard/list-tools";
import { bulkActionsOf, isBulkAction, type BulkAction } from "./bulk-actions";
import type { Call, Row } from "./provider.server";
import { deletedMessage } from "./revisions.server";

/** The provider's largest page. */
const MAX_IDS = 100;

export function idList(values: (FormDataEntryValue | string)[]): number[] {
  const ids = values
    .flatMap((value) => (typeof value === "string" ? value.split(",") : []))
    .map((value) => recordId(value.trim()))
    .filter((id): id is number => id !== null);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

export type BulkConfirm = { ids: number[]; rows: Row[] };

export function bulkConfirmOf(config: EntityConfig, url: URL, items: Row[]): BulkConfirm | null {
  const raw = url.searchParams.get("bulk_delete");
  if (raw === null || !config.deletable || !listToolsOf(config.key)) return null;
  const ids = idList([raw]);
  if (!ids.length) return null;
  return { ids, rows: items.filter((row) => ids.includes(row.id)) };
}

async function sendBulk(call: Call, config: EntityConfig, action: BulkAction, ids: number[]) {
  return providerFetch<{ message?: string }>({
    ...call,
    path: `dashboard/${config.key}/bulk`,
    body: { action, ids },
  });
}

type Translate = (key: string) => string;

export async function bulkPost(
  config: EntityConfig,
  call: Call,
  form: FormData,
  back: string,
  t: Translate,
): Promise<Response> {
  const { request } = call;
  const confirmed = form.get("intent") === "bulk-delete";
  const action = confirmed ? "delete" : form.get("bulk_action");
  const ids = idList(form.get("all") ? form.getAll("page_ids") : form.getAll("ids"));
  const toList = (type: "success" | "error", message: string) =>
    redirectWithToast(`${config.path}${back}`, { type, message }, {}, request);
  if (!ids.length) return toList("error", t("bulk.none_chosen"));
  if (!isBulkAction(action) || !bulkActionsOf(config).includes(action)) {
    return toList("error", t("bulk.no_action"));
  }
  if (action === "delete" && !confirmed) {
    const params = new URLSearchParams(back);
    params.set("bulk_delete", ids.join(","));
    return redirect(`${config.path}?${params}`, 303);
  }
  const result = await sendBulk(call, config, action, ids);
  // Some rows may have changed even when others were refused.
  if (config.cachePrefixes) invalidateProviderCache(config.cachePrefixes);
  if (!result.ok) {
    await throwIfAccessEnded(request, result.error);
    return toList("error", result.error.message);
  }
  const message = result.body.message || t("toast.saved");
  return toList("success", action === "delete" ? deletedMessage(config, message, t) : message);
}
