import { useLocation } from "@remix-run/react";
import { Suspense } from "react";
import { lazyInBrowser } from "~/components/layout/load-after-hydration";

/** Fetched only by pages with `?ask`; the server renders it into the page (JS off too). */
const AskServiceContent = lazyInBrowser(() =>
  import("./ask-service-static").then((m) => m.AskServiceContent),
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
