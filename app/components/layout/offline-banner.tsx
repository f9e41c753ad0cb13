import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

const OfflineStatus = lazy(() =>
  import("./after-hydration").then((m) => ({ default: m.OfflineStatus })),
);

// The server assumes online: an empty, hidden live region, which stays in the page so that
// screen readers announce the change when it fills.
const onlineBanner = (
  <div className="offline-banner" role="status" data-testid="offline-banner" hidden />
);

/** Spec §4: the visitor sees when the browser is offline; the tracking loads after hydration. */
export function OfflineBanner() {
  const hydrated = useHydrated();
  if (!hydrated) return onlineBanner;
  return (
    <Suspense fallback={onlineBanner}>
      <OfflineStatus />
    </Suspense>
  );
}
