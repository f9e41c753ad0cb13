import { Scripts, UNSAFE_RemixContext, useLocation, useMatches } from "@remix-run/react";
import { createContext, useContext, useEffect } from "react";
import type { bootScript } from "~/modules/hydration/boot-script.server";

let hydrated = false;

/**
 * The boot script's builder, server code that entry.server.tsx provides: imported here it would
 * reach the browser bundle (only the classic compiler empties `.server` modules there).
 */
export const BootScriptContext = createContext<typeof bootScript | null>(null);

/**
 * Remix's <Scripts>, started after the first frame. <Scripts> lists every module of the page as a
 * `modulepreload` in the HTML, so a phone downloads and compiles ~25 modules (~100 kB) alongside
 * the stylesheet and the first paint; here the same modules load the moment that paint is done,
 * and the page (which works without JavaScript) hydrates a frame later. Same two scripts, same
 * nonce: the context, then the loader (see modules/hydration/boot-script.server.ts).
 *
 * What it does not cover falls back to <Scripts>: the dev server's HMR, SPA mode and single
 * fetch. Deferred loader data (`defer()`, which no route uses) would need <Scripts> too.
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const { pathname } = useLocation();
  const buildBoot = useContext(BootScriptContext);
  useEffect(() => {
    hydrated = true;
  }, []);
  if (!remix) throw new Error("<DeferredScripts> must be rendered inside Remix");
  const { manifest, future, isSpaMode, serverHandoffString } = remix;
  if (manifest.hmr || isSpaMode || future.v3_singleFetch) return <Scripts nonce={nonce} />;
  // Like <Scripts>: once hydrated the scripts have done their work and leave the document.
  if (hydrated) return null;
  // The browser keeps what the server sent (hydration does not patch innerHTML), so the client
  // renders placeholders, as <Scripts> does.
  const server = typeof document === "undefined";
  const context =
    server && serverHandoffString ? `window.__remixContext = ${serverHandoffString};` : " ";
  if (server && !buildBoot) throw new Error("<DeferredScripts> needs entry.server.tsx's context");
  const boot = buildBoot
    ? buildBoot({
        manifest,
        matchedIds: matches.map((match) => match.id),
        pathname,
        lazyRouteDiscovery: future.v3_lazyRouteDiscovery,
      })
    : " ";
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: context }}
      />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}
