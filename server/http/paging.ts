// docs/conventions.md: page from 1, per_page 12 by default, max 100.
import { sql, type RawBuilder } from "kysely";
import { z } from "zod";
import type { PageMeta } from "../../core/contract/records.js";
import type { Engine } from "../db/engine.js";
import { firstString, lenient } from "./params.js";
import type { Parsed } from "./validate.js";

export type PageRequest = { page: number; perPage: number; offset: number };

function positive(value: unknown, fallback: number): number {
  const s = firstString(value)?.trim();
  if (!s || !/^\d{1,9}$/.test(s)) return fallback;
  const n = Number(s);
  return n >= 1 ? n : fallback;
}

/** Spec §7: `?page=n`. A list is never an error: junk falls back to the defaults. */
export const PAGING = {
  page: z.unknown().transform((raw) => positive(raw, 1)),
  per_page: z.unknown().transform((raw) => Math.min(positive(raw, 12), 100)),
};

/** A paged list's query: its page and what to search for (`q`, `query` or `search`). */
export const LIST_QUERY = {
  ...PAGING,
  q: lenient.text,
  query: lenient.text,
  search: lenient.text,
};

export function pageOf({ page, per_page }: Parsed<typeof PAGING>): PageRequest {
  return { page, perPage: per_page, offset: (page - 1) * per_page };
}

export function listOf(input: Parsed<typeof LIST_QUERY>): { page: PageRequest; q?: string } {
  const q = input.q ?? input.query ?? input.search;
  return { page: pageOf(input), q: q?.slice(0, 100) };
}

export function pageMeta(total: number, req: PageRequest): PageMeta {
  return {
    total,
    current_page: req.page,
    last_page: Math.max(1, Math.ceil(total / req.perPage)),
    per_page: req.perPage,
  };
}

// PostgreSQL's LIKE is case-sensitive, so `ilike` there (ADR 0010).
export function likeAny(engine: Engine, columns: string[], q: string): RawBuilder<boolean> {
  // PostgreSQL refuses a NUL in text; SQLite finds no row: the same empty answer, without asking.
  if (engine === "postgres" && q.includes("\0")) return sql<boolean>`false`;
  const pattern = containing(q);
  const like = engine === "postgres" ? sql`ilike` : sql`like`;
  return sql<boolean>`(${sql.join(
    columns.map((c) => sql`${sql.ref(c)} ${like} ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

function containing(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `folded` went through server/db/list-keys.ts's fold, so a byte-wise LIKE answers alike. */
export function likeFolded(column: string, folded: string): RawBuilder<boolean> {
  if (folded.includes("\0")) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} like ${containing(folded)} escape '\\'`;
}
