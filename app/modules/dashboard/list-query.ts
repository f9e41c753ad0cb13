// A hand-edited list address shows the list in its usual order rather than an error.
import { recordId } from "~/modules/page-query/page-query";
import { CONTENT_ENTITIES, isContentKey, STATUSES, type Status } from "~core/content/registry";
import type { ColumnDef } from "~core/dashboard/entity-types";
import {
  listToolsOf,
  SORT_DIRECTIONS,
  type ListTools,
  type SortDirection,
} from "~core/dashboard/list-tools";

export type ListState = {
  sort: string | null;
  dir: SortDirection;
  filters: Record<string, number>;
  status: Status | "";
};

export const NO_TOOLS: ListState = { sort: null, dir: "asc", filters: {}, status: "" };

const isDirection = (value: string | null): value is SortDirection =>
  (SORT_DIRECTIONS as readonly (string | null)[]).includes(value);

export function listState(key: string, params: URLSearchParams): ListState {
  const tools = listToolsOf(key);
  if (!tools) return NO_TOOLS;
  const sort = params.get("sort");
  const dir = params.get("dir");
  const filters: Record<string, number> = {};
  if (tools.relation) {
    const id = recordId(params.get(tools.relation.param));
    if (id) filters[tools.relation.param] = id;
  }
  // The inbox's `status` (new, read, ...) is another filter.
  const workflow = isContentKey(key) && CONTENT_ENTITIES[key].workflow;
  const status = STATUSES.find((s) => workflow && s === params.get("status"));
  return {
    sort: sort && Object.hasOwn(tools.sort, sort) ? sort : null,
    dir: isDirection(dir) ? dir : "asc",
    filters,
    status: status ?? "",
  };
}

export const LIST_STATE_KEYS = ["sort", "dir", "category_id", "service_id", "status"];

export function sortFieldOf(
  tools: ListTools | undefined,
  column: ColumnDef,
  locale: string,
): string | null {
  if (!tools) return null;
  let field: string | null = null;
  if (column.kind === "localized") field = `${locale === "ar" ? "ar" : "en"}_${column.field}`;
  else if (column.kind === "date") field = column.field ?? "created_at";
  else if (column.kind === "text" || column.kind === "badge") field = column.field;
  return field && Object.hasOwn(tools.sort, field) ? field : null;
}
