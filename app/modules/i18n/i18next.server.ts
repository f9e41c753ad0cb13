// ADR 0006.
import { RemixI18Next } from "remix-i18next/server";
import {
  fallbackLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  supportedLanguages,
  type Language,
} from "./config";
import { serverT } from "./translations.server";
import type { TFunction } from "./translate";

const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;

/** Plain, unlike a signed one: readable by any client. */
export function readLanguageCookie(cookieHeader: string | null): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isLanguage(value) ? value : null;
    }
  }
  return null;
}

/** Spec §9. */
export function serializeLanguageCookie(language: Language, now = Date.now()): string {
  const expires = new Date(now + TEN_YEARS_S * 1000).toUTCString();
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${TEN_YEARS_S}; Expires=${expires}; SameSite=Lax`;
}

// Detection only: translating goes through translate.ts (ADR 0006).
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    // Never Accept-Language (ADR 0003).
    order: ["searchParams", "custom"],
    searchParamKey: LANGUAGE_COOKIE,
    findLocale: async (request) => readLanguageCookie(request.headers.get("Cookie")),
  },
});

/**
 * The one place a request's language is worked out (docs/conventions.md): route loaders and
 * actions call it once and pass the language down.
 */
export async function getLanguage(request: Request): Promise<Language> {
  const detected = await remixI18next.getLocale(request);
  return isLanguage(detected) ? detected : fallbackLanguage;
}

// The same `t` as the components (ADR 0006); tests/unit/app/server-t-parity.test.ts checks it
// against i18next for every key.
export async function getServerT(language: Language, namespace = "common"): Promise<TFunction> {
  return serverT(language, namespace);
}
