// The request's language (ADR 0006): remix-i18next's detection, `?lng=` then the `lng` cookie,
// and the `t` that loaders, actions and meta data await.
import { LRUCache } from "lru-cache";
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

/** The raw `lng` cookie value (a plain `en`/`ar`, readable by any client, unlike a signed one). */
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

/** Spec §9: the language cookie expires very far in the future. */
export function serializeLanguageCookie(language: Language, now = Date.now()): string {
  const expires = new Date(now + TEN_YEARS_S * 1000).toUTCString();
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${TEN_YEARS_S}; Expires=${expires}; SameSite=Lax`;
}

// Detection only: no i18next options, as nothing here calls remix-i18next's getFixedT (ADR 0006
// measured our translate.ts at a fraction of i18next's cost per call).
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    // ?lng= first, then the cookie, then English; never Accept-Language (ADR 0003).
    order: ["searchParams", "custom"],
    searchParamKey: LANGUAGE_COOKIE,
    findLocale: async (request) => readLanguageCookie(request.headers.get("Cookie")),
  },
});

// A page asks for the language many times (each loader, each provider call, the render), and
// remix-i18next parses the URL and the cookie header every time. The answer depends on those two
// only (`?lng=`, then the cookie), and Remix hands each loader its own copy of the Request: so
// it is kept per Request and per URL and Cookie header (bounded, least recently used out first).
const MAX_KEYS = 500;
const byRequest = new WeakMap<Request, Promise<Language>>();
const byKey = new LRUCache<string, Language>({ max: MAX_KEYS });

async function detectLocale(request: Request, key: string): Promise<Language> {
  const found = byKey.get(key);
  if (found) return found;
  const detected = await remixI18next.getLocale(request);
  const locale = isLanguage(detected) ? detected : fallbackLanguage;
  byKey.set(key, locale);
  return locale;
}

/** The visitor's language for this request. */
export function getLocale(request: Request): Promise<Language> {
  let locale = byRequest.get(request);
  if (!locale) {
    locale = detectLocale(request, `${request.url}\n${request.headers.get("Cookie") ?? ""}`);
    byRequest.set(request, locale);
  }
  return locale;
}

// Loaders, actions and meta data translate with the same `t` as the components (translate.ts,
// over the in-memory bundles). An i18next `t` cost about a tenth of a millisecond per call, with
// three calls on every page; tests/unit/app/server-t-parity.test.ts checks every key of every
// locale file against i18next. Async, as callers have always awaited it.
export async function getServerT(language: Language, namespace = "common"): Promise<TFunction> {
  return serverT(language, namespace);
}
