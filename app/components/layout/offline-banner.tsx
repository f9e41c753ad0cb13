import { useHydrated } from "remix-utils/use-hydrated";
import { OfflineStatus } from "./offline-status";

// Kept in the page, empty, so screen readers announce the change when it fills.
const onlineBanner = (
  <div className="offline-banner" role="status" data-testid="offline-banner" hidden />
);

/** Spec §4. In the first chunk: a visitor who goes offline right after the page arrived could
 * not fetch a later one. */
export function OfflineBanner() {
  const hydrated = useHydrated();
  return hydrated ? <OfflineStatus /> : onlineBanner;
}
