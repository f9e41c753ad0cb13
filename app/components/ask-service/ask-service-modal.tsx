import { useLocation } from "@remix-run/react";
import { lazy, Suspense, type ComponentType } from "react";

type Content = { default: ComponentType<{ ask: string }> };

/**
 * The form's code (fields, form protection, the service types) is fetched only by pages with
 * `?ask`. The server waits for it before it sends such a page (entry.server.tsx), so the HTML
 * holds the form; in the browser, hydration keeps the server's markup while it loads.
 */
const AskServiceContent = lazy((): Promise<Content> =>
  import("~/utils/chunk-reload").then(({ importWithReload }) =>
    importWithReload(() =>
      import("./ask-service-static").then((m) => ({ default: m.AskServiceContent })),
    ),
  ),
);

/** `?ask=<type>` on any public page opens the modal, on the server too (docs/conventions.md: modals by search parameter). */
export function AskServiceModal() {
  const location = useLocation();
  const ask = new URLSearchParams(location.search).get("ask");
  // /ask-service shows the same form as its page (a failed post without JavaScript).
  if (ask === null || location.pathname === "/ask-service") return null;
  return (
    <Suspense fallback={null}>
      <AskServiceContent ask={ask} />
    </Suspense>
  );
}
