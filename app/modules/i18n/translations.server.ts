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

// Add a namespace here when you add its JSON files. Texts few pages read get a namespace of their
// own, since a page embeds every namespace it names.
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

/** The bundle with every key path as a key of its own, beside the nested values (kept for
 * `returnObjects`). translate.ts answers a key found whole at once and otherwise splits it and
 * walks the parts, on each of the few hundred lookups of a render (docs/performance.md, "Where a
 * request's time goes"). Built once per bundle; the page's inline JSON keeps the bundles nested. */
function withKeyPaths(bundle: Bundle): Bundle {
  const paths: Record<string, unknown> = {};
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const path = `${prefix}${name}`;
      paths[path] = value;
      if (value !== null && typeof value === "object" && !Array.isArray(value))
        walk(value, `${path}.`);
    }
  };
  walk(bundle, "");
  return paths;
}

const lookupBundles = new Map<string, Bundle | undefined>();

/** findBundle for the server's lookups (the render's and serverT's). */
function findLookupBundle(language: string, namespace: string): Bundle | undefined {
  const id = `${language}/${namespace}`;
  if (!lookupBundles.has(id)) {
    const bundle = findBundle(language, namespace);
    lookupBundles.set(id, bundle && withKeyPaths(bundle));
  }
  return lookupBundles.get(id);
}

export function createServerTranslations(
  language: Language,
  routeNamespaces: string[],
): TranslationStore {
  const store = createStore(language, {
    find: findLookupBundle,
    embed: [defaultNS, ...routeNamespaces],
  });
  return { ...store, inline: () => inlineResources(language, store.used) };
}

// The bundles never change while the process runs: the page's JSON of a set is built once.
const inlined = new Map<string, string>();

function inlineResources(language: Language, namespaces: ReadonlySet<string>): string {
  const key = `${language}|${[...namespaces].join(",")}`;
  let json = inlined.get(key);
  if (json === undefined) {
    const data: InlineResources = { lng: language, resources: {} };
    for (const namespace of namespaces) {
      const bundle = findBundle(language, namespace);
      if (bundle) data.resources[namespace] = bundle;
    }
    json = serializeForHtml(data);
    inlined.set(key, json);
  }
  return json;
}

function serializeForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function serverT(language: Language, namespace = defaultNS): TFunction {
  return createT((ns) => findLookupBundle(language, ns), language, namespace);
}

/** remix-i18next's getRouteNamespaces would make every page embed every namespace. */
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
