import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "~/utils/chunk-reload";

// Before hydrating (the module is ~0.2 kB gz): loaded beside hydration instead, a route chunk
// failing on a click right after hydration found no guard yet, and Remix reloaded without limit.
installChunkReloadGuard();

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
