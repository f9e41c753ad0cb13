import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import { ModalDialog } from "./modal-dialog";

/** Spec §2's confirm step, rendered by the server like the one-row confirm. */
export function BulkDeleteDialog({
  ids,
  names,
  back,
  closeTo,
  undoable = false,
}: {
  ids: number[];
  names: string[];
  back: string;
  closeTo: string;
  undoable?: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const busy = useNavigation().state === "submitting";
  return (
    <ModalDialog
      labelledBy="confirm-title"
      describedBy="bulk-confirm-note"
      closeTo={closeTo}
      role="alertdialog"
      size="small"
      title={t("confirm.title")}
    >
      <div className="modal-body">
        <p id="bulk-confirm-note">
          {t(undoable ? "bulk.confirm_note_undo" : "bulk.confirm_note", { count: ids.length })}
        </p>
        {names.length ? (
          <ul className="bulk-names">
            {names.map((name, i) => (
              <li key={i}>
                <bdi>{name}</bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Form method="post" className="modal-footer" preventScrollReset>
        <input type="hidden" name="intent" value="bulk-delete" />
        <input type="hidden" name="ids" value={ids.join(",")} />
        <input type="hidden" name="back" value={back} />
        <Link to={closeTo} preventScrollReset className="button button-outline">
          {t("confirm.cancel")}
        </Link>
        <button type="submit" className="button button-danger" disabled={busy} autoFocus>
          {t("confirm.yes")}
        </button>
      </Form>
    </ModalDialog>
  );
}
