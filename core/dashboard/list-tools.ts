// Data only, read by the provider (server/db/list-keys.ts) and the app; docs/conventions.md
// ("List tools") states the contract.

import { CONTENT_ENTITIES } from "../content/registry";
import type { ContentTable } from "../content/registry-types";

/** Text by its folded key (search/fold.ts). */
export type SortKind = "text" | "date" | "number";

export type ListTools = {
  table: Exclude<ContentTable, "pages">;
  /** Rich text is searched without its tags. */
  search: { text: string[]; html?: string[] };
  sort: Record<string, SortKind>;
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

export function listToolsOf(key: string): ListTools | undefined {
  return isListEntity(key) ? LIST_TOOLS[key] : undefined;
}

/** Folded, compared byte by byte. */
export const sortKeyColumn = (field: string) => `${field}_key`;

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
