// Images stored before variants existed (ADR 0015). Idempotent, so replicas may run it together.
import type { Db } from "./index.js";
import type { Logger } from "../log.js";
import type { Storage } from "../storage/index.js";

/** Each row's encodes are bounded again by storage/variants.ts. */
const ROWS_AT_ONCE = 2;

export type BackfillResult = { done: number; missing: number; failed: number };

export async function backfillVariants(
  db: Db,
  storage: Storage,
  log: Logger,
  stopped: () => boolean = () => false,
): Promise<BackfillResult> {
  const rows = await db
    .selectFrom("images")
    .select(["id", "path"])
    .where("variants", "is", null)
    .orderBy("id")
    .execute();
  const result: BackfillResult = { done: 0, missing: 0, failed: 0 };
  if (!rows.length) return result;
  const started = Date.now();
  log.info({ images: rows.length }, "image variants: backfill started");

  async function one(row: { id: number; path: string }) {
    try {
      const variants = await storage.addVariants(row.path);
      // So it is not picked again on every start.
      const update = await db
        .updateTable("images")
        .set({ variants: JSON.stringify(variants ?? []) })
        .where("id", "=", row.id)
        .where("path", "=", row.path)
        .executeTakeFirst();
      if (!update.numUpdatedRows && variants) {
        // Replaced or deleted while we encoded: its remover did not know these files yet.
        await storage.remove(variants.map((v) => v.path).filter((p) => p !== row.path));
      }
      if (variants) result.done++;
      else {
        result.missing++;
        log.warn({ path: row.path }, "image variants: main file missing");
      }
    } catch (error) {
      result.failed++;
      log.warn({ path: row.path, error: (error as Error).message }, "image variants: failed");
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < rows.length && !stopped()) await one(rows[next++]);
  };
  await Promise.all(Array.from({ length: ROWS_AT_ONCE }, worker));
  log.info({ ...result, ms: Date.now() - started }, "image variants: backfill finished");
  return result;
}
