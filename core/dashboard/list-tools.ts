// Data only, read by the provider (server/db/list-keys.ts) and the app; docs/conventions.md
// ("List tools") states the contract. Built from the registry's fields: a text field is searched
// (rich text without its tags) unless it says `searchable: false`, a `sortable` one sorts.

import { CONTENT_ENTITIES } from "../content/registry";
import type { ContentEntity, ContentKey, ContentTable } from "../content/registry-types";
import type { FieldDef } from "./entity-types";

/** Text by its folded key (search/fold.ts). */
export type SortKind = "text" | "date" | "number";

export type ListTools = {
  table: Exclude<ContentTable, "pages">;
  /** Rich text is searched without its tags; `children`: a post's requirement rows too. */
  search: { text: string[]; html: string[]; children?: "requirements" };
  sort: Record<string, SortKind>;
  relation?: { param: "category_id" | "service_id"; options: "categories" | "services" };
};

/** The pages are a fixed set of records: no list tools. */
export type ListEntity = Exclude<ContentKey, "pages">;

const TEXT_KINDS = new Set<FieldDef["kind"]>(["text", "textarea", "url", "email", "tel"]);
const searchable = (field: FieldDef) => field.searchable !== false;

/** What one entity's list searches and sorts by, read from its fields. */
export function listToolsFor(entity: ContentEntity & { table: ListTools["table"] }): ListTools {
  const { fields, relations, table } = entity;
  const sort: Record<string, SortKind> = {};
  for (const field of fields)
    if (field.sortable) sort[field.name] = field.kind === "number" ? "number" : "text";
  const relation = relations[0];
  return {
    table,
    search: {
      text: fields.filter((f) => TEXT_KINDS.has(f.kind) && searchable(f)).map((f) => f.name),
      html: fields.filter((f) => f.kind === "rich" && searchable(f)).map((f) => f.name),
      ...(fields.some((f) => f.kind === "requirements") ? { children: "requirements" } : {}),
    },
    sort: { ...sort, created_at: "date", id: "number" },
    ...(relation ? { relation: { param: relation.field, options: relation.entity } } : {}),
  };
}

const listed = (key: ListEntity) => {
  const entity = CONTENT_ENTITIES[key];
  const { table } = entity;
  if (table === "pages") throw new Error(`${key} has no list tools`);
  return listToolsFor({ ...entity, table });
};

export const LIST_TOOLS: Record<ListEntity, ListTools> = {
  categories: listed("categories"),
  services: listed("services"),
  projects: listed("projects"),
  posts: listed("posts"),
  faqs: listed("faqs"),
  team: listed("team"),
};

export const isListEntity = (key: string): key is ListEntity => Object.hasOwn(LIST_TOOLS, key);

export function listToolsOf(key: string): ListTools | undefined {
  return isListEntity(key) ? LIST_TOOLS[key] : undefined;
}

/** Folded, compared byte by byte. */
export const sortKeyColumn = (field: string) => `${field}_key`;

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
