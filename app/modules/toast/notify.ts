// Toasts from client code (after a fetcher, a refused file, a captcha failure): a small event bus
// between any caller and the live toaster (components/toaster-live.tsx), which loads when
// there is a toast to show. Kept here, apart from both, so neither imports the other and callers in modules do
// not reach into components.
import type { Toast, ToastInput } from "./toast";

export const TOAST_EVENT = "app:toast";
/** Sent when a toast waits for the live toaster, so <Toaster> loads it. */
export const WANTED_EVENT = "app:toast-wanted";

// Toasts sent before the live toaster has loaded wait here, so none is lost.
const pending: Toast[] = [];
let listening = false;

/** Shows a toast from client code (e.g. after a fetcher), loading sonner if it is not yet. */
export function notify(input: ToastInput & { id?: string }) {
  const toast: Toast = { type: "info", id: crypto.randomUUID(), ...input };
  if (!listening) {
    pending.push(toast);
    window.dispatchEvent(new Event(WANTED_EVENT));
  } else window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** The live toaster calls this once it listens: it gets what was sent before. */
export function startListening(): Toast[] {
  listening = true;
  return pending.splice(0);
}

export function stopListening() {
  listening = false;
}
