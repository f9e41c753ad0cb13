// App-wide state components read: the root loader's data, and whether the app is busy.
import { DEFAULT_TIME_ZONE } from "~core/time/zone";
import { useFetchers, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { fallbackLanguage, isLanguage, type Language } from "~/modules/i18n/config";
import { useTranslation } from "~/modules/i18n/react";
import type { rootData } from "~/modules/layout-data/root-data.server";

/** Undefined only when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof rootData>("root");
}

/**
 * The page's language, the one way components read it (docs/conventions.md): the root loader's
 * `locale`, or, when that loader failed, the language the page was rendered in.
 */
export function useLanguage(): Language {
  const rendered = useTranslation().i18n.language;
  return useRootData()?.locale ?? (isLanguage(rendered) ? rendered : fallbackLanguage);
}

export function useOptionalUser() {
  return useRootData()?.user ?? null;
}

export function useSiteDetails() {
  return useRootData()?.site ?? null;
}

/** A navigation or a form submission under way (root.tsx's progress bar). */
export function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
}

/** The site's time zone (a setting; Asia/Riyadh while the provider is away), checked by the
 * server's siteDetails already. */
export function useSiteTimeZone(): string {
  return useRootData()?.site?.timeZone ?? DEFAULT_TIME_ZONE;
}
