import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "~/utils/chunk-reload";

// Before hydrating: a route chunk failing on a click right after hydration must find the guard,
// or Remix reloads without limit.
installChunkReloadGuard();

// No i18n setup (ADR 0006): the first client render reads the page's data block, so it matches
// the server's HTML without waiting for the network.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
