// What each dashboard content list can be searched, sorted and filtered by: data only, read by the
// provider (server/db/list-keys.ts keeps the folded search text and sort keys, the list route
// checks `sort`) and by the app (which column headers are links, which filters a screen shows).
// An entity opts in by an entry here; docs/conventions.md ("List tools") states the contract.

import { CONTENT_ENTITIES } from "../content/registry";
import type { ContentTable } from "../content/registry-types";

/** How a field is compared: text by its folded key (search/fold.ts), dates and numbers as such. */
export type SortKind = "text" | "date" | "number";

export type ListTools = {
  /** The provider's table, as the content registry names it. */
  table: Exclude<ContentTable, "pages">;
  /** Fields whose words the search finds; rich text is searched without its tags. */
  search: { text: string[]; html?: string[] };
  /** The fields `sort` may name. */
  sort: Record<string, SortKind>;
  /** The relation a list is filtered by (`category_id=3`), with the list its choices come from. */
  relation?: { param: "category_id" | "service_id"; options: "categories" | "services" };
};

const tableOf = (key: "categories" | "services" | "projects" | "posts" | "faqs" | "team") =>
  CONTENT_ENTITIES[key].table as Exclude<ContentTable, "pages">;

const names = { ar_name: "text", en_name: "text" } as const;
const dated = { created_at: "date", id: "number" } as const;

export const LIST_TOOLS = {
  categories: {
    table: tableOf("categories"),
    search: { text: ["ar_name", "en_name"] },
    sort: { ...names, ...dated },
  },
  services: {
    table: tableOf("services"),
    search: { text: ["ar_name", "en_name"], html: ["ar_info", "en_info"] },
    sort: { ...names, ...dated },
    relation: { param: "category_id", options: "categories" },
  },
  projects: {
    table: tableOf("projects"),
    search: { text: ["ar_name", "en_name", "skills", "link"], html: ["ar_info", "en_info"] },
    sort: { ...names, ...dated },
    relation: { param: "service_id", options: "services" },
  },
  posts: {
    table: tableOf("posts"),
    // The requirements are searched too (server/db/list-keys.ts reads them).
    search: { text: ["ar_name", "en_name"], html: ["ar_info", "en_info"] },
    sort: { ...names, ...dated },
  },
  faqs: {
    table: tableOf("faqs"),
    search: { text: ["ar_name", "en_name"], html: ["ar_answer", "en_answer"] },
    sort: { ...names, ...dated },
  },
  team: {
    table: tableOf("team"),
    search: { text: ["ar_name", "en_name", "ar_role", "en_role"] },
    sort: { ...names, ar_role: "text", en_role: "text", sort: "number", ...dated },
  },
} as const satisfies Record<string, ListTools>;

export type ListEntity = keyof typeof LIST_TOOLS;

export const isListEntity = (key: string): key is ListEntity => Object.hasOwn(LIST_TOOLS, key);

/** The tools of the list at `dashboard/{key}`, or undefined for a list without them. */
export function listToolsOf(key: string): ListTools | undefined {
  return isListEntity(key) ? LIST_TOOLS[key] : undefined;
}

/** The column holding a text field's sort key (folded, compared byte by byte). */
export const sortKeyColumn = (field: string) => `${field}_key`;

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
