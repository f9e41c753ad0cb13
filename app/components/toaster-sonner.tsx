import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/modules/i18n/react";
import { Toaster as Sonner, toast as showToast } from "sonner";
import { directionOf } from "~/modules/i18n/config";
import type { Toast } from "~/modules/toast/toast";
import { useLanguage } from "~/utils/root-data";

// Spec §9. The progress bar in base.css (.app-toast::after) runs for the same time.
export const TOAST_DURATION_MS = 6000;

function topModal(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll("dialog")]
    .filter((dialog) => dialog.matches(":modal"))
    .at(-1);
}

/** A showModal() dialog's backdrop would cover a toast in <body>, so the toasts move into it; the
 * container is moved, not re-created, so sonner keeps its state. */
function useToastHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement("div");
    element.className = "toast-host";
    const place = () => {
      const target = topModal() ?? document.body;
      if (element.parentNode !== target) target.append(element);
    };
    place();
    // showModal()/close() toggle the `open` attribute; a removed dialog is a childList change.
    const observer = new MutationObserver(place);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["open"],
    });
    setHost(element);
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, []);
  return host;
}

export default function SonnerToaster({ toasts }: { toasts: Toast[] }) {
  const locale = useLanguage();
  const { t } = useTranslation();
  // A toast already shown (and maybe dismissed) must not come back when another one arrives.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    // Lets the Toaster mount before the first toast is fired.
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

  const host = useToastHost();
  const dir = directionOf(locale);
  if (!host) return null;
  return createPortal(
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
    />,
    host,
  );
}
