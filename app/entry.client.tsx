import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import Backend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { defaultNS, fallbackLanguage, i18nConfig } from "~/modules/i18n/config";

async function hydrate() {
  // Load the namespaces the server rendered with before hydrating, so the first client render
  // matches the server's HTML.
  await i18next
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18nConfig,
      lng: document.documentElement.lang || fallbackLanguage,
      ns: [...new Set([defaultNS, ...getInitialNamespaces()])],
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
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
