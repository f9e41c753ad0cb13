import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Toaster as Sonner, toast as showToast } from "sonner";
import { directionOf } from "~/modules/i18n/config";
import type { Toast } from "~/modules/toast/toast";

// Spec §9: 6000 ms. The progress bar in base.css (.app-toast::after) runs for the same time.
export const TOAST_DURATION_MS = 6000;

/** Sonner itself; loaded on demand by ./toaster.tsx so pages without a toast skip its code. */
export default function SonnerToaster({ toasts, locale }: { toasts: Toast[]; locale: string }) {
  const { t } = useTranslation();
  // A toast already shown (and maybe dismissed) must not come back when another one arrives.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    // A timeout lets the Toaster mount before the first toast is fired.
    const timer = setTimeout(() => {
      for (const toast of toasts) {
        if (shown.current.has(toast.id)) continue;
        shown.current.add(toast.id);
        showToast[toast.type](toast.title ?? toast.message, {
          id: toast.id,
          description: toast.title ? toast.message : undefined,
        });
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [toasts]);

  const dir = directionOf(locale);
  return (
    <Sonner
      // Spec §9: at the top on the start side.
      position={dir === "rtl" ? "top-right" : "top-left"}
      dir={dir}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel={t("toast.label")}
      toastOptions={{
        closeButtonAriaLabel: t("toast.close"),
        classNames: { toast: "app-toast" },
      }}
    />
  );
}
