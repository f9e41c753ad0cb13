// Publishing per language (docs/publishing.md), for every entity whose registry entry says
// `workflow: true`: what a save's statuses and publish time are, which language's fields a save
// needs, when each language was last edited, and which records the site shows in a language.
import { sql, type RawBuilder } from "kysely";
import type { FieldValue } from "../http/form.js";
import { v, validate, type Rule } from "../http/validate.js";
import type { Lang } from "../i18n/index.js";
import { engineOf, type Engine } from "./engine.js";
import { nowIso } from "./index.js";
import {
  CONTENT_ENTITIES,
  entityOfTable,
  STATUSES,
  type ContentEntity,
  type Status,
} from "../../app/modules/content/registry.js";

export const LANGS = ["ar", "en"] as const;

export type Publishing = {
  ar_status: Status;
  en_status: Status;
  /** Absent: an update keeps its time; null: no schedule. */
  publish_at?: string | null;
};

const status = v.optional(v.oneOf(STATUSES));

/**
 * The statuses and publish time a save names. A save that names no status (a client of the
 * spec's contract, which knows no drafts) publishes: today's behaviour, in both languages.
 */
export function readPublishing(lang: Lang, fields: Record<string, FieldValue>): Publishing {
  const input = validate(lang, fields, {
    ar_status: status,
    en_status: status,
    publish_at: v.optional(v.datetime()),
  });
  const out: Publishing = {
    ar_status: input.ar_status ?? "published",
    en_status: input.en_status ?? "published",
  };
  // Sent empty: the schedule is removed; not sent at all: an update keeps it.
  if (fields.publish_at !== undefined) out.publish_at = input.publish_at ?? null;
  return out;
}

/**
 * A field of a language that stays a draft may be left empty (a text written in one language
 * first); a published language needs all of its required fields.
 */
export function relaxDrafts(
  entity: ContentEntity,
  schema: Record<string, Rule<unknown>>,
  publishing: Publishing,
): Record<string, Rule<unknown>> {
  const out = { ...schema };
  for (const field of entity.fields) {
    if (field.lang && publishing[`${field.lang}_status`] === "draft" && out[field.name])
      out[field.name] = v.optional(out[field.name]);
  }
  return out;
}

/** Columns are NOT NULL: an empty draft field is stored as "". */
export function fillDraftFields(entity: ContentEntity, columns: Record<string, unknown>) {
  for (const field of entity.fields) {
    if (field.lang && field.required && columns[field.name] === undefined) columns[field.name] = "";
  }
}

/**
 * `ar_edited_at` / `en_edited_at`: now for a language whose texts this save changed (or wrote
 * first, non-empty). They tell a translation older than the other language's text. A save that
 * brings an outdated language up to date stamps both alike: the translation has caught up, so the
 * other language is not then taken for the older one (docs/publishing.md).
 */
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

/**
 * A create's audit summary names what was given: statuses at their default (published, as every
 * save before drafts) and no schedule are not news.
 */
export function withoutDefaults(columns: Record<string, unknown>): Record<string, unknown> {
  const out = { ...columns };
  for (const lang of LANGS) if (out[`${lang}_status`] === "published") delete out[`${lang}_status`];
  if (out.publish_at === null) delete out.publish_at;
  return out;
}

/** The database's clock as ISO 8601 UTC text: every replica compares with the same one. */
function dbNow(engine: Engine): RawBuilder<string> {
  return engine === "postgres"
    ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
}

/**
 * The records of `table` the site shows in `lang`: published in that language, their publish
 * time passed, and every record they name shown there too (a service whose category is a draft
 * in Arabic is not on the Arabic site: it would sit under no category, docs/publishing.md).
 */
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
    parts.push(
      sql`${column(relation.field)} in (select ${sql.ref(`${parent}.id`)} from ${sql.table(parent)} where ${shownIn(db, parent, lang)})`,
    );
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

export type Translation = "missing" | "outdated" | "current";

const requiredOf = (entity: ContentEntity, lang: Lang) =>
  entity.fields.filter((f) => f.lang === lang && f.required && f.kind !== "images");

/** Every required text of `lang` is filled in: the language may be published (docs/publishing.md). */
export const completeIn = (entity: ContentEntity, row: Record<string, unknown>, lang: Lang) =>
  requiredOf(entity, lang).every((f) => Boolean(row[f.name]));

/**
 * What "Publish" makes of a stored record: each complete language published, the others drafts;
 * null when no language is complete (the bulk action's rule, docs/publishing.md).
 */
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

/** The dashboard's status filter: published in both languages, or a draft in at least one. */
export function withStatus(status: Status): RawBuilder<boolean> {
  const published = sql`${sql.ref("ar_status")} = 'published' and ${sql.ref("en_status")} = 'published'`;
  return status === "published" ? sql<boolean>`(${published})` : sql<boolean>`not (${published})`;
}

/**
 * Each language's translation status: missing (a required text of it is empty), outdated (the
 * other language changed after it was last edited) or current.
 */
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

/** The rows whose `lang` needs work: missing or outdated (the dashboard's "needs" filter). */
export function needsWork(entity: ContentEntity, lang: Lang): RawBuilder<boolean> {
  const other: Lang = lang === "ar" ? "en" : "ar";
  const parts = requiredOf(entity, lang).map((f) => sql`${sql.ref(f.name)} = ''`);
  parts.push(
    sql`coalesce(${sql.ref(`${lang}_edited_at`)}, '') < coalesce(${sql.ref(`${other}_edited_at`)}, '')`,
  );
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}
