// Preview links (docs/publishing.md) are signed here so the secret stays on the server.
import { previewLinks } from "~/modules/content/preview.server";
import { isContentKey } from "~core/content/registry";
import type { Language } from "~/modules/i18n/config";
import { recordId } from "~/modules/page-query/page-query";
import { isCreatable, type EntityConfig, type OptionSource } from "./entities";
import { findRow, loadOptions, type Call, type Option, type Row } from "./provider.server";
import { itemAddresses, type ItemAddress } from "./item-addresses.server";
import { historyFor, type HistoryData } from "./revisions.server";

export type ModalData = {
  mode: "new" | "edit";
  item: Row | null;
  options: Partial<Record<OptionSource, Option[]>>;
  /** Absent on the form kept while the provider is away (kept-form.server.ts). */
  previews?: Record<Language, string> | null;
  /** An item page's address per language, in place of the previews (item-addresses.server.ts). */
  addresses?: Record<Language, ItemAddress> | null;
  history?: HistoryData | null;
};

/** A select without the current value would clear it on save, so the job's own parent stays. */
function keepCurrentParent(item: Row, parents: Option[]) {
  const parentId = item.parent_id;
  if (typeof parentId !== "number" || parents.some((o) => o.value === String(parentId))) return;
  const parent = (item.parent ?? {}) as Record<string, unknown>;
  parents.unshift({
    value: String(parentId),
    ar: String(parent.ar_title ?? parentId),
    en: String(parent.en_title ?? parentId),
  });
}

export async function modalFor(
  config: EntityConfig,
  call: Call,
  url: URL,
  rows: Row[],
): Promise<ModalData | null> {
  const editId = recordId(url.searchParams.get("edit"));
  const isNew = url.searchParams.has("new") && isCreatable(config);
  if (!editId && !isNew) return null;
  let item: Row | null = null;
  if (editId) {
    item = rows.find((row) => row.id === editId) ?? (await findRow(config, call, editId));
    if (!item) return null;
  }
  const sources = [
    ...new Set(config.fields.map((field) => field.options).filter(Boolean)),
  ] as OptionSource[];
  const loaded = await Promise.all(
    sources.map((source) => loadOptions(source, call, item?.id ?? null)),
  );
  const options = Object.fromEntries(sources.map((source, i) => [source, loaded[i]]));
  if (item && options.parents) keepCurrentParent(item, options.parents);
  const addresses = itemAddresses(call.request, config.key, item);
  const previews =
    item && !addresses && isContentKey(config.key) ? previewLinks(config.key, item.id) : null;
  const history = item ? await historyFor(config, call, url, item, options) : null;
  return { mode: item ? "edit" : "new", item, options, previews, addresses, history };
}
