// ADR 0006: so the browser never downloads i18next.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { defaultNS, directionOf } from "./config";
import { getBrowserStore, I18N_RESOURCES_ID, type TranslationStore } from "./store";
import { createT, type Lookup, type TFunction } from "./translate";

export type { TFunction, TOptions } from "./translate";

type I18nValue = { store: TranslationStore | null; language: string | null };

const I18nContext = createContext<I18nValue>({ store: null, language: null });

export function I18nProvider(props: {
  store?: TranslationStore;
  language?: string;
  children?: ReactNode;
}) {
  const parent = useContext(I18nContext);
  const store = props.store ?? parent.store;
  const language = props.language ?? parent.language;
  const value = useMemo(() => ({ store, language }), [store, language]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

function useStore(): TranslationStore {
  return useContext(I18nContext).store ?? getBrowserStore();
}

export type Translation = {
  t: TFunction;
  i18n: { language: string; dir: (language?: string) => "rtl" | "ltr" };
};

export function useTranslation(namespace: string = defaultNS): Translation {
  const store = useStore();
  // Without a language (the root loader failed) the store's, the page's own, applies.
  const language = useContext(I18nContext).language ?? store.language;
  const translation = useMemo<Translation>(() => {
    const lookup: Lookup = (ns) => {
      const bundle = store.read(language, ns);
      return bundle instanceof Promise ? undefined : bundle;
    };
    return {
      t: createT(lookup, language, namespace),
      i18n: { language, dir: (lng = language) => directionOf(lng) },
    };
  }, [store, language, namespace]);
  const bundle = store.read(language, namespace);
  // Suspend: a navigation renders in a transition, so the new page never shows raw keys.
  if (bundle instanceof Promise) throw bundle;
  return translation;
}

// A data block, not a script, so the CSP has nothing to allow; rendered last, it knows every
// namespace the render read.
export function I18nResources() {
  const store = useStore();
  // In the browser the store has read the block already; keep the server's text for hydration.
  const html =
    typeof document === "undefined"
      ? (store.inline?.() ?? "")
      : (document.getElementById(I18N_RESOURCES_ID)?.textContent ?? "");
  return (
    <script
      id={I18N_RESOURCES_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
