import { useLocation } from "@remix-run/react";
import { lazy, Suspense, type ComponentType } from "react";

type Content = { default: ComponentType<{ ask: string }> };

/** Fetched only by pages with `?ask`; the server waits for it (entry.server.tsx), so the HTML
 * holds the form. */
const AskServiceContent = lazy((): Promise<Content> =>
  import("~/utils/chunk-reload").then(({ importWithReload }) =>
    importWithReload(() =>
      import("./ask-service-static").then((m) => ({ default: m.AskServiceContent })),
    ),
  ),
);

/** docs/conventions.md: modals by search parameter. */
export function AskServiceModal() {
  const location = useLocation();
  const ask = new URLSearchParams(location.search).get("ask");
  // /ask-service shows the same form as its page.
  if (ask === null || location.pathname === "/ask-service") return null;
  return (
    <Suspense fallback={null}>
      <AskServiceContent ask={ask} />
    </Suspense>
  );
}
