// Builds a bench database: the real schema (the provider's own migrations, loaded through tsx),
// then bulk rows written straight with better-sqlite3, one transaction per table, because going
// through the API would take minutes and would itself be rate-limited.
import path from "node:path";
import Database from "better-sqlite3";
import { variantPlan } from "../../../server/storage/variants.ts";

const ENTITY_TABLES = [
  "categories",
  "services",
  "projects",
  "posts",
  "faqs",
  "contact_messages",
  "service_requests",
  "users",
  "skills",
  "jobs",
  "tags",
];
export { ENTITY_TABLES };

/** Migrates the database file (and seeds the demo content when `seedDemo`), as the provider would. */
export async function prepareSchema(dataDir, { seedDemo = false } = {}) {
  // tsx resolves the provider's TypeScript sources; the benches run under tsx for this import.
  const { openDb, migrate } = await import("../../../server/db/index.ts");
  const file = path.join(dataDir, "provider.sqlite");
  const db = openDb(file);
  try {
    await migrate(db);
    if (seedDemo) {
      const { seedDemo: seed } = await import("../../../server/db/seed/index.ts");
      const { createFileDriver } = await import("../../../server/storage/file-driver.ts");
      const { createImagePool } = await import("../../../server/storage/image-pool.ts");
      // The provider's default storage (no STORAGE_URL): uploads/ and private/ in DATA_DIR; the
      // pictures are drawn in the image workers, as the provider draws them (ADR 0016).
      const storage = { driver: createFileDriver(dataDir), images: createImagePool() };
      try {
        await seed(db, storage);
      } finally {
        await storage.images.close();
      }
    }
  } finally {
    await db.destroy();
  }
  return file;
}

const PARAGRAPH =
  "<p>Bench content written to give each row a realistic size: a short paragraph of rich text " +
  "as the dashboard editor saves it, with <strong>bold</strong> and a list.</p><ul><li>one</li></ul>";
const AR_PARAGRAPH =
  "<p>نص تجريبي لقياس الأداء بحجم واقعي لكل سجل، كما يحفظه محرر لوحة التحكم.</p>";
const DAY_MS = 86_400_000;

// Spread over the last year so date indexes and the statistics' weekly buckets see real spread.
const createdAt = (i, n) => new Date(Date.now() - Math.floor((i / n) * 365 * DAY_MS)).toISOString();

export function rowsFor(table, i, n, ctx) {
  const at = createdAt(n - i, n);
  const names = { ar_name: `عنصر ${table} ${i}`, en_name: `${table} item ${i}` };
  switch (table) {
    case "categories":
    case "skills":
      return { ...names, created_at: at };
    case "services":
      return {
        ...names,
        category_id: ctx.pick("categories", i),
        ar_info: AR_PARAGRAPH,
        en_info: PARAGRAPH,
        created_at: at,
      };
    case "projects":
      return {
        ...names,
        service_id: ctx.pick("services", i),
        ar_info: AR_PARAGRAPH,
        en_info: PARAGRAPH,
        link: `https://example.com/projects/${i}`,
        skills: "design, react, sqlite",
        created_at: at,
      };
    case "posts":
      return { ...names, ar_info: AR_PARAGRAPH, en_info: PARAGRAPH, created_at: at };
    case "faqs":
      return { ...names, ar_answer: AR_PARAGRAPH, en_answer: PARAGRAPH, created_at: at };
    case "contact_messages":
      return {
        name: `Visitor ${i}`,
        email: `visitor${i}@bench.test`,
        phone: "+15550100",
        contact_reason: "question",
        info: `Message ${i}: ${PARAGRAPH}`,
        read_at: i % 3 ? at : null,
        created_at: at,
      };
    case "service_requests":
      return {
        type: "build_website",
        info: `Request ${i}: ${PARAGRAPH}`,
        read_at: i % 3 ? at : null,
        created_at: at,
      };
    case "users":
      // Not a usable hash: these accounts exist to be listed and counted, never to log in.
      return {
        username: `bench-user-${i}`,
        email: `bench-user-${i}@bench.test`,
        password_hash: "$argon2id$bench$not-a-real-hash",
        type: i % 2 ? "client" : "company",
        role: "user",
        created_at: at,
      };
    case "jobs":
      return {
        ar_title: `وظيفة ${i}`,
        en_title: `Job ${i}`,
        ar_description: AR_PARAGRAPH,
        en_description: PARAGRAPH,
        created_at: at,
      };
    case "tags":
      return { table_name: "services", title: `tag ${i}`, description: "bench", created_at: at };
    default:
      throw new Error(`no bench rows for ${table}`);
  }
}

// One-image and several-image entities get an image row each, so list pages pay for the image
// lookup as they do in production (the files themselves are not needed to list).
export const WITH_IMAGE = new Set(["categories", "services", "projects", "posts"]);

/**
 * The image row of a bench record, as an upload stores it: an 800x600 picture with its
 * responsive variants listed (ADR 0015). The files do not exist; the API only names them. With
 * no list, the provider's start-up backfill would work through every row during the measure.
 */
export function benchImage(table, i) {
  const stem = `/storage/${table}/${i.toString(16).padStart(16, "0")}`;
  const path = `${stem}.webp`;
  const variants = variantPlan(path, 800, 600).map(({ format: _, ...variant }) => variant);
  return { path, thumb: `${stem}.thumb.webp`, variants: JSON.stringify(variants) };
}

/** Inserts `rows` rows into each table (in order: parents before children). */
export function fillRows(file, rows, tables = ENTITY_TABLES) {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  const ids = {};
  const ctx = {
    pick(parent, i) {
      ids[parent] ??= sqlite
        .prepare(`select id from ${parent} order by id`)
        .all()
        .map((r) => r.id);
      if (!ids[parent].length) throw new Error(`fill ${parent} before its children`);
      return ids[parent][i % ids[parent].length];
    },
  };
  const image = sqlite.prepare(
    "insert into images (owner_table, owner_id, position, path, thumb, width, height, variants) values (?, ?, 0, ?, ?, 800, 600, ?)",
  );
  try {
    for (const table of tables) {
      const sample = rowsFor(table, 1, rows, ctx);
      const columns = Object.keys(sample);
      const insert = sqlite.prepare(
        `insert into ${table} (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
      );
      sqlite.transaction(() => {
        for (let i = 1; i <= rows; i++) {
          const { lastInsertRowid } = insert.run(rowsFor(table, i, rows, ctx));
          if (WITH_IMAGE.has(table)) {
            const { path, thumb, variants } = benchImage(table, i);
            image.run(table, lastInsertRowid, path, thumb, variants);
          }
        }
      })();
      delete ids[table];
    }
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    sqlite.close();
  }
}
