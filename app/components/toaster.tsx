import { Suspense, useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/modules/toast/toast";
import { lazyPart } from "~/components/layout/load-after-hydration";
import { hasPendingToasts, WANTED_EVENT } from "~/modules/toast/notify";

// The listener (and, through it, sonner) loads once there is a toast to show, not with every page
// (docs/performance.md counts every chunk a visit loads); notify() (modules/toast/notify.ts)
// keeps what is sent before that until it listens.
const LiveToaster = lazyPart(() => import("./toaster-live").then((module) => module.LiveToaster));

/** The flashed toast of the page, plus any `notify()` calls, shown by sonner once hydrated. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(WANTED_EVENT, want);
    // A page's own effects run before this one: their toasts are already waiting.
    if (hasPendingToasts()) want();
    return () => window.removeEventListener(WANTED_EVENT, want);
  }, []);
  // Once loaded it stays: a toast on screen outlives the page that flashed it.
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

/**
 * The same message as plain HTML for visitors without JavaScript; once hydrated, sonner shows it
 * instead (useHydrated is false during hydration, so server and client markup agree).
 */
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
