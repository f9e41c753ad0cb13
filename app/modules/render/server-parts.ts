// What only the server renders, handed to components by app/entry.server.tsx through a React
// context. Components reach it here instead of importing `.server` modules: such an import works
// only because the classic compiler empties those modules in the browser bundle, and Vite
// refuses it. In the browser there is no provider and the hook answers null.
import { createContext, useContext, type ComponentType } from "react";
import type { bootScript } from "~/modules/hydration/boot-script.server";

export type ServerParts = {
  /** The inline script that starts the client (ADR 0008), for <DeferredScripts>. */
  bootScript: typeof bootScript;
  /**
   * The ask-service modal's content, rendered in the server's first pass so the HTML holds the
   * form for visitors without JavaScript; the browser loads the same component lazily.
   */
  AskServiceContent: ComponentType<{ ask: string }>;
  /**
   * Forms whose code loads on first use (components/deferred-part.tsx): rendered in full by the
   * server, so the page works without JavaScript and the browser's first chunks stay small.
   */
  deferredParts: Record<DeferredPartName, ComponentType<never>>;
};

export type DeferredPartName = "LoginForm" | "ContactForm";

export const ServerPartsContext = createContext<ServerParts | null>(null);

export function useServerParts(): ServerParts | null {
  return useContext(ServerPartsContext);
}
