import { useTranslation } from "~/modules/i18n/react";
import { changeLines, changesOf } from "~/modules/dashboard/audit-changes";

/** Each value isolated in its own direction. */
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
  // A provider that does not send `changes` yet.
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
