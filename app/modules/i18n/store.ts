// ADR 0006: the browser fetches the namespaces the page does not carry.
import type { Bundle } from "./translate";

export const I18N_RESOURCES_ID = "i18n-resources";

export type InlineResources = { lng: string; resources: Record<string, Bundle> };

export interface TranslationStore {
  /** Used on an error before the root loader. */
  readonly language: string;
  read(language: string, namespace: string): Bundle | Promise<void>;
  readonly used: ReadonlySet<string>;
  /** The server's: the data block's text, InlineResources as JSON that is safe inside HTML. */
  inline?(): string;
}

type StoreSource = {
  find(language: string, namespace: string): Bundle | undefined;
  load?(language: string, namespace: string): Promise<Bundle>;
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
  return {};
}

let browserStore: TranslationStore | null = null;

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
