import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/modules/i18n/react";
import type { BulkAction } from "~/modules/dashboard/bulk-actions";

export const BULK_FORM = "bulk-form";

/** The rows' checkboxes join it through their `form` attribute, so the table needs no form. */
export function BulkBar({
  actions,
  ids,
  back,
}: {
  actions: BulkAction[];
  ids: number[];
  back: string;
}) {
  const { t } = useTranslation("dashboard");
  const busy = useNavigation().state === "submitting";
  if (!actions.length || !ids.length) return null;
  return (
    <Form
      method="post"
      id={BULK_FORM}
      className="admin-bulk"
      preventScrollReset
      data-testid="bulk-form"
    >
      <input type="hidden" name="intent" value="bulk" />
      <input type="hidden" name="back" value={back} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="page_ids" value={id} />
      ))}
      <label>
        <span className="visually-hidden">{t("bulk.action")}</span>
        <select name="bulk_action" defaultValue={actions[0]}>
          {actions.map((action) => (
            <option key={action} value={action}>
              {t(`bulk.actions.${action}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button-outline" disabled={busy}>
        {t("bulk.apply")}
      </button>
    </Form>
  );
}
