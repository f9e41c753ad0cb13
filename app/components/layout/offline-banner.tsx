import { useHydrated } from "remix-utils/use-hydrated";
import { OfflineStatus } from "./offline-status";

// The server assumes online: an empty, hidden live region, which stays in the page so that
// screen readers announce the change when it fills.
const onlineBanner = (
  <div className="offline-banner" role="status" data-testid="offline-banner" hidden />
);

/**
 * Spec §4: the visitor sees when the browser is offline. The tracking is in the first chunk, not
 * loaded later: a visitor who goes offline right after the page arrived could not fetch it.
 */
export function OfflineBanner() {
  const hydrated = useHydrated();
  return hydrated ? <OfflineStatus /> : onlineBanner;
}
