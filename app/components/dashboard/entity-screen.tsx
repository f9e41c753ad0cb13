import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/react";
import type { listLoader } from "~/modules/dashboard/crud.server";
import { ENTITIES, isCreatable, type EntityKey } from "~/modules/dashboard/entities";
import { bulkActionsOf } from "~/modules/dashboard/bulk-actions";
import { formatNumber } from "~/modules/dashboard/format";
import { listToolsOf } from "~core/dashboard/list-tools";
import { useLanguage } from "~/utils/root-data";
import { BulkBar } from "./bulk-bar";
import { BulkDeleteDialog } from "./bulk-delete-dialog";
import { DataTable } from "./data-table";
import { DeleteDialog } from "./delete-dialog";
import { Icon } from "./icons";
import { ListFilters } from "./list-filters";
import { withParam } from "./links";
import { Pagination } from "./pagination";
import { rowLabel } from "./row-text";
import { SaveModal } from "./save-modal";
import { NeedsFilter, SearchForm, StatusFilter } from "./search-form";
import { TrashLink, TrashList } from "./trash-list";

/** `tools` and `footer` let a screen (tags) swap the search and the paging for its own. */
export function EntityScreen({
  entity,
  tools: toolbar,
  footer,
}: {
  entity: EntityKey;
  tools?: ReactNode;
  footer?: ReactNode;
}) {
  const data = useLoaderData<typeof listLoader>();
  const config = ENTITIES[entity];
  const locale = useLanguage();
  const { t } = useTranslation("dashboard");
  const closeTo = `${config.path}${data.back}`;
  const tools = listToolsOf(entity);
  const actions = bulkActionsOf(config);
  const filtered =
    Object.keys(data.list.filters).length > 0 || Boolean(data.needs || data.list.status);
  return (
    <>
      <header className="admin-page-header">
        <div>
          <h1>{t(`entities.${entity}.title`)}</h1>
          <p className="admin-lead" data-testid="total">
            {t("table.total", { count: data.total, formatted: formatNumber(data.total, locale) })}
          </p>
          <TrashLink rows={data.deleted ?? []} back={data.back} locale={locale} />
        </div>
        {isCreatable(config) ? (
          <Link
            to={withParam(data.back, "new", 1)}
            preventScrollReset
            className="button button-primary"
          >
            <Icon name="plus" size={18} />
            {t("table.add", { what: t(`entities.${entity}.one`) })}
          </Link>
        ) : null}
      </header>
      {data.showDeleted ? (
        <TrashList rows={data.deleted ?? []} back={data.back} closeTo={closeTo} locale={locale} />
      ) : null}
      <section className="admin-panel">
        {toolbar ??
          (isCreatable(config) ? (
            <SearchForm q={data.q} path={config.path} filtered={filtered}>
              {tools ? (
                <ListFilters
                  tools={tools}
                  list={data.list}
                  options={data.relationOptions}
                  locale={locale}
                />
              ) : null}
              {config.workflow ? (
                <>
                  <StatusFilter status={data.list.status} />
                  <NeedsFilter needs={data.needs ?? ""} />
                </>
              ) : null}
            </SearchForm>
          ) : null)}
        <BulkBar actions={actions} ids={data.items.map((row) => row.id)} back={data.back} />
        <DataTable
          config={config}
          rows={data.items}
          back={data.back}
          locale={locale}
          q={data.q}
          list={data.list}
          selectable={actions.length > 0}
        />
        {footer ?? <Pagination page={data.page} lastPage={data.lastPage} back={data.back} />}
      </section>
      {data.modal ? (
        <SaveModal
          // A restore makes a new revision: the form starts again from the restored values.
          key={`${data.modal.mode}-${data.modal.item?.id ?? "new"}-${data.modal.history?.revisions[0]?.id ?? ""}`}
          config={config}
          modal={data.modal}
          back={data.back}
          closeTo={closeTo}
          locale={locale}
        />
      ) : null}
      {data.bulkConfirm ? (
        <BulkDeleteDialog
          ids={data.bulkConfirm.ids}
          names={data.bulkConfirm.rows.map((row) => rowLabel(config, row, locale))}
          back={data.back}
          closeTo={closeTo}
          undoable={data.undoable}
        />
      ) : null}
      {data.confirm ? (
        <DeleteDialog
          id={data.confirm.id}
          name={rowLabel(config, data.confirm, locale)}
          back={data.back}
          closeTo={closeTo}
          blocked={data.blocked}
          undoable={data.undoable}
        />
      ) : null}
    </>
  );
}
