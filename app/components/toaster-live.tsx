// The toaster's live part, loaded (through after-hydration.ts) once the page is hydrated: it
// listens for notify() and loads sonner only once there is something to show.
import { lazy, Suspense, useEffect, useState } from "react";
import type { Toast } from "~/modules/toast/toast";
import { startListening, stopListening, TOAST_EVENT } from "~/modules/toast/notify";

const SonnerToaster = lazy(() => import("./toaster-sonner"));

/** The flashed toast of the page, plus any `notify()` calls, shown by sonner. */
export function LiveToaster({ toast, locale }: { toast: Toast | null; locale: string }) {
  const [notified, setNotified] = useState<Toast[]>([]);
  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<Toast>).detail;
      setNotified((current) => [...current.slice(-4), detail]);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    const early = startListening();
    if (early.length > 0) setNotified((current) => [...current, ...early].slice(-5));
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      stopListening();
    };
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
