import type { ColumnType } from "kysely";
import type { Status } from "../../core/content/registry.js";

export type Folded = ColumnType<string | null, string | null | undefined, string | null>;

/** server/db/list-keys.ts; the sort keys come with their fields (server/db/content-rows.ts). */
export interface ListKeyColumns {
  search_text: Folded;
}

/** Migration 0008, docs/publishing.md. */
export interface Publishable {
  ar_status: ColumnType<Status, Status | undefined, Status>;
  en_status: ColumnType<Status, Status | undefined, Status>;
  publish_at: string | null;
  ar_edited_at: string | null;
  en_edited_at: string | null;
}

/** Migration 0014, server/db/stamps.ts: null on rows older than it (read as `created_at`). */
export type Stamp = ColumnType<string | null, string | null | undefined, string | null>;

export interface ContentColumns extends ListKeyColumns, Publishable {
  updated_at: Stamp;
}

/** An item's earlier addresses, and a deleted item's last ones (server/db/slugs.ts). */
export interface SlugHistoryTable {
  id: ColumnType<number, never, never>;
  table_name: string;
  lang: "ar" | "en";
  slug: string;
  record_id: number;
  created_at: ColumnType<string, string | undefined, never>;
}
