import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Toaster as Sonner, toast as showToast } from "sonner";
import { directionOf } from "~/modules/i18n/config";
import type { Toast } from "~/modules/toast/toast";

// Spec §9: 6000 ms. The progress bar in base.css (.app-toast::after) runs for the same time.
export const TOAST_DURATION_MS = 6000;

/** Sonner toasts; the flashed toast of the current page is shown once per id. */
export function Toaster({ toast, locale }: { toast: Toast | null; locale: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!toast) return;
    // A timeout lets the Toaster mount before the first toast is fired.
    const timer = setTimeout(() => {
      showToast[toast.type](toast.title ?? toast.message, {
        id: toast.id,
        description: toast.title ? toast.message : undefined,
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [toast]);

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
