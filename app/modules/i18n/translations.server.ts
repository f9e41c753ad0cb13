import type { EntryContext } from "@remix-run/node";
import { defaultNS, type Language } from "./config";
import { resources } from "./resources.server";
import type { InlineResources, TranslationStore } from "./store";
import { createT, type Bundle, type TFunction } from "./translate";

function bundlesOf(language: string): Record<string, Bundle> {
  return (resources as Record<string, Record<string, Bundle>>)[language] ?? {};
}

// The bundles never change while the process runs, and a page embeds one of a handful of
// namespace sets: the map stays small.
const inlined = new Map<string, InlineResources>();

/**
 * One request's store: every namespace is in memory; the page embeds the route's namespaces
 * (`handle.i18n`) plus any other one the render read, so hydration never waits for a fetch.
 */
export function createServerTranslations(
  language: Language,
  routeNamespaces: string[],
): TranslationStore {
  const embedded = new Set([defaultNS, ...routeNamespaces]);
  return {
    language,
    read(lng, namespace) {
      if (lng === language) embedded.add(namespace);
      return bundlesOf(lng)[namespace] ?? {};
    },
    inline(): InlineResources {
      // The same object for the same language and namespaces, so the page's JSON of it is built
      // once per process (inline-resources.tsx keeps it), not once per page.
      const key = `${language}|${[...embedded].join(",")}`;
      let data = inlined.get(key);
      if (!data) {
        const bundles = bundlesOf(language);
        data = { lng: language, resources: {} };
        for (const namespace of embedded) {
          if (bundles[namespace]) data.resources[namespace] = bundles[namespace];
        }
        inlined.set(key, data);
      }
      return data;
    },
  };
}

/** A synchronous `t` outside rendering (the shell-error page): the strings are in memory. */
export function serverT(language: Language, namespace = defaultNS): TFunction {
  return createT((ns) => bundlesOf(language)[ns], language, namespace);
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
