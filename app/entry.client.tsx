import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, fallbackLanguage, i18nConfig } from "~/modules/i18n/config";
import { I18N_RESOURCES_ID, type InlineResources } from "~/modules/i18n/inline-resources";
import { installChunkReloadGuard } from "~/utils/chunk-reload";

installChunkReloadGuard();

/**
 * Namespaces a later page needs (e.g. `forms` on /contact_us) come from the same static files
 * the server reads; a few lines instead of i18next-http-backend and its fetch ponyfill.
 */
const localesBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`locales ${language}/${namespace}: ${response.status}`);
        return response.json();
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

function readInlineResources(): InlineResources | null {
  const text = document.getElementById(I18N_RESOURCES_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InlineResources;
  } catch {
    return null;
  }
}

async function hydrate() {
  const inline = readInlineResources();
  const lng = inline?.lng || document.documentElement.lang || fallbackLanguage;
  // The page carries the namespaces the server rendered with: the first client render matches
  // the server's HTML without waiting for the network.
  await i18next
    .use(initReactI18next)
    .use(localesBackend)
    .init({
      ...i18nConfig,
      lng,
      ns: inline ? Object.keys(inline.resources) : [defaultNS],
      resources: inline ? { [lng]: inline.resources } : undefined,
      partialBundledLanguages: true,
      // Keys are identical in both languages: no second language to fetch as a fallback.
      fallbackLng: false,
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error) => {
  // The server-rendered page stays usable without JS; only the enhancements are lost.
  console.error("hydration failed", error);
});
