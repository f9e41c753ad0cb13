// A save the provider could not take because it was away answers 503 with the form as typed
// (docs/security.md). Without JavaScript Remix renders the page right after the action, so the
// list's loader gives the kept form back instead of the error page.
import { getRequestContext } from "~/modules/http/request-context.server";
import type { ProviderError } from "~/modules/provider/errors";
import type { EntityConfig, OptionSource } from "./entities";
import type { ListPage, Option, Row } from "./provider.server";

type KeptModal = {
  mode: "new" | "edit";
  item: Row | null;
  options: Partial<Record<OptionSource, Option[]>>;
};

export function providerAway(error: Pick<ProviderError, "kind">): boolean {
  return error.kind === "unavailable" || error.kind === "timeout";
}

export function keepForm(id: number | null, formData: FormData) {
  const context = getRequestContext();
  if (!context) return;
  const fields: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  context.keptForm = { id, fields };
}

export function keptFormPage(
  config: EntityConfig,
  error: ProviderError,
): (ListPage & { modal: KeptModal }) | null {
  const kept = getRequestContext()?.keptForm;
  if (!kept || !providerAway(error)) return null;
  const item: Row | null = kept.id ? { ...kept.fields, id: kept.id } : null;
  const sources = [...new Set(config.fields.map((field) => field.options).filter(Boolean))];
  const options = Object.fromEntries(sources.map((source) => [source, []]));
  return {
    items: [],
    total: 0,
    page: 1,
    lastPage: 1,
    perPage: 12,
    modal: { mode: item ? "edit" : "new", item, options },
  };
}
