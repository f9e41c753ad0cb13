import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { Icon } from "./icons";

const FIELDS = [
  "input:not([type=hidden]):not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[contenteditable=true]",
].join(", ");

/** Rendered open by the server (works without JS); once hydrated a real modal via showModal(). */
export function ModalDialog({
  labelledBy,
  describedBy,
  closeTo,
  role,
  size = "large",
  title,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  closeTo: string;
  role?: "alertdialog";
  size?: "large" | "small";
  title: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const { t } = useTranslation("dashboard");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    // showModal() focuses the first control, the close link; a form starts at its first field
    // (or the first one a refused save marked), in view, unless the address names a part of it
    // (`#revision-compare`), which its own component shows.
    const hash = window.location.hash.slice(1);
    const named = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    const field =
      dialog.querySelector<HTMLElement>(`[aria-invalid="true"]`) ??
      dialog.querySelector<HTMLElement>(FIELDS);
    if (named && dialog.contains(named)) {
      named.focus({ preventScroll: true });
      named.scrollIntoView({ block: "start" });
    } else if (field) {
      field.focus({ preventScroll: true });
      field.scrollIntoView({ block: "nearest" });
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [closeTo, navigate]);

  return (
    <div className="modal-layer">
      <dialog
        ref={ref}
        open
        className={`modal modal-${size}`}
        role={role}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      >
        <header className="modal-header">
          <h2 id={labelledBy}>{title}</h2>
          <Link
            to={closeTo}
            preventScrollReset
            className="modal-close"
            aria-label={t("form.close")}
          >
            <Icon name="close" />
          </Link>
        </header>
        {children}
      </dialog>
    </div>
  );
}
