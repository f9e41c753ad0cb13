// Apart from the live toaster (components/toaster-live.tsx), so neither imports the other.
import type { Toast, ToastInput } from "./toast";

export const TOAST_EVENT = "app:toast";
export const WANTED_EVENT = "app:toast-wanted";

// Toasts sent before the live toaster has loaded wait here, so none is lost.
const pending: Toast[] = [];
let listening = false;

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

export function startListening(): Toast[] {
  listening = true;
  return pending.splice(0);
}

export function stopListening() {
  listening = false;
}
