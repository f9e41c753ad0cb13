// The row type of the content records' revisions (migration 0013, server/db/revisions.ts).
import type { ColumnType, Generated } from "kysely";

import type { RevisionAction } from "../../core/contract/lists.js";
export { REVISION_ACTIONS, type RevisionAction } from "../../core/contract/lists.js";

/** A content record as it stood after one change (server/db/revisions.ts, migration 0013). */
export interface RevisionsTable {
  id: Generated<number>;
  entity: string;
  record_id: number;
  created_at: ColumnType<string, string | undefined, never>;
  admin_id: number;
  admin_name: string;
  action: RevisionAction;
  /** JSON: { row, children, images } (server/db/revisions.ts). */
  snapshot: string;
  /** JSON: the audit log's changes (server/audit/changes.ts), without the relations' names. */
  changes: string;
  /** JSON: the stored files the snapshot names (images, thumbnails, variants). */
  files: string;
}
