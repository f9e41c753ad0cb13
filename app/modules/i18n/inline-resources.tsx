// The translations the server rendered with, sent inside the page as a JSON data block (not a
// script, so the CSP has nothing to allow), so the browser hydrates without fetching them.
import { useTranslationStore } from "./react";
import { I18N_RESOURCES_ID, type InlineResources } from "./store";

/** Escapes what could end the element or break a JS string, as JSON inside HTML needs. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// The server store hands out one object per language and namespace set (translations.server.ts):
// its JSON is built once, not for every page (10 kB and more of strings).
const serialized = new WeakMap<InlineResources, string>();

function inlineJson(data: InlineResources): string {
  let json = serialized.get(data);
  if (json === undefined) {
    json = serializeForHtml(data);
    serialized.set(data, json);
  }
  return json;
}

/** Rendered after the page's content, so it knows every namespace the render read. */
export function I18nResources() {
  const store = useTranslationStore();
  if (typeof document !== "undefined" || !store.inline) {
    // In the browser the store has read it already; keep the server's text for hydration.
    const existing =
      typeof document === "undefined"
        ? ""
        : (document.getElementById(I18N_RESOURCES_ID)?.textContent ?? "");
    return (
      <script
        id={I18N_RESOURCES_ID}
        type="application/json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: existing }}
      />
    );
  }
  return (
    <script
      id={I18N_RESOURCES_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: inlineJson(store.inline()) }}
    />
  );
}
