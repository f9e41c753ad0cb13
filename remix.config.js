/** Remix v2 classic compiler (ADR 0001; no Vite plugin). */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // Server-only packages that must stay external to the server bundle.
  serverDependenciesToBundle: [/^remix-i18next/, /^remix-utils/],
  // core/ (imported as ~core/) is shared with the provider and lives beside app/: `remix dev`
  // rebuilds when it changes too.
  watchPaths: ["core/**/*.ts"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    // Off, stated so the build does not warn (Remix's future-flags page): loaders stay callable
    // with `?_data=` and answer plain JSON (the tests and the HTTP layer rely on it, ADR 0017).
    v3_singleFetch: false,
  },
};
