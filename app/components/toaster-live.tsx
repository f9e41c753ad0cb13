// Sonner in the same chunk: it reaches react-dom, so esbuild keeps react and react-dom together
// (docs/performance.md).
import { useEffect, useState } from "react";
import type { Toast } from "~/modules/toast/toast";
import { startListening, stopListening, TOAST_EVENT } from "~/modules/toast/notify";
import SonnerToaster from "./toaster-sonner";

export function LiveToaster({ toast }: { toast: Toast | null }) {
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
  const toasts = toast ? [...notified, toast] : notified;
  return <SonnerToaster toasts={toasts} />;
}
