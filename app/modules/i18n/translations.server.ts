// The server's strings: every locale file in memory, the request's store for rendering, and the
// `t` of loaders, actions and meta data (ADR 0006). The browser reads the same files from
// /locales/{lng}/{ns}.json (store.ts).
import type { EntryContext } from "@remix-run/node";
import arCommon from "../../../public/locales/ar/common.json";
import enCommon from "../../../public/locales/en/common.json";
import arHome from "../../../public/locales/ar/home.json";
import enHome from "../../../public/locales/en/home.json";
import arPages from "../../../public/locales/ar/pages.json";
import enPages from "../../../public/locales/en/pages.json";
import arLegal from "../../../public/locales/ar/legal.json";
import enLegal from "../../../public/locales/en/legal.json";
import arDashboard from "../../../public/locales/ar/dashboard.json";
import enDashboard from "../../../public/locales/en/dashboard.json";
import arAuth from "../../../public/locales/ar/auth.json";
import enAuth from "../../../public/locales/en/auth.json";
import arForms from "../../../public/locales/ar/forms.json";
import enForms from "../../../public/locales/en/forms.json";
import arFactors from "../../../public/locales/ar/factors.json";
import enFactors from "../../../public/locales/en/factors.json";
import { defaultNS, type Language } from "./config";
import { createStore, type InlineResources, type TranslationStore } from "./store";
import { createT, type Bundle, type TFunction } from "./translate";

// Add a namespace here when you add its JSON files. A page embeds every namespace it names, so
// texts read by few pages live in their own namespace (`legal`: the frame of the privacy, terms
// and conditions pages, whose texts come from the provider) instead of riding along on `/`.
export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    pages: enPages,
    legal: enLegal,
    dashboard: enDashboard,
    auth: enAuth,
    forms: enForms,
    factors: enFactors,
  },
  ar: {
    common: arCommon,
    home: arHome,
    pages: arPages,
    legal: arLegal,
    dashboard: arDashboard,
    auth: arAuth,
    forms: arForms,
    factors: arFactors,
  },
} satisfies Record<Language, Record<string, Bundle>>;

function findBundle(language: string, namespace: string): Bundle | undefined {
  const bundles = (resources as Record<string, Record<string, Bundle>>)[language];
  return bundles && Object.hasOwn(bundles, namespace) ? bundles[namespace] : undefined;
}

/**
 * One request's store: every namespace is in memory; the page embeds the route's namespaces
 * (`handle.i18n`) plus any other one the render read, so hydration never waits for a fetch.
 */
export function createServerTranslations(
  language: Language,
  routeNamespaces: string[],
): TranslationStore {
  const store = createStore(language, { find: findBundle, embed: [defaultNS, ...routeNamespaces] });
  return { ...store, inline: () => inlineResources(language, store.used) };
}

// A page embeds one of a handful of namespace sets and the bundles never change while the
// process runs: one object per set, so the page's JSON of it is built once per process
// (I18nResources in react.tsx keeps it), not once per page.
const inlined = new Map<string, InlineResources>();

function inlineResources(language: Language, namespaces: ReadonlySet<string>): InlineResources {
  const key = `${language}|${[...namespaces].join(",")}`;
  let data = inlined.get(key);
  if (!data) {
    data = { lng: language, resources: {} };
    for (const namespace of namespaces) {
      const bundle = findBundle(language, namespace);
      if (bundle) data.resources[namespace] = bundle;
    }
    inlined.set(key, data);
  }
  return data;
}

/** A `t` over the in-memory strings: loaders, actions, meta data, the shell-error page. */
export function serverT(language: Language, namespace = defaultNS): TFunction {
  return createT((ns) => findBundle(language, ns), language, namespace);
}

/**
 * The `handle.i18n` namespaces of the routes this document renders. (remix-i18next's
 * getRouteNamespaces reads every route module of the build, so every page would embed every
 * namespace, the dashboard's and the legal texts included.)
 */
export function matchedRouteNamespaces(context: EntryContext): string[] {
  const namespaces = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as { i18n?: unknown } | undefined;
    const i18n = handle?.i18n;
    for (const ns of typeof i18n === "string" ? [i18n] : Array.isArray(i18n) ? i18n : []) {
      if (typeof ns === "string") namespaces.add(ns);
    }
  }
  return [...namespaces];
}
