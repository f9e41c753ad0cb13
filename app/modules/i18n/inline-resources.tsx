// The translations the server rendered with, sent inside the page as a JSON data block (not a
// script, so the CSP has nothing to allow), so the browser hydrates without fetching them.
import type { ResourceLanguage } from "i18next";
import { useTranslation } from "react-i18next";

export const I18N_RESOURCES_ID = "i18n-resources";

export type InlineResources = { lng: string; resources: ResourceLanguage };

/** Escapes what could end the element or break a JS string, as JSON inside HTML needs. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function I18nResources() {
  const { i18n } = useTranslation();
  if (typeof document !== "undefined") {
    // In the browser entry.client has read it already; keep the server's text for hydration.
    const existing = document.getElementById(I18N_RESOURCES_ID)?.textContent ?? "";
    return (
      <script
        id={I18N_RESOURCES_ID}
        type="application/json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: existing }}
      />
    );
  }
  const lng = i18n.language;
  const namespaces = ([] as string[]).concat(i18n.options.ns ?? []);
  const resources: ResourceLanguage = {};
  for (const ns of namespaces) resources[ns] = i18n.getResourceBundle(lng, ns);
  const data: InlineResources = { lng, resources };
  return (
    <script
      id={I18N_RESOURCES_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: serializeForHtml(data) }}
    />
  );
}
