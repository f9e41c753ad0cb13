// docs/conventions.md, "List tools": a content list's sort and relation filter, as query rules.
import { z } from "zod";
import { SORT_DIRECTIONS, type ListTools } from "../../core/dashboard/list-tools.js";
import { firstString, ignored, relationFilter, relationQuery } from "./params.js";
import { v, type Parsed, type Rule } from "./validate.js";

function sortRule(tools: ListTools): Rule<string | undefined> {
  const sortable = Object.keys(tools.sort);
  return z.unknown().transform((raw, ctx) => {
    const sort = firstString(raw)?.trim() || undefined;
    if (sort === undefined || sortable.includes(sort)) return sort;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "v_sort",
      params: { value: sort.slice(0, 40), fields: sortable.join(", ") },
    });
    return z.NEVER;
  });
}

/** A list without tools (skills, the inbox) ignores them. */
export function listToolsQuery(tools: ListTools | undefined) {
  return {
    sort: tools ? sortRule(tools) : ignored,
    dir: tools ? v.optional(v.oneOf(SORT_DIRECTIONS)) : ignored,
    ...relationQuery(tools?.relation?.param, v.optional(v.int())),
  };
}

export function listToolsOf(
  tools: ListTools | undefined,
  input: Parsed<ReturnType<typeof listToolsQuery>>,
) {
  const { sort, dir = "asc" } = input;
  return {
    sort: sort === undefined ? undefined : { field: sort, dir },
    filters: relationFilter(tools?.relation?.param, input),
  };
}
