// History, restore and undo delete (docs/publishing.md), JavaScript on or off.
import type { TFunction } from "~/modules/i18n/translate";
import { CONTENT_ENTITIES, isContentKey } from "~core/content/registry";
import { recordId } from "~/modules/page-query/page-query";
import { readSiteTimeZone } from "~/modules/site-settings/settings.server";
import { invalidateProviderCache } from "~/modules/provider/cache.server";
import { providerFetch } from "~/modules/provider/client.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { DeletedRecord, Revision } from "~/modules/provider/types";
import type { EntityConfig } from "./entities";
import { throwIfAccessEnded } from "./guard.server";
import type { Call, Option, Row } from "./provider.server";
import { diffRows, type DiffRow, type RevisionRecord } from "./revision-diff";

export type { Revision };
export type HistoryData = {
  revisions: Revision[];
  compare: { id: number; created_at: string; rows: DiffRow[] } | null;
};
export type DeletedRow = DeletedRecord;

export const deletedMessage = (config: EntityConfig, done: string, t: (key: string) => string) =>
  hasTrash(config) ? `${done.replace(/[.。]$/, "")}. ${t("trash.undo_hint")}` : done;

/** Every content record, the fixed pages too. */
export const hasHistory = (config: EntityConfig) => isContentKey(config.key);

/** A deleted record can come back: not the fixed pages, which are never deleted. */
export const hasTrash = (config: EntityConfig) =>
  isContentKey(config.key) && CONTENT_ENTITIES[config.key].deletable;

export async function historyFor(
  config: EntityConfig,
  call: Call,
  url: URL,
  item: Row,
  options: Partial<Record<string, Option[]>>,
): Promise<HistoryData | null> {
  if (!hasHistory(config)) return null;
  const listed = await providerFetch<{ data: Revision[] }>({
    ...call,
    path: `dashboard/${config.key}/revisions`,
    body: { id: item.id },
  });
  if (!listed.ok) return null;
  const wanted = recordId(url.searchParams.get("revision"));
  let compare: HistoryData["compare"] = null;
  if (wanted) {
    const one = await providerFetch<{ data: Revision & { record: RevisionRecord } }>({
      ...call,
      path: `dashboard/${config.key}/revision`,
      body: { id: item.id, revision: wanted },
    });
    if (one.ok) {
      const { id, created_at, record } = one.body.data;
      const zone = await readSiteTimeZone(call.request, call.language);
      const rows = diffRows(config, record, item, options, call.language, zone);
      compare = { id, created_at, rows };
    }
  }
  return { revisions: listed.body.data, compare };
}

export async function deletedRows(config: EntityConfig, call: Call): Promise<DeletedRow[]> {
  if (!hasTrash(config)) return [];
  const result = await providerFetch<{ data: DeletedRow[] }>({
    ...call,
    path: `dashboard/${config.key}/deleted`,
    method: "POST",
  });
  return result.ok ? result.body.data : [];
}

export async function revisionPost(
  config: EntityConfig,
  call: Call,
  formData: FormData,
  back: string,
  t: TFunction,
): Promise<Response> {
  const { request } = call;
  const intent = String(formData.get("intent"));
  const id = recordId(String(formData.get("id") ?? ""));
  const revision = recordId(String(formData.get("revision") ?? ""));
  const params = new URLSearchParams(back);
  if (intent === "restore" && id) params.set("edit", String(id));
  if (intent === "undelete") params.set("deleted", "1");
  const from = `${config.path}${params.size ? `?${params}` : ""}`;
  if (!hasHistory(config) || !id || !revision) {
    return redirectWithToast(from, { type: "error", message: t("history.failed") }, {}, request);
  }
  const result = await providerFetch({
    ...call,
    path: `dashboard/${config.key}/restore`,
    body: { id, revision },
  });
  if (!result.ok) {
    await throwIfAccessEnded(request, result.error);
    return redirectWithToast(from, { type: "error", message: result.error.message }, {}, request);
  }
  if (config.cachePrefixes) invalidateProviderCache(config.cachePrefixes);
  const to = intent === "undelete" ? `${config.path}${back}#row-${id}` : from;
  const message = t(intent === "undelete" ? "trash.restored" : "history.restored");
  return redirectWithToast(to, { type: "success", message }, {}, request);
}
