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
 * first, non-empty); the other keeps its time. They tell a translation that is older than the
 * other language's text (docs/publishing.md).
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
