import { useTranslation } from "~/modules/i18n/react";
import { changeLines, changesOf } from "~/modules/dashboard/audit-changes";

/**
 * An entry's changes, one per line: the field's label in the page's language, then the values,
 * each isolated in its own direction (an Arabic name in an English page, a link in an Arabic one).
 */
export function AuditChanges({
  entity,
  row,
  locale,
}: {
  entity: string;
  row: Record<string, unknown>;
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  const lines = changeLines(t, locale, entity, changesOf(row));
  // An entry from a provider that does not send `changes` yet: its summary as it is.
  if (!lines.length) return <bdi dir="auto">{String(row.summary ?? "")}</bdi>;
  const arrow = t("audit.arrow");
  return (
    <ul className="audit-changes">
      {lines.map((line, i) => (
        <li key={i}>
          <span className="audit-field">{line.label}</span>
          {line.before !== undefined || line.after !== undefined ? ": " : null}
          {line.before !== undefined ? <bdi dir="auto">{line.before}</bdi> : null}
          {line.before !== undefined && line.after !== undefined ? ` ${arrow} ` : null}
          {line.after !== undefined ? <bdi dir="auto">{line.after}</bdi> : null}
        </li>
      ))}
    </ul>
  );
}
