// Built from the content registry, which states the fields and relations once; what is the
// provider's own (a post's requirement rows, a team member's place) is added here.
import type { FieldValue } from "../http/form.js";
import type { Problems } from "../http/validate.js";
import type { MessageKey } from "../i18n/index.js";
import type { Db } from "./index.js";
import { loose } from "./records.js";
import { isSlugTable, slugTaken } from "./slugs.js";
import { slugOf } from "../../core/content/slug.js";
import { SKILL_FIELDS } from "../../core/content/fields.js";
import {
  byContentKey,
  dependentsOf,
  CONTENT_ENTITIES,
  type ContentEntity,
  type ContentKey,
  type ContentTable,
} from "../../core/content/registry.js";
import type { FieldDef } from "../../core/dashboard/entity-types.js";

export type Input = Record<string, unknown>;
export type Check = (
  db: Db,
  input: Input,
  fields: Record<string, FieldValue>,
  problems: Problems,
  /** Undefined on a create. */
  id: number | undefined,
) => Promise<void>;

export type ContentSpec = {
  table: Exclude<ContentTable, "pages"> | "skills";
  /** The path under dashboard/. */
  route: string;
  /** Checked by the rules the dashboard checks with (core/validation/field-rules.ts). */
  fields: readonly FieldDef[];
  images?: { max: number };
  /** Skills have none. */
  entity?: ContentEntity;
  check?: Check;
  /** Child rows written in the same transaction (post requirements). */
  after?: (trx: Db, id: number, input: Input) => Promise<void>;
  /** `write` puts back rows read so (a restore, server/db/restore-revision.ts). */
  children?: {
    name: string;
    read: (db: Db, id: number) => Promise<string>;
    write: (trx: Db, id: number, text: string) => Promise<void>;
  };
  /** Checked before anything is removed. */
  blocksDelete?: (db: Db, id: number) => Promise<MessageKey | null>;
};

const MAX_IMAGES = 10;

function referenceCheck(entity: ContentEntity): Check | undefined {
  if (!entity.relations.length) return undefined;
  return async (db, input, _fields, problems) => {
    for (const relation of entity.relations) {
      const found = await loose(db)
        .selectFrom(CONTENT_ENTITIES[relation.entity].table)
        .select("id")
        .where("id", "=", input[relation.field] as number)
        .executeTakeFirst();
      if (!found) problems.add(relation.field, "v_exists");
    }
  };
}

function deleteCheck(key: ContentKey): ContentSpec["blocksDelete"] {
  const dependents = dependentsOf(key);
  if (!dependents.length) return undefined;
  return async (db, id) => {
    for (const { entity, relation } of dependents) {
      const found = await loose(db)
        .selectFrom(entity.table)
        .select("id")
        .where(relation.field, "=", id)
        .executeTakeFirst();
      if (found) return relation.blocksDelete.provider;
    }
    return null;
  };
}

/** A slug sent is normalized and must be free; one sent empty is made anew from the name after
 * the write, one not sent is kept (server/db/slugs.ts). */
function slugCheck(entity: ContentEntity): Check | undefined {
  const { table } = entity;
  if (!isSlugTable(table)) return undefined;
  return async (db, input, fields, problems, id) => {
    for (const lang of ["ar", "en"] as const) {
      const field = `${lang}_slug`;
      const sent = fields[field];
      if (sent === undefined) {
        delete input[field];
        continue;
      }
      const slug = slugOf(lang, typeof sent === "string" ? sent : "");
      if (typeof sent === "string" && sent.trim() && !slug) problems.add(field, "v_invalid");
      else if (slug && (await slugTaken(db, table, lang, slug, id)))
        problems.add(field, "v_unique");
      input[field] = slug || null;
    }
  };
}

const list = (raw: FieldValue | undefined) =>
  Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];

/** A pair with one side empty is an error unless that side's language is a draft. */
const checkRequirements: Check = async (_db, input, fields, problems) => {
  const ar = list(fields.ar_requirements).map((s) => s.trim());
  const en = list(fields.en_requirements).map((s) => s.trim());
  const draft = (lang: "ar" | "en") => fields[`${lang}_status`] === "draft";
  const pairs: [string, string][] = [];
  for (let i = 0; i < Math.max(ar.length, en.length); i++) {
    const a = ar[i] ?? "";
    const e = en[i] ?? "";
    if (!a && !e) continue;
    if ((!a && !draft("ar")) || (!e && !draft("en")))
      return problems.add("ar_requirements", "v_pairs");
    if ([...a].length > 255 || [...e].length > 255)
      return problems.add("ar_requirements", "v_max", { max: 255 });
    pairs.push([a, e]);
  }
  if (pairs.length > 30) return problems.add("ar_requirements", "v_too_many", { max: 30 });
  input.requirements = pairs;
};

/** A member saved without a place goes last; an update without one keeps it. */
const placeMember: Check = async (db, input, _fields, _problems, id) => {
  if (input.sort !== undefined) return;
  if (id) {
    delete input.sort;
    return;
  }
  const row = await loose(db)
    .selectFrom(CONTENT_ENTITIES.team.table)
    .select((eb) => eb.fn.max("sort").as("last"))
    .executeTakeFirst();
  input.sort = row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

type Requirement = { ar_requirement: string; en_requirement: string };

const readRequirements = async (db: Db, id: number) =>
  JSON.stringify(
    await db
      .selectFrom("post_requirements")
      .select(["ar_requirement", "en_requirement"])
      .where("post_id", "=", id)
      .orderBy("position")
      .execute(),
  );

const writeRequirements = async (trx: Db, id: number, input: Input) => {
  await trx.deleteFrom("post_requirements").where("post_id", "=", id).execute();
  const pairs = input.requirements as [string, string][];
  if (!pairs.length) return;
  await trx
    .insertInto("post_requirements")
    .values(
      pairs.map(([ar, en], position) => ({
        post_id: id,
        position,
        ar_requirement: ar,
        en_requirement: en,
      })),
    )
    .execute();
};

const OWN: Partial<Record<ContentKey, Partial<ContentSpec>>> = {
  posts: {
    check: checkRequirements,
    children: {
      name: "requirements",
      read: readRequirements,
      write: (trx, id, text) =>
        writeRequirements(trx, id, {
          requirements: (JSON.parse(text) as Requirement[]).map((r) => [
            r.ar_requirement,
            r.en_requirement,
          ]),
        }),
    },
    after: writeRequirements,
  },
  team: { check: placeMember },
};

function both(first?: Check, second?: Check): Check | undefined {
  if (!first || !second) return first ?? second;
  return async (...args) => {
    await first(...args);
    await second(...args);
  };
}

function specOf(entity: ContentEntity): ContentSpec | null {
  // The fixed pages have their own routes (server/routes/pages.ts).
  if (entity.table === "pages") return null;
  const own = OWN[entity.key] ?? {};
  return {
    ...own,
    table: entity.table,
    route: entity.route,
    fields: entity.fields,
    images: entity.images ? { max: entity.images === "one" ? 1 : MAX_IMAGES } : undefined,
    entity,
    check: both(both(referenceCheck(entity), slugCheck(entity)), own.check),
    blocksDelete: deleteCheck(entity.key),
  };
}

export const CONTENT: ContentSpec[] = [
  ...Object.values(byContentKey(specOf)).flatMap((spec) => (spec ? [spec] : [])),
  { table: "skills", route: "skills", fields: SKILL_FIELDS },
];
