import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";
import { fallbackLanguage, type Language } from "~/modules/i18n/config";

/** Undefined only when the root loader itself failed. */
export function useRootData() {
  return useRouteLoaderData<RootLoader>("root");
}

export function useLocale(): Language {
  return useRootData()?.locale ?? fallbackLanguage;
}

export function useOptionalUser() {
  return useRootData()?.user ?? null;
}

export function useSiteDetails() {
  return useRootData()?.site ?? null;
}
