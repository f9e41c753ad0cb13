// A content record's history as the dashboard reads it (docs/publishing.md, "History and undo
// delete"), and the edit conflict a stale save is answered with (ADR 0022).
import { z } from "zod";
import { REVISION_ACTIONS } from "./lists.js";
import { id } from "./content-shape.js";
import { auditChange, staffMember } from "./records.js";

const stamp = z.string();
/** Who made a revision, by the name they had then. */
const editor = z.object({ id, name: z.string() });

/** One revision: what changed (the audit log's changes), by whom, when. */
export const revision = z.object({
  id,
  created_at: stamp,
  action: z.enum(REVISION_ACTIONS),
  admin: editor,
  changes: z.array(auditChange),
});

/** A revision with the record as it then stood (the edit screen's comparison): its row by the
 * registry's field names, as the dashboard's records are (`dashboardRecord`). */
export const revisionSnapshot = revision.extend({
  record: z.object({ row: z.record(z.string(), z.unknown()) }).passthrough(),
});

/** A record deleted in the last 30 days, and the revision that brings it back. */
export const deletedRecord = z.object({
  id,
  revision: id,
  ar_name: z.string(),
  en_name: z.string(),
  deleted_at: stamp,
  admin: editor,
});

/** The `data` of a save's 409: the stored stamp, and who changed the record when. */
export const conflictAnswer = z.object({
  updated_at: stamp,
  changed_by: staffMember.nullable(),
  changed_at: stamp,
});

export type Revision = z.infer<typeof revision>;
export type RevisionSnapshot = z.infer<typeof revisionSnapshot>;
export type DeletedRecord = z.infer<typeof deletedRecord>;
export type ConflictAnswer = z.infer<typeof conflictAnswer>;
