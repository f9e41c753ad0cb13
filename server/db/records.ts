// One list function for public and dashboard lists, so they agree.
import { publicCount } from "./public-counts.js";
import { inboxRelations, isInboxTable } from "./inbox.js";
import { engineOf, type Db } from "./index.js";
import { pagedRows, type Direction } from "./paged.js";
import {
  blankLanguages,
  draftLanguages,
  needsWork,
  shownIn,
  translationOf,
  withStatus,
} from "./publishing.js";
import type { Lang } from "../i18n/index.js";
import { likeAny, pageMeta, type PageRequest } from "../http/paging.js";
import { matchesFolded, searchReads } from "./search-index.js";
import { foldText } from "../../core/search/fold.js";
import { withoutListKeys } from "./list-keys.js";
import { listToolsOf, sortKeyColumn, type ListTools } from "../../core/dashboard/list-tools.js";
import type { ImageInfo } from "../../core/contract/records.js";
import { storedVariants } from "../storage/variants.js";
import { isSlugTable } from "./slugs.js";
import {
  CONTENT_ENTITIES,
  contentEntities,
  type ContentEntity,
  type ContentTable,
  type Relation,
  type Status,
} from "../../core/content/registry.js";

/** `variants` is empty until an older row has been backfilled. */
export type ImageOut = { [K in keyof ImageInfo]-?: NonNullable<ImageInfo[K]> };
export type Row = Record<string, unknown> & { id: number };
/** For a table picked from a fixed map (never from a request), so a variable name type-checks. */
export const loose = (db: Db) => db.withTables<Record<string, Row>>();

export type EntityName =
  Exclude<ContentTable, "pages"> | "skills" | "contact_messages" | "service_requests" | "tags";

type Entity = {
  /** For lists without folded search text (`tools`). */
  search?: string[];
  /** A folded `search_text` without the other list tools (the inbox, server/db/inbox-search.ts). */
  folded?: boolean;
  images?: "one" | "many";
  /** Spec §4: admin lists of these add new items at the end. */
  oldestFirst: boolean;
  orderBy?: string[];
  tools?: ListTools;
  relations?: Relation[];
};

const content = (entity: ContentEntity): Entity => ({
  images: entity.images,
  oldestFirst: entity.order === "oldest",
  orderBy: entity.orderBy,
  relations: entity.relations,
  tools: listToolsOf(entity.key),
});

const CONTENT_ENTITIES_BY_TABLE = new Map<string, ContentEntity>(
  contentEntities()
    .filter((entity) => entity.workflow)
    .map((entity) => [entity.table, entity]),
);

/** Every listed entity by its table: the registry's with list tools, then the others. */
const ENTITIES = new Map<string, Entity>([
  ...contentEntities()
    .filter((entity) => listToolsOf(entity.key))
    .map((entity): [string, Entity] => [entity.table, content(entity)]),
  ["skills", { search: ["ar_name", "en_name"], oldestFirst: false }],
  ["contact_messages", { folded: true, oldestFirst: false }],
  ["service_requests", { folded: true, oldestFirst: false }],
  ["tags", { search: ["title"], oldestFirst: false }],
]);

export function entityOf(name: EntityName): Entity {
  const entity = ENTITIES.get(name);
  if (!entity) throw new Error(`${name} is not a listed entity`);
  return entity;
}

export async function imagesOf(
  db: Db,
  table: string,
  ids: number[],
): Promise<Map<number, ImageOut[]>> {
  const map = new Map<number, ImageOut[]>();
  if (!ids.length) return map;
  const rows = await db
    .selectFrom("images")
    .select(["owner_id", "path", "thumb", "width", "height", "variants"])
    .where("owner_table", "=", table)
    .where("owner_id", "in", ids)
    .orderBy("owner_id")
    .orderBy("position")
    .execute();
  for (const { owner_id, path, thumb, width, height, variants } of rows) {
    const image = { path, thumb, width, height, variants: storedVariants(path, variants) };
    const list = map.get(owner_id);
    if (list) list.push(image);
    else map.set(owner_id, [image]);
  }
  return map;
}

const NAMED = ["id", "ar_name", "en_name", "ar_status", "en_status"];

/** Its table comes from the registry, never a request. In a public answer the name of a
 * language the record is not published in is left out, as the record's own texts are. */
async function namesOf(db: Db, table: ContentTable, ids: number[], shown: boolean) {
  if (!ids.length) return new Map<number, Row>();
  // The registry's name: any column of it selects.
  const from: string = table;
  const rows = await loose(db)
    .selectFrom(from)
    .select([...NAMED, ...(isSlugTable(table) ? ["ar_slug", "en_slug"] : [])])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(
    rows.map(({ ar_status, en_status, ...names }) => [
      names.id,
      shown ? blankLanguages(names, draftLanguages({ ar_status, en_status })) : names,
    ]),
  );
}

async function requirementsOf(db: Db, ids: number[]) {
  const map = new Map<number, { ar_requirement: string; en_requirement: string }[]>();
  if (!ids.length) return map;
  const rows = await db
    .selectFrom("post_requirements")
    .select(["post_id", "ar_requirement", "en_requirement"])
    .where("post_id", "in", ids)
    .orderBy("post_id")
    .orderBy("position")
    .execute();
  for (const { post_id, ...pair } of rows) map.set(post_id, [...(map.get(post_id) ?? []), pair]);
  return map;
}

/** One query per kind (no N+1). `shown`: a public answer, holding only published languages. */
export async function present(
  db: Db,
  name: EntityName,
  rows: Row[],
  shown = false,
): Promise<Row[]> {
  const ids = rows.map((r) => r.id);
  const kind = entityOf(name).images;
  const images = kind ? await imagesOf(db, name, ids) : new Map<number, ImageOut[]>();
  const workflow = CONTENT_ENTITIES_BY_TABLE.get(name);
  const relations = await Promise.all(
    (entityOf(name).relations ?? []).map(async (relation) => ({
      relation,
      names: await namesOf(
        db,
        CONTENT_ENTITIES[relation.entity].table,
        rows.map((r) => r[relation.field] as number),
        shown,
      ),
    })),
  );
  const requirements = name === "posts" ? await requirementsOf(db, ids) : null;
  const inbox = isInboxTable(name) ? await inboxRelations(db, name, rows) : null;
  return rows.map((row) => {
    // A public answer is cut to its record's contract, which names no list key (ADR 0025): the
    // row itself is filled in. A dashboard record passes every field, so its copy leaves them.
    const out = shown ? row : withoutListKeys(entityOf(name).tools, row, entityOf(name).folded);
    // Rows older than migration 0014 have no stamp yet (server/db/stamps.ts).
    if ("updated_at" in row) out.updated_at = row.updated_at ?? row.created_at;
    const imgs = images.get(row.id) ?? [];
    if (kind === "one")
      Object.assign(out, { image: imgs[0]?.path ?? null, images: imgs.slice(0, 1) });
    if (kind === "many") Object.assign(out, { image: imgs.map((i) => i.path), images: imgs });
    if (workflow) out.translation = translationOf(workflow, row);
    for (const { relation, names } of relations)
      out[relation.name] = names.get(row[relation.field] as number) ?? null;
    if (requirements) {
      const pairs = requirements.get(row.id) ?? [];
      // Pairs for display, and the two lists under the form's own field names for editing.
      Object.assign(out, {
        requirements: pairs,
        ar_requirements: pairs.map((p) => p.ar_requirement),
        en_requirements: pairs.map((p) => p.en_requirement),
      });
    }
    if (inbox) {
      out.read = row.read_at !== null;
      out.user = inbox.users.get(row.user_id as number) ?? null;
      out.replies = inbox.replies.get(row.id) ?? [];
      out.assignee = inbox.assignee(row);
      out.notes = inbox.notes.get(row.id) ?? [];
    }
    if (name === "service_requests") {
      const { file_path, file_name, file_mime, file_size, ...rest } = out;
      return {
        ...rest,
        info_file: file_path ?? null,
        file: file_path
          ? { path: file_path, name: file_name, mime: file_mime, size: file_size }
          : null,
      };
    }
    if (name === "tags") {
      const { table_name, ...rest } = out;
      return { ...rest, table: table_name };
    }
    return shown ? blankLanguages(out, draftLanguages(row)) : out;
  });
}

export type ListOptions = {
  page: PageRequest;
  q?: string;
  /** Column equals value; null: the column is empty. */
  filters?: Record<string, number | string | null>;
  /** Spec §4; public lists use the same so both show one sequence. */
  newestFirst?: boolean;
  ids?: number[];
  /** Checked by the caller. */
  sort?: { field: string; dir: Direction };
  shownIn?: Lang;
  needs?: Lang;
  status?: Status;
};

function orderOf(entity: Entity, sort: ListOptions["sort"]): string[] {
  const kind = sort && entity.tools?.sort[sort.field];
  if (!sort || !kind) return [...(entity.orderBy ?? []), "id"];
  const column = kind === "text" ? sortKeyColumn(sort.field) : sort.field;
  return column === "id" ? ["id"] : [column, "id"];
}

/** What decides a public list's total: everything but the page and the order. */
function publicCountKey(
  name: EntityName,
  { q, filters, ids, shownIn, needs, status }: ListOptions,
) {
  return JSON.stringify([name, shownIn, q, filters, ids, needs, status]);
}

export const listEntity = (db: Db, name: EntityName, opts: ListOptions) =>
  // A folded search reads through the trigram index (ADR 0029).
  opts.q && (entityOf(name).tools || entityOf(name).folded)
    ? searchReads(db, (reads) => listRows(reads, name, opts))
    : listRows(db, name, opts);

async function listRows(db: Db, name: EntityName, opts: ListOptions) {
  const entity = entityOf(name);
  const table: string = name;
  let base = loose(db).selectFrom(table);
  if (opts.q && (entity.tools || entity.folded))
    base = base.where(matchesFolded(db, table, foldText(opts.q)));
  else if (opts.q && entity.search) base = base.where(likeAny(engineOf(db), entity.search, opts.q));
  for (const [col, value] of Object.entries(opts.filters ?? {}))
    base = value === null ? base.where(col, "is", null) : base.where(col, "=", value);
  if (opts.ids) base = base.where("id", "in", opts.ids.length ? opts.ids : [0]);
  if (opts.shownIn) base = base.where(shownIn(db, name, opts.shownIn));
  const workflow = CONTENT_ENTITIES_BY_TABLE.get(name);
  if (opts.needs && workflow) base = base.where(needsWork(workflow, opts.needs));
  if (opts.status && workflow) base = base.where(withStatus(opts.status));
  const newest = opts.newestFirst ?? !entity.oldestFirst;
  const whole =
    !opts.q &&
    !Object.keys(opts.filters ?? {}).length &&
    !opts.ids &&
    !opts.shownIn &&
    !opts.needs &&
    !opts.status;
  const { total, rows } = await pagedRows<Row>(
    base,
    opts.page,
    opts.sort?.dir ?? (newest ? "desc" : "asc"),
    whole ? { db, table: name } : undefined,
    orderOf(entity, opts.sort),
    opts.shownIn ? (count) => publicCount(publicCountKey(name, opts), count) : undefined,
  );
  const data = await present(db, name, rows, Boolean(opts.shownIn));
  return { data, meta: pageMeta(total, opts.page) };
}

export async function findEntity(db: Db, name: EntityName, id: number, lang?: Lang) {
  let query = loose(db).selectFrom(name).selectAll().where("id", "=", id);
  if (lang) query = query.where(shownIn(db, name, lang));
  const row = await query.executeTakeFirst();
  return row ? (await present(db, name, [row as Row], Boolean(lang)))[0] : undefined;
}
