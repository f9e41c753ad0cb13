import { defaultNS, type Language } from "./config";
import { resources } from "./resources.server";
import type { InlineResources, TranslationStore } from "./store";
import { createT, type Bundle, type TFunction } from "./translate";

function bundlesOf(language: string): Record<string, Bundle> {
  return (resources as Record<string, Record<string, Bundle>>)[language] ?? {};
}

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
      const bundles = bundlesOf(language);
      const data: InlineResources = { lng: language, resources: {} };
      for (const namespace of embedded) {
        if (bundles[namespace]) data.resources[namespace] = bundles[namespace];
      }
      return data;
    },
  };
}

/** A synchronous `t` outside rendering (the shell-error page): the strings are in memory. */
export function serverT(language: Language, namespace = defaultNS): TFunction {
  return createT((ns) => bundlesOf(language)[ns], language, namespace);
}
