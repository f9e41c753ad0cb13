import { useTranslation } from "~/modules/i18n/react";
import type { Option } from "~/modules/dashboard/crud.server";
import type { ListState } from "~/modules/dashboard/list-query";
import type { ListTools } from "~core/dashboard/list-tools";

/** The sort kept as hidden fields, so a search or filter keeps the order without JS. */
export function ListFilters({
  tools,
  list,
  options,
  locale,
}: {
  tools: ListTools;
  list: ListState;
  options: Option[];
  locale: string;
}) {
  const { t } = useTranslation("dashboard");
  const relation = tools.relation;
  const chosen = relation ? list.filters[relation.param] : undefined;
  return (
    <>
      {list.sort ? (
        <>
          <input type="hidden" name="sort" value={list.sort} />
          <input type="hidden" name="dir" value={list.dir} />
        </>
      ) : null}
      {relation ? (
        <label>
          <span className="visually-hidden">{t(`fields.${relation.param}`)}</span>
          <select name={relation.param} defaultValue={chosen ?? ""} key={chosen ?? ""}>
            <option value="">{t(`filters.all_${relation.param}`)}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {locale === "ar" ? option.ar : option.en}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </>
  );
}
