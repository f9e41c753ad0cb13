import { Link } from "@remix-run/react";
import { contentEntities } from "~core/content/registry";
import { formatNumber } from "~/modules/dashboard/format";
import { useTranslation } from "~/modules/i18n/react";
import { useLanguage } from "~/utils/root-data";

type ByLanguage = Record<string, Record<string, number>>;

/** Each language's translations to write by entity, linked to the list filtered on it
 * (docs/publishing.md, "The dashboard"). */
export function NeedsLinks({ byLanguage }: { byLanguage?: ByLanguage }) {
  const locale = useLanguage();
  const { t } = useTranslation("dashboard");
  const lines = (["ar", "en"] as const).flatMap((lang) => {
    const links = contentEntities().flatMap((entity) => {
      const n = byLanguage?.[lang]?.[entity.table];
      return n ? [{ entity, n }] : [];
    });
    return links.length ? [{ lang, links }] : [];
  });
  if (!lines.length) return null;
  return (
    <ul className="needs-links">
      {lines.map(({ lang, links }) => (
        <li key={lang}>
          <span>{t(`publishing.needs_${lang}`)}:</span>{" "}
          {links.map(({ entity, n }, i) => (
            <span key={entity.table}>
              {i > 0 ? " · " : null}
              <Link to={`${entity.dashboardPath}?needs=${lang}`}>
                {t(`counts.${entity.audit.entity}`)} ({formatNumber(n, locale)})
              </Link>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
