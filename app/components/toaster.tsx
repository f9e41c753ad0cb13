import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast, ToastInput } from "~/modules/toast/toast";

const SonnerToaster = lazy(() => import("./toaster-sonner"));
const TOAST_EVENT = "app:toast";

/** Shows a toast from client code (e.g. after a fetcher), loading sonner if it is not yet. */
export function notify(input: ToastInput & { id?: string }) {
  const toast: Toast = { type: "info", id: crypto.randomUUID(), ...input };
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

/** The flashed toast of the page, plus any `notify()` calls, shown by sonner. */
export function Toaster({ toast, locale }: { toast: Toast | null; locale: string }) {
  const [notified, setNotified] = useState<Toast[]>([]);
  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<Toast>).detail;
      setNotified((current) => [...current.slice(-4), detail]);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  const [mounted, setMounted] = useState(false);
  const toasts = toast ? [...notified, toast] : notified;
  useEffect(() => {
    if (toasts.length > 0) setMounted(true);
  }, [toasts.length]);
  // Sonner is loaded only once there is something to show, keeping it out of every first visit.
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster toasts={toasts} locale={locale} />
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
