// What components use instead of react-i18next (ADR 0006): the same `useTranslation(ns)` shape,
// over the JSON the server rendered with, so the browser never downloads i18next.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { defaultNS, directionOf } from "./config";
import { getBrowserStore, type TranslationStore } from "./store";
import { createT, type Lookup, type TFunction } from "./translate";

export type { TFunction, TOptions } from "./translate";

// The server gives each request its own store; the browser has one (getBrowserStore).
const StoreContext = createContext<TranslationStore | null>(null);
// The root loader's language: it can change on a client navigation (`?lng=`).
const LanguageContext = createContext<string | null>(null);

export function TranslationStoreProvider(props: { store: TranslationStore; children?: ReactNode }) {
  return <StoreContext.Provider value={props.store}>{props.children}</StoreContext.Provider>;
}

/** Without a language (the root loader failed) the store's, the page's own, applies. */
export function I18nProvider(props: { language: string | undefined; children?: ReactNode }) {
  return (
    <LanguageContext.Provider value={props.language ?? null}>
      {props.children}
    </LanguageContext.Provider>
  );
}

export function useTranslationStore(): TranslationStore {
  return useContext(StoreContext) ?? getBrowserStore();
}

export type Translation = {
  t: TFunction;
  i18n: { language: string; dir: (language?: string) => "rtl" | "ltr" };
};

export function useTranslation(namespace: string = defaultNS): Translation {
  const store = useTranslationStore();
  const language = useContext(LanguageContext) ?? store.language;
  const translation = useMemo<Translation>(() => {
    // `ns:key` into a namespace that is still on its way reads as missing (the key).
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
  // Suspend: a navigation renders in a transition, so the previous page stays on screen until the
  // namespace has arrived, and the new one never shows raw keys.
  if (bundle instanceof Promise) throw bundle;
  return translation;
}
