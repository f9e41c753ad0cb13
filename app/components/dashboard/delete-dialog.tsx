import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { ModalDialog } from "./modal-dialog";

/** Spec §2: the delete itself is a POST, never a GET. */
export function DeleteDialog({
  id,
  name,
  back,
  closeTo,
  action,
  blocked,
  undoable = false,
}: {
  id: number;
  name: string;
  back: string;
  closeTo: string;
  action?: string;
  blocked?: string | null;
  /** Its words must match the undo the toast offers next (docs/publishing.md). */
  undoable?: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const busy = useNavigation().state === "submitting";
  return (
    <ModalDialog
      labelledBy="confirm-title"
      describedBy="confirm-note"
      closeTo={closeTo}
      role="alertdialog"
      size="small"
      title={blocked ? t("confirm.blocked_title") : t("confirm.title")}
    >
      <p id="confirm-note" className="modal-body">
        {t(blocked ?? (undoable ? "confirm.note_undo" : "confirm.note"), { name })}
      </p>
      {blocked ? (
        <div className="modal-footer">
          <Link to={closeTo} preventScrollReset className="button button-outline" autoFocus>
            {t("confirm.close")}
          </Link>
        </div>
      ) : (
        <Form method="post" action={action} className="modal-footer" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="back" value={back} />
          <Link to={closeTo} preventScrollReset className="button button-outline">
            {t("confirm.cancel")}
          </Link>
          <button type="submit" className="button button-danger" disabled={busy} autoFocus>
            {t("confirm.yes")}
          </button>
        </Form>
      )}
    </ModalDialog>
  );
}
