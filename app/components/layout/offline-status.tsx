// The offline banner's live part; offline-banner.tsx renders the same empty, hidden banner until
// the page is hydrated.
import { useSyncExternalStore } from "react";
import { useTranslation } from "~/modules/i18n/react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser has a connection; the server (and hydration) assume it has. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Spec §4: the app tracks online and offline status; the visitor sees it while offline. */
export function OfflineStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  // The live region stays in the page so screen readers announce the change when it fills.
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner" hidden={online}>
      {online ? null : <p>{t("layout.offline")}</p>}
    </div>
  );
}
