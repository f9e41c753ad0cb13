// Optimistic concurrency for the dashboard's saves (ADR 0022): a form
// sends the `updated_at` it was opened with, and a save whose stamp is no longer the stored one
// is refused with a 409 naming who changed the record and when. Stamps are ISO 8601 text with
// milliseconds on both engines, made here in JS, so they compare exactly as strings.
import { sql } from "kysely";
import { editConflict, notFound } from "../http/errors.js";
import { t, type Lang } from "../i18n/index.js";
import { engineOf, type Db } from "./index.js";
import { loose } from "./records.js";
import type { ContentTable } from "../../core/content/registry.js";

/** The tables whose rows the dashboard edits in a form (migration 0014; pages since 0006). */
export type StampedTable = ContentTable | "skills" | "tags" | "jobs" | "users";

/** Rows from before migration 0014 read as last changed when they were made. */
const STORED = sql<string>`coalesce(updated_at, created_at)`;

async function storedStamp(db: Db, table: StampedTable, id: number, lock = false) {
  let query = loose(db).selectFrom(table).select(STORED.as("stamp")).where("id", "=", id);
  if (lock && engineOf(db) === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? String(row.stamp) : undefined;
}

export function stampOf(row: Record<string, unknown>): string {
  const stamp = row.updated_at ?? row.created_at;
  return typeof stamp === "string" ? stamp : "";
}

/** Strictly after the previous stamp, so two saves in one millisecond still differ. */
export function nextStamp(previous: string, now = Date.now()): string {
  const before = Date.parse(previous);
  return new Date(Number.isFinite(before) && before >= now ? before + 1 : now).toISOString();
}

/**
 * Gives the row a new stamp if its stored one is still `expected` (any, when the form sent
 * none) and returns the one it had. Called inside the save's transaction before its other
 * writes: the comparison is the UPDATE's own WHERE, so on PostgreSQL a second save waits for the
 * first's row lock and then finds the stamp changed; SQLite runs one write transaction at a time.
 */
export async function claimStamp(
  trx: Db,
  lang: Lang,
  table: StampedTable,
  id: number,
  expected: string | undefined,
): Promise<string> {
  // Locked on PostgreSQL, so the stamp read is the one the UPDATE replaces (keepStamp).
  const current = await storedStamp(trx, table, id, true);
  if (current === undefined) throw notFound();
  let update = loose(trx)
    .updateTable(table)
    .set({ updated_at: nextStamp(current) })
    .where("id", "=", id);
  if (expected !== undefined) update = update.where(STORED, "=", expected);
  const { numUpdatedRows } = await update.executeTakeFirst();
  if (numUpdatedRows > 0n) return current;
  const stored = await storedStamp(trx, table, id);
  throw stored === undefined ? notFound() : await conflictOf(trx, lang, table, id, stored);
}

/** A save that changed nothing (no audit entry, ADR 0014) gives the stamp back: it refuses no
 * form, and a conflict always names the author of a change. */
export async function keepStamp(trx: Db, table: StampedTable, id: number, previous: string) {
  await loose(trx).updateTable(table).set({ updated_at: previous }).where("id", "=", id).execute();
}

/** The 409 for a record whose stored stamp is `stamp`; who made it comes from the audit log
 * (ADR 0014). */
export async function conflictOf(db: Db, lang: Lang, entity: string, id: number, stamp: string) {
  const entry = await db
    .selectFrom("audit_log")
    .select(["admin_id", "admin_name", "created_at"])
    .where("entity", "=", entity)
    .where("entity_id", "=", id)
    .orderBy("id", "desc")
    .executeTakeFirst();
  const changedBy = entry ? { id: entry.admin_id, username: entry.admin_name } : null;
  return editConflict(
    { updated_at: stamp, changed_by: changedBy, changed_at: stamp },
    changedBy?.username ?? t(lang, "edit_conflict_someone"),
  );
}

/** The form's stamp: absent or empty means "no check", as before the stamps. */
export function sentStamp(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}
