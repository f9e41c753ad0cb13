// docs/conventions.md: page from 1, per_page 12 by default, max 100.
import { sql, type RawBuilder } from "kysely";
import type { PageMeta } from "../contract/records.js";
import type { Engine } from "../db/engine.js";

export type PageRequest = { page: number; perPage: number; offset: number };

function firstString(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstString(value[0]);
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

function positive(value: unknown, fallback: number): number {
  const s = firstString(value)?.trim();
  if (!s || !/^\d{1,9}$/.test(s)) return fallback;
  const n = Number(s);
  return n >= 1 ? n : fallback;
}

/** A list is never an error: junk falls back to defaults. */
export function pageRequest(...sources: Record<string, unknown>[]): PageRequest {
  const pick = (key: string) => sources.map((s) => s[key]).find((x) => x !== undefined);
  const page = positive(pick("page"), 1);
  const perPage = Math.min(positive(pick("per_page"), 12), 100);
  return { page, perPage, offset: (page - 1) * perPage };
}

export function searchText(...sources: Record<string, unknown>[]): string | undefined {
  for (const s of sources) {
    const q = firstString(s.q ?? s.query ?? s.search)?.trim();
    if (q) return q.slice(0, 100);
  }
  return undefined;
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
