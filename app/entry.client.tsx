import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The guard matters for later navigations only, so its code loads beside hydration rather than
// before it (and the ask-service modal's lazy import then finds it in the module cache).
void import("~/utils/chunk-reload").then(({ installChunkReloadGuard }) =>
  installChunkReloadGuard(),
);

// No i18n setup here (ADR 0006): useTranslation reads the page's JSON data block on first use,
// so the first client render matches the server's HTML without waiting for the network.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
