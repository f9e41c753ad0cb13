// Publishing per language (docs/publishing.md) for the registry's `workflow` entities.
import { sql, type RawBuilder } from "kysely";
import type { FieldValue } from "../http/form.js";
import { v, validate } from "../http/validate.js";
import type { Lang } from "../i18n/index.js";
import { engineOf, type Engine } from "./engine.js";
import { nowIso } from "./index.js";
import {
  CONTENT_ENTITIES,
  entityOfTable,
  STATUSES,
  type ContentEntity,
  type Status,
} from "../../core/content/registry.js";

export const LANGS = ["ar", "en"] as const;

export type Publishing = {
  ar_status: Status;
  en_status: Status;
  /** Absent: an update keeps its time; null: no schedule. */
  publish_at?: string | null;
};

const status = v.optional(v.oneOf(STATUSES));

/** A save naming no status (a client of the spec's contract) publishes both languages. */
export function readPublishing(lang: Lang, fields: Record<string, FieldValue>): Publishing {
  const input = validate(lang, fields, {
    ar_status: status,
    en_status: status,
    publish_at: v.clearable(v.datetime()),
  });
  const out: Publishing = {
    ar_status: input.ar_status ?? "published",
    en_status: input.en_status ?? "published",
  };
  if (input.publish_at !== undefined) out.publish_at = input.publish_at;
  return out;
}

/** Columns are NOT NULL. */
export function fillDraftFields(entity: ContentEntity, columns: Record<string, unknown>) {
  for (const field of entity.fields) {
    if (field.lang && field.required && columns[field.name] === undefined) columns[field.name] = "";
  }
}

/** A save that brings an outdated language up to date stamps both alike, so the other is not
 * then taken for the older one (docs/publishing.md). */
export function editedStamps(
  entity: ContentEntity,
  columns: Record<string, unknown>,
  before: Record<string, unknown> | undefined,
): Record<string, string> {
  const stamps: Record<string, string> = {};
  const now = nowIso();
  for (const lang of LANGS) {
    const fields = entity.fields.filter((f) => f.lang === lang && f.name in columns);
    const changed = before
      ? fields.some((f) => (columns[f.name] ?? "") !== (before[f.name] ?? ""))
      : fields.some((f) => columns[f.name] !== "" && columns[f.name] !== undefined);
    if (changed) stamps[`${lang}_edited_at`] = now;
  }
  if (before && Object.keys(stamps).length === 1) {
    const [lang] = LANGS.filter((l) => stamps[`${l}_edited_at`]);
    const other = lang === "ar" ? "en" : "ar";
    const wasBehind =
      String(before[`${lang}_edited_at`] ?? "") < String(before[`${other}_edited_at`] ?? "");
    if (wasBehind) stamps[`${other}_edited_at`] = now;
  }
  return stamps;
}

/** Default statuses and no schedule are not news in a create's audit summary. */
export function withoutDefaults(columns: Record<string, unknown>): Record<string, unknown> {
  const out = { ...columns };
  for (const lang of LANGS) if (out[`${lang}_status`] === "published") delete out[`${lang}_status`];
  if (out.publish_at === null) delete out.publish_at;
  return out;
}

/** Every replica compares with the same clock. */
function dbNow(engine: Engine): RawBuilder<string> {
  return engine === "postgres"
    ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/** Published in `lang` and past their publish time, with every record they name shown there too:
 * a service under a draft category would sit under no category (docs/publishing.md). */
export function shownIn(
  db: Parameters<typeof engineOf>[0],
  table: string,
  lang: Lang,
): RawBuilder<boolean> {
  const entity = entityOfTable(table);
  if (!entity?.workflow) return sql<boolean>`1 = 1`;
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const parts: RawBuilder<unknown>[] = [
    sql`${column(`${lang}_status`)} = 'published'`,
    sql`(${column("publish_at")} is null or ${column("publish_at")} <= ${dbNow(engineOf(db))})`,
  ];
  for (const relation of entity.relations) {
    const parent = CONTENT_ENTITIES[relation.entity].table;
    // Correlated, so each row looks its parent up by key: `in (select ...)` would collect every
    // published parent first, a scan of the whole parent table per request (docs/performance.md).
    parts.push(
      sql`exists (select 1 from ${sql.table(parent)} where ${sql.ref(`${parent}.id`)} = ${column(relation.field)} and ${shownIn(db, parent, lang)})`,
    );
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/** Kept whatever the language's status: they say it, and the public schemas drop them. */
const WORKFLOW_SUFFIXES = ["_status", "_edited_at"];

/** The languages a record is not published in; none for an entity without the workflow. */
export const draftLanguages = (row: Record<string, unknown>): Lang[] =>
  LANGS.filter((lang) => {
    const status = row[`${lang}_status`];
    return status !== undefined && status !== "published";
  });

/** A public answer holds no unpublished text (docs/publishing.md): each `<lang>_` field of a
 * language in `langs` becomes "" (a text) or [] (a list), as a draft's empty fields are stored,
 * in the record and in the objects it holds (a post's requirement pairs). */
export function blankLanguages<T extends Record<string, unknown>>(row: T, langs: Lang[]): T {
  if (!langs.length) return row;
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row)) {
    const own = langs.some((lang) => key.startsWith(`${lang}_`));
    if (own && !WORKFLOW_SUFFIXES.some((suffix) => key.endsWith(suffix))) {
      if (typeof value === "string") out[key] = "";
      else if (Array.isArray(value)) out[key] = [];
    } else if (Array.isArray(value)) {
      out[key] = value.map((item: unknown) =>
        item && typeof item === "object" && !Array.isArray(item)
          ? blankLanguages({ ...item }, langs)
          : item,
      );
    }
  }
  return { ...row, ...out };
}

export type Translation = "missing" | "outdated" | "current";

const requiredOf = (entity: ContentEntity, lang: Lang) =>
  entity.fields.filter((f) => f.lang === lang && f.required && f.kind !== "images");

export const completeIn = (entity: ContentEntity, row: Record<string, unknown>, lang: Lang) =>
  requiredOf(entity, lang).every((f) => Boolean(row[f.name]));

/** null when no language is complete. */
export function publishedStatuses(
  entity: ContentEntity,
  row: Record<string, unknown>,
): Pick<Publishing, "ar_status" | "en_status"> | null {
  const complete = LANGS.filter((lang) => completeIn(entity, row, lang));
  if (!complete.length) return null;
  return {
    ar_status: complete.includes("ar") ? "published" : "draft",
    en_status: complete.includes("en") ? "published" : "draft",
  };
}

export function withStatus(status: Status): RawBuilder<boolean> {
  const published = sql`${sql.ref("ar_status")} = 'published' and ${sql.ref("en_status")} = 'published'`;
  return status === "published" ? sql<boolean>`(${published})` : sql<boolean>`not (${published})`;
}

/** Outdated: the other language changed after it was last edited. */
export function translationOf(
  entity: ContentEntity,
  row: Record<string, unknown>,
): Record<Lang, Translation> {
  const status = (lang: Lang, other: Lang): Translation => {
    if (!completeIn(entity, row, lang)) return "missing";
    const own = String(row[`${lang}_edited_at`] ?? "");
    const theirs = String(row[`${other}_edited_at`] ?? "");
    return theirs > own ? "outdated" : "current";
  };
  return { ar: status("ar", "en"), en: status("en", "ar") };
}

export function needsWork(entity: ContentEntity, lang: Lang): RawBuilder<boolean> {
  const other: Lang = lang === "ar" ? "en" : "ar";
  const parts = requiredOf(entity, lang).map((f) => sql`${sql.ref(f.name)} = ''`);
  parts.push(
    sql`coalesce(${sql.ref(`${lang}_edited_at`)}, '') < coalesce(${sql.ref(`${other}_edited_at`)}, '')`,
  );
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}
