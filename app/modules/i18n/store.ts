// Where the strings come from while rendering (ADR 0006): one store type for both sides. The
// server's store finds every namespace in memory (translations.server.ts) and notes which ones
// the render read, so the page can embed them; the browser's starts from the namespaces the page
// carries and fetches the others from /locales/{lng}/{ns}.json, the same files the server bundles.
import type { Bundle } from "./translate";

export const I18N_RESOURCES_ID = "i18n-resources";

/** The JSON data block in the page: the language and the namespaces the server rendered with. */
export type InlineResources = { lng: string; resources: Record<string, Bundle> };

export interface TranslationStore {
  /** The page's language when no route data says otherwise (an error before the root loader). */
  readonly language: string;
  /** A namespace's strings, or a promise that settles once they have arrived (browser only). */
  read(language: string, namespace: string): Bundle | Promise<void>;
  /** The namespaces read in the page's language, and those to embed anyway. */
  readonly used: ReadonlySet<string>;
  /** Server only (translations.server.ts): what the page embeds for the browser. */
  inline?(): InlineResources;
}

type StoreSource = {
  /** A namespace already here (the server: all of them; the browser: the page's own). */
  find(language: string, namespace: string): Bundle | undefined;
  /** Fetches a namespace that is not here; without it a missing namespace reads as empty. */
  load?(language: string, namespace: string): Promise<Bundle>;
  /** Namespaces to embed even if the render never reads them (the routes' `handle.i18n`). */
  embed?: readonly string[];
};

export function createStore(language: string, source: StoreSource): TranslationStore {
  const used = new Set(source.embed);
  const loaded = new Map<string, Bundle>();
  const pending = new Map<string, Promise<void>>();
  const { find, load } = source;
  return {
    language,
    used,
    read(lng, namespace) {
      if (lng === language) used.add(namespace);
      const id = `${lng}/${namespace}`;
      const bundle = find(lng, namespace) ?? loaded.get(id);
      if (bundle) return bundle;
      // Keys instead of text beat a page that never renders.
      if (!load) return {};
      let promise = pending.get(id);
      if (!promise) {
        promise = load(lng, namespace).then((data) => {
          loaded.set(id, data);
          pending.delete(id);
        });
        pending.set(id, promise);
      }
      return promise;
    },
  };
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
  // A reload fetches again.
  return {};
}

let browserStore: TranslationStore | null = null;

/** The one store of the browser, created from the page's data block on first use. */
export function getBrowserStore(): TranslationStore {
  if (!browserStore) {
    const inline = readInlineResources();
    const language = inline?.lng || document.documentElement.lang || "en";
    const carried = inline?.resources ?? {};
    browserStore = createStore(language, {
      find: (lng, namespace) =>
        lng === language && Object.hasOwn(carried, namespace) ? carried[namespace] : undefined,
      load: fetchBundle,
    });
  }
  return browserStore;
}
