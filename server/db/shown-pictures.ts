// Which stored pictures the site shows (ADR 0023): those of live records published in at least
// one language, their thumbs and variants. A deleted record's files stay for a restore
// (docs/publishing.md, "History and undo delete"), but nothing serves them to the public.
//
// The set lives in memory. Every save, publish, delete and restore keeps a revision in its own
// transaction, on whichever replica made it, so the newest revision's id (one look-up on the
// primary key) tells each request whether the set is still current: no hook to call, no channel
// to miss. Ids are taken before commit, so two PostgreSQL transactions can commit out of order;
// the set is also read again every RELOAD_MS, which bounds that rare case.
import { sql } from "kysely";
import type { Db } from "./index.js";
import { parseVariants } from "../storage/variants.js";
import { CONTENT_ENTITIES } from "../../core/content/registry.js";

const RELOAD_MS = 10_000;

/** A variant's or thumb's name is its main picture's with a suffix (storage/variants.ts). */
const DERIVED = /^(.*\/[0-9a-f]{16,})(?:-thumb\.webp|-\d+\.(?:avif|webp)|\.avif)$/;

/** Path -> the record's publish time (null: none). */
type Shown = Map<string, string | null>;
type State = { mark: number | null; at: number; shown: Shown };

const states = new WeakMap<Db, State>();

const OWNERS = Object.values(CONTENT_ENTITIES).filter((entity) => entity.images);

type ImageRow = { path: string; thumb: string | null; variants: string | null };

function pathsOf(row: ImageRow): string[] {
  const out = [row.path, ...parseVariants(row.variants).map((v) => v.path)];
  if (row.thumb) out.push(row.thumb);
  return out;
}

async function latestMark(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom("revisions")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return row?.id ?? null;
}

async function readShown(db: Db): Promise<Shown> {
  const shown: Shown = new Map();
  for (const { table, workflow } of OWNERS) {
    // The table comes from the registry, never from a request.
    const published = workflow
      ? sql`and (t.ar_status = 'published' or t.en_status = 'published')`
      : sql``;
    const { rows } = await sql<ImageRow & { publish_at: string | null }>`
      select i.path, i.thumb, i.variants, ${workflow ? sql`t.publish_at` : sql`null`} as publish_at
      from images i join ${sql.table(table)} t on t.id = i.owner_id
      where i.owner_table = ${table} ${published}`.execute(db);
    for (const row of rows) for (const path of pathsOf(row)) shown.set(path, row.publish_at);
  }
  return shown;
}

async function currentShown(db: Db, now: number): Promise<Shown> {
  const mark = await latestMark(db);
  const state = states.get(db);
  if (state && state.mark === mark && now - state.at < RELOAD_MS) return state.shown;
  const shown = await readShown(db);
  states.set(db, { mark, at: now, shown });
  return shown;
}

/** Whether the public may fetch this `/storage/...` path now. */
export async function isShownPicture(db: Db, path: string, now = Date.now()): Promise<boolean> {
  const shown = await currentShown(db, now);
  const main = DERIVED.exec(path)?.[1];
  const key = shown.has(path) ? path : main !== undefined ? `${main}.webp` : path;
  if (!shown.has(key)) return false;
  const from = shown.get(key);
  return !from || from <= new Date(now).toISOString();
}

/** Whether the path is one of a record's pictures (a preview link's, ADR 0023). */
export async function isPictureOf(db: Db, table: string, id: number, path: string) {
  const rows = await db
    .selectFrom("images")
    .select(["path", "thumb", "variants"])
    .where("owner_table", "=", table)
    .where("owner_id", "=", id)
    .execute();
  const main = DERIVED.exec(path)?.[1];
  const paths = new Set(rows.flatMap(pathsOf));
  return paths.has(path) || (main !== undefined && paths.has(`${main}.webp`));
}
