import type { ColumnDef, FieldDef } from "../dashboard/entity-types";
import { CONTENT_KEYS, type ContentKey, type ContentTable } from "./keys";

export { CONTENT_KEYS, type ContentKey, type ContentTable } from "./keys";

export type Relation = {
  /** Also the public list's filter (`?category_id=`). */
  field: "category_id" | "service_id";
  entity: "categories" | "services";
  /** The key under which a record carries the other's names (`service.category`). */
  name: "category" | "service";
  blocksDelete: { provider: "category_has_services" | "service_has_projects"; confirm: string };
};

export type ContentEntity = {
  key: ContentKey;
  table: ContentTable;
  /** Under dashboard/. */
  route: string;
  publicPath: string;
  publicList: boolean;
  /** As in app/routes/sitemap[.]xml/public-pages.ts. */
  sitePaths: string[];
  dashboardPath: string;
  icon: string;
  /** `lang`: that language's status needs them filled in. */
  fields: FieldDef[];
  columns: ColumnDef[];
  label: { kind: "localized"; field: string };
  images?: "one" | "many";
  /** Spec §4: where the admin list adds new items. */
  order: "oldest" | "newest";
  orderBy?: string[];
  /** Posts are news: the site lists them newest first whatever the admin order. */
  publicNewestFirst?: boolean;
  /** Provider read-cache prefixes a change makes stale. */
  cacheKeys: string[];
  audit: { entity: ContentTable; label: string };
  relations: Relation[];
  deletable: boolean;
  creatable: boolean;
  /** docs/publishing.md */
  workflow: boolean;
};

export function isContentKey(key: string): key is ContentKey {
  return CONTENT_KEYS.some((known) => known === key);
}

export const STATUSES = ["draft", "published"] as const;
export type Status = (typeof STATUSES)[number];

// Spec §7 names the public list of posts `ads`. Here rather than in registry.ts so that the posts
// page reads it without the whole registry reaching its browser bundle.
export const POSTS_PUBLIC_PATH = "ads";
