import { useLocation } from "@remix-run/react";
import { lazy, Suspense, type ComponentType } from "react";
import { useServerParts } from "~/modules/render/server-parts";

type Content = { default: ComponentType<{ ask: string }> };

/**
 * The form's code (fields, form protection, the service types) is fetched only by pages with
 * `?ask`. In the browser, hydration keeps the server's markup while it loads.
 */
const LazyAskServiceContent = lazy((): Promise<Content> =>
  import("~/utils/chunk-reload").then(({ importWithReload }) =>
    importWithReload(() =>
      import("./ask-service-static").then((m) => ({ default: m.AskServiceContent })),
    ),
  ),
);

/** `?ask=<type>` on any public page opens the modal, on the server too (docs/conventions.md: modals by search parameter). */
export function AskServiceModal() {
  const location = useLocation();
  // On the server entry.server.tsx hands over the component itself, so the form is in the first
  // HTML without suspending (a streamed fallback would need JavaScript to swap in).
  const Content = useServerParts()?.AskServiceContent ?? LazyAskServiceContent;
  const ask = new URLSearchParams(location.search).get("ask");
  // /ask-service shows the same form as its page (a failed post without JavaScript).
  if (ask === null || location.pathname === "/ask-service") return null;
  return (
    <Suspense fallback={null}>
      <Content ask={ask} />
    </Suspense>
  );
}
