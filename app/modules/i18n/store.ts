// Where the strings come from while rendering. The server reads every namespace from memory
// (translations.server.ts); the browser starts from the namespaces the page carries and fetches
// the others from /locales/{lng}/{ns}.json, the same files the server bundles.
import type { Bundle } from "./translate";

export const I18N_RESOURCES_ID = "i18n-resources";

/** The JSON data block in the page: the language and the namespaces the server rendered with. */
export type InlineResources = { lng: string; resources: Record<string, Bundle> };

export interface TranslationStore {
  /** The page's language when no route data says otherwise (an error before the root loader). */
  readonly language: string;
  /** A namespace's strings, or a promise that settles once they have arrived (browser only). */
  read(language: string, namespace: string): Bundle | Promise<void>;
  /** Server only: what the page embeds for the browser. */
  inline?(): InlineResources;
}

function readInlineResources(): InlineResources | null {
  const text = document.getElementById(I18N_RESOURCES_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InlineResources;
  } catch {
    return null;
  }
}

async function fetchBundle(language: string, namespace: string): Promise<Bundle> {
  try {
    const response = await fetch(`/locales/${language}/${namespace}.json`);
    if (response.ok) return (await response.json()) as Bundle;
  } catch {
    // Offline: fall through.
  }
  // Keys instead of text beat a page that never renders; a reload fetches again.
  return {};
}

function createBrowserStore(): TranslationStore {
  const inline = readInlineResources();
  const language = inline?.lng || document.documentElement.lang || "en";
  const bundles = new Map<string, Bundle>();
  const pending = new Map<string, Promise<void>>();
  for (const [namespace, bundle] of Object.entries(inline?.resources ?? {})) {
    bundles.set(`${language}/${namespace}`, bundle);
  }
  return {
    language,
    read(lng, namespace) {
      const id = `${lng}/${namespace}`;
      const bundle = bundles.get(id);
      if (bundle) return bundle;
      let promise = pending.get(id);
      if (!promise) {
        promise = fetchBundle(lng, namespace).then((data) => {
          bundles.set(id, data);
          pending.delete(id);
        });
        pending.set(id, promise);
      }
      return promise;
    },
  };
}

let browserStore: TranslationStore | null = null;

/** The one store of the browser, created from the page's data block on first use. */
export function getBrowserStore(): TranslationStore {
  browserStore ??= createBrowserStore();
  return browserStore;
}
