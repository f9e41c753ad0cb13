import { Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/modules/toast/toast";
import { afterHydration } from "~/components/layout/load-after-hydration";

// The listener (and, through it, sonner) loads after hydration; notify() (modules/toast/notify.ts)
// keeps what is sent before that until it listens.
const LiveToaster = afterHydration("LiveToaster");

/** The flashed toast of the page, plus any `notify()` calls, shown by sonner once hydrated. */
export function Toaster({ toast, locale }: { toast: Toast | null; locale: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveToaster toast={toast} locale={locale} />
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
