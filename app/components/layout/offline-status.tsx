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

/** The server (and hydration) assume online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner" hidden={online}>
      {online ? null : <p>{t("layout.offline")}</p>}
    </div>
  );
}
