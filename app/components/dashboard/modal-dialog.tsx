import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { Icon } from "./icons";

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
