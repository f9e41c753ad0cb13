import { useLoaderData } from "@remix-run/react";
import { LightLink } from "~/modules/hydration/light-link";
import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import type { ListLoaderData } from "~/modules/dashboard/crud.server";
import { ENTITIES, isCreatable, type EntityKey } from "~/modules/dashboard/entities";
import { formatNumber } from "~/modules/dashboard/format";
import { useLocale } from "~/utils/root-data";
import { DataTable } from "./data-table";
import { DeleteDialog } from "./delete-dialog";
import { Icon } from "./icons";
import { withParam } from "./links";
import { Pagination } from "./pagination";
import { rowLabel } from "./row-text";
import { SaveModal } from "./save-modal";
import { NeedsFilter, SearchForm } from "./search-form";

/**
 * A whole list screen from an entity's config: title and total, search, table, pages, and the
 * save modal or delete confirm when the URL asks for them. `tools` and `footer` let a screen
 * (tags) swap the search and the paging for its own.
 */
export function EntityScreen({
  entity,
  tools,
  footer,
}: {
  entity: EntityKey;
  tools?: ReactNode;
  footer?: ReactNode;
}) {
  const data = useLoaderData() as unknown as ListLoaderData;
  const config = ENTITIES[entity];
  const locale = useLocale();
  const { t } = useTranslation("dashboard");
  const closeTo = `${config.path}${data.back}`;
  return (
    <>
      <header className="admin-page-header">
        <div>
          <h1>{t(`entities.${entity}.title`)}</h1>
          <p className="admin-lead" data-testid="total">
            {t("table.total", { count: data.total, formatted: formatNumber(data.total, locale) })}
          </p>
        </div>
        {isCreatable(config) ? (
          <LightLink
            to={withParam(data.back, "new", 1)}
            preventScrollReset
            className="button button-primary"
          >
            <Icon name="plus" size={18} />
            {t("table.add", { what: t(`entities.${entity}.one`) })}
          </LightLink>
        ) : null}
      </header>
      <section className="admin-panel">
        {tools ??
          (isCreatable(config) ? (
            <SearchForm q={data.q} path={config.path}>
              {config.workflow ? <NeedsFilter needs={data.needs ?? ""} /> : null}
            </SearchForm>
          ) : null)}
        <DataTable config={config} rows={data.items} back={data.back} locale={locale} q={data.q} />
        {footer ?? <Pagination page={data.page} lastPage={data.lastPage} back={data.back} />}
      </section>
      {data.modal ? (
        <SaveModal
          key={`${data.modal.mode}-${data.modal.item?.id ?? "new"}`}
          config={config}
          modal={data.modal}
          back={data.back}
          closeTo={closeTo}
          locale={locale}
        />
      ) : null}
      {data.confirm ? (
        <DeleteDialog
          id={data.confirm.id}
          name={rowLabel(config, data.confirm, locale)}
          back={data.back}
          closeTo={closeTo}
          blocked={data.blocked}
        />
      ) : null}
    </>
  );
}
