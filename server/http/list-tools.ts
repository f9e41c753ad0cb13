// docs/conventions.md, "List tools".
import type { FastifyRequest } from "fastify";
import {
  SORT_DIRECTIONS,
  type ListTools,
  type SortDirection,
} from "../../app/modules/dashboard/list-tools.js";
import { t } from "../i18n/index.js";
import { ApiError } from "./errors.js";
import type { FieldValue } from "./form.js";
import { idOf } from "./params.js";

export type ListToolsInput = {
  sort?: { field: string; dir: SortDirection };
  filters: Record<string, number>;
};

const isDirection = (value: string): value is SortDirection =>
  (SORT_DIRECTIONS as readonly string[]).includes(value);

function first(value: unknown): string | undefined {
  const s = Array.isArray(value) ? value[0] : value;
  return typeof s === "string" && s.trim() !== "" ? s.trim() : undefined;
}

export function listToolsInput(
  req: FastifyRequest,
  tools: ListTools,
  fields: Record<string, FieldValue>,
  query: Record<string, unknown>,
): ListToolsInput {
  const pick = (key: string) => first(query[key]) ?? first(fields[key]);
  const errors: Record<string, string[]> = {};
  const sort = pick("sort");
  const dir = pick("dir") ?? "asc";
  const sortable = Object.keys(tools.sort);
  if (sort !== undefined && !sortable.includes(sort)) {
    errors.sort = [
      t(req.lang, "v_sort", { value: sort.slice(0, 40), fields: sortable.join(", ") }),
    ];
  }
  if (!isDirection(dir)) {
    errors.dir = [t(req.lang, "v_enum", { field: "dir" })];
  }
  const filters: Record<string, number> = {};
  if (tools.relation) {
    const raw = pick(tools.relation.param);
    const id = raw === undefined ? undefined : idOf(raw);
    if (raw !== undefined && id === undefined) {
      errors[tools.relation.param] = [t(req.lang, "v_integer", { field: tools.relation.param })];
    }
    if (id !== undefined) filters[tools.relation.param] = id;
  }
  if (Object.keys(errors).length || !isDirection(dir)) throw ApiError.fields(errors);
  return { sort: sort === undefined ? undefined : { field: sort, dir }, filters };
}
