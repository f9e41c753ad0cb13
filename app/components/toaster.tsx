import { Suspense, useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/modules/toast/toast";
import { lazyPart } from "~/components/layout/load-after-hydration";
import { hasPendingToasts, WANTED_EVENT } from "~/modules/toast/notify";

// Loads once there is a toast to show (docs/performance.md); notify() keeps what is sent before.
const LiveToaster = lazyPart(() => import("./toaster-live").then((module) => module.LiveToaster));

export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(WANTED_EVENT, want);
    // A page's own effects run first: their toasts are already waiting.
    if (hasPendingToasts()) want();
    return () => window.removeEventListener(WANTED_EVENT, want);
  }, []);
  // A toast on screen outlives the page that flashed it.
  useEffect(() => {
    if (toast) setWanted(true);
  }, [toast]);
  if (!hydrated || (!wanted && !toast)) return null;
  return (
    <Suspense fallback={null}>
      <LiveToaster toast={toast} />
    </Suspense>
  );
}

/** For visitors without JavaScript; useHydrated is false during hydration, so markup agrees. */
export function FlashMessage({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  if (!toast || hydrated) return null;
  return (
    <div
      className={`flash-message flash-${toast.type}`}
      role={toast.type === "error" ? "alert" : "status"}
      data-toast-id={toast.id}
    >
      {toast.title ? <strong className="flash-title">{toast.title}</strong> : null}
      <p>{toast.message}</p>
    </div>
  );
}
