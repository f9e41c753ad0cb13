// The shape of an entry of the content registry (registry.ts): what is stated once per entity.
import type { ColumnDef, FieldDef } from "../dashboard/entity-types";

/** In the dashboard menu's order. */
export const CONTENT_KEYS = [
  "categories",
  "services",
  "projects",
  "posts",
  "faqs",
  "team",
  "pages",
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
export type ContentTable =
  "categories" | "services" | "projects" | "posts" | "faqs" | "team_members" | "pages";

/** A record that names another: a service its category, a project its service. */
export type Relation = {
  /** The column holding the other record's id, also the public list's filter (`?category_id=`). */
  field: "category_id" | "service_id";
  /** The entity it points to. */
  entity: ContentKey;
  /** The key under which a record carries the other's names (`service.category`). */
  name: "category" | "service";
  /** Why the other cannot be deleted while this one points to it: provider and dashboard keys. */
  blocksDelete: { provider: "category_has_services" | "service_has_projects"; confirm: string };
};

export type ContentEntity = {
  key: ContentKey;
  table: ContentTable;
  /** The provider's path under dashboard/ (list, save, delete). */
  route: string;
  /** The provider's public read (GET `ads`, GET `pages/{key}`). */
  publicPath: string;
  /** The provider answers a public paged list at `publicPath` (not the fixed pages). */
  publicList: boolean;
  /** The site's pages that show the entity (paths as in app/routes/sitemap[.]xml/public-pages.ts). */
  sitePaths: string[];
  /** The dashboard screen. */
  dashboardPath: string;
  /** The stat card's icon on the dashboard home (app/components/dashboard/icons.tsx). */
  icon: string;
  /** Language fields carry `lang` (the status of that language needs them filled in). */
  fields: FieldDef[];
  columns: ColumnDef[];
  /** How a row is named in the confirm dialog. */
  label: { kind: "localized"; field: string };
  /** Columns the dashboard's search reads. */
  search: string[];
  images?: "one" | "many";
  /** Spec §4: the admin list adds new items at the end ("oldest") or at the front. */
  order: "oldest" | "newest";
  /** Columns read before `id` (the team's own order). */
  orderBy?: string[];
  /** The site lists the newest first (posts are news), whatever the admin list's order. */
  publicNewestFirst?: boolean;
  /** Provider read-cache prefixes (paths) a change makes stale. */
  cacheKeys: string[];
  /** The audit log's section (its `entity`) and its label (dashboard namespace). */
  audit: { entity: ContentTable; label: string };
  relations: Relation[];
  deletable: boolean;
  /** False for a fixed set of records (the pages): no "add", no search. */
  creatable: boolean;
  /** Status per language (draft/published) and a publish time (docs/publishing.md). */
  workflow: boolean;
};

export function isContentKey(key: string): key is ContentKey {
  return CONTENT_KEYS.some((known) => known === key);
}

/** The two languages' statuses (docs/publishing.md). */
export const STATUSES = ["draft", "published"] as const;
export type Status = (typeof STATUSES)[number];
