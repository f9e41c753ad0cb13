// A save the provider could not take because it was away (restarting, unreachable, too slow)
// answers 503 with Retry-After and the form as it was typed (docs/security.md). With JavaScript
// the page is not reloaded after such an answer (revalidate.ts); without it, Remix renders the
// page in the same request right after the action, and the list's loader, finding the provider
// still away, gives the form back instead of the error page.
import { getRequestContext } from "~/modules/http/request-context.server";
import type { ProviderError } from "~/modules/provider/errors";
import type { EntityConfig, OptionSource } from "./entities";
import type { ListPage, Option, Row } from "./provider.server";

type KeptModal = {
  mode: "new" | "edit";
  item: Row | null;
  options: Partial<Record<OptionSource, Option[]>>;
};

/** The provider did not answer: nothing about the form was wrong, and a retry may work. */
export function providerAway(error: Pick<ProviderError, "kind">): boolean {
  return error.kind === "unavailable" || error.kind === "timeout";
}

/** Called by the action: this request's page is the form again, with these typed values. */
export function keepForm(id: number | null, formData: FormData) {
  const context = getRequestContext();
  if (!context) return;
  const fields: Record<string, string> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  context.keptForm = { id, fields };
}

/**
 * For the list loader whose provider read failed: the kept form over an empty list, when this
 * request's save was kept; null otherwise (the loader shows its error page as always).
 */
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
