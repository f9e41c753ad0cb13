// The search bench's rows (tests/bench/search.mjs): services, projects, posts and FAQs with Arabic
// and English names and texts from a small vocabulary, the same on both engines, each with the
// folded search text, sort keys and slugs a save writes, so a first start has nothing to fill.
import Database from "better-sqlite3";
import pg from "pg";

const { LIST_TOOLS } = await import("../../../core/dashboard/list-tools.ts");
const { listKeysOf } = await import("../../../server/db/list-keys.ts");
const { slugOf } = await import("../../../core/content/slug.ts");

const CATEGORIES = 20;
export const SEARCHED = ["services", "projects", "posts", "faqs"];
/** In one row of a thousand of each entity. */
export const PHRASE = { ar: "أحمد للمدرسة", en: "Ahmad for school" };

const AR_WORDS = [
  "تصميم",
  "المواقع",
  "تطبيقات",
  "الجوال",
  "متجر",
  "إلكتروني",
  "هوية",
  "بصرية",
  "تسويق",
  "رقمي",
  "استضافة",
  "برمجة",
  "خدمات",
  "الشركات",
  "تحليل",
  "بيانات",
  "أمن",
  "المعلومات",
  "تدريب",
  "دعم",
  "فني",
  "محتوى",
  "إدارة",
  "مشاريع",
  "مدرسة",
  "مستشفى",
  "مطعم",
  "سياحة",
  "عقارات",
  "تعليم",
];
const EN_WORDS = [
  "design",
  "websites",
  "mobile",
  "apps",
  "store",
  "online",
  "brand",
  "identity",
  "marketing",
  "digital",
  "hosting",
  "software",
  "services",
  "companies",
  "analytics",
  "data",
  "security",
  "training",
  "support",
  "content",
  "management",
  "projects",
  "school",
  "clinic",
  "restaurant",
];

/** Deterministic words: the same rows on both engines. */
const words = (list, i, count, salt) =>
  Array.from({ length: count }, (_, k) => list[(i * 7 + k * 13 + salt * 3) % list.length]).join(
    " ",
  );

function textRow(table, i, n, parents) {
  const phrase = i % 1000 === 7;
  const ar_name = `${phrase ? `${PHRASE.ar} ` : ""}${words(AR_WORDS, i, 3, 1)} ${i}`;
  const en_name = `${phrase ? `${PHRASE.en} ` : ""}${words(EN_WORDS, i, 3, 2)} ${i}`;
  const arBody = `<p>${words(AR_WORDS, i, 8, 3)}</p><p>${words(AR_WORDS, i + 1, 6, 4)}</p>`;
  const enBody = `<p>${words(EN_WORDS, i, 8, 5)}</p><p>${words(EN_WORDS, i + 1, 6, 6)}</p>`;
  const created_at = new Date(Date.now() - (n - i) * 60_000).toISOString();
  const row = { ar_name, en_name, created_at, updated_at: created_at };
  if (table === "faqs") Object.assign(row, { ar_answer: arBody, en_answer: enBody });
  else if (table !== "categories") Object.assign(row, { ar_info: arBody, en_info: enBody });
  if (table === "services") row.category_id = parents.categories[i % parents.categories.length];
  if (table === "projects") {
    row.service_id = parents.services[i % parents.services.length];
    Object.assign(row, { link: `https://example.com/p/${i}`, skills: "design, react" });
  }
  if (["services", "projects", "posts"].includes(table)) {
    // Made as a save makes them, unique by the row number: a first start then has none to fill.
    row.ar_slug = `${slugOf("ar", ar_name)}-${i}`;
    row.en_slug = `${slugOf("en", en_name)}-${i}`;
  }
  // The folded search text and sort keys a save writes (server/db/list-keys.ts).
  return { ...row, ...listKeysOf(LIST_TOOLS[table], { id: i, ...row }) };
}

const filled = (rows) => [["categories", CATEGORIES], ...SEARCHED.map((table) => [table, rows])];

export function fillSqlite(file, rows) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  const parents = {};
  try {
    for (const [table, n] of filled(rows)) {
      const columns = Object.keys(textRow(table, 1, n, { categories: [1], services: [1] }));
      const insert = db.prepare(
        `insert into ${table} (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`,
      );
      db.transaction(() => {
        for (let i = 1; i <= n; i++) insert.run(textRow(table, i, n, parents));
      })();
      parents[table] = db.prepare(`select id from ${table} order by id`).pluck().all();
    }
    db.exec("analyze");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

export async function fillPostgres(url, rows) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const parents = {};
  try {
    for (const [table, n] of filled(rows)) {
      const columns = Object.keys(textRow(table, 1, n, { categories: [1], services: [1] }));
      await client.query("begin");
      for (let start = 1; start <= n; start += 500) {
        const values = [];
        const tuples = [];
        for (let i = start; i < Math.min(start + 500, n + 1); i++) {
          const row = textRow(table, i, n, parents);
          tuples.push(`(${columns.map((c) => `$${values.push(row[c])}`).join(", ")})`);
        }
        await client.query(
          `insert into ${table} (${columns.join(", ")}) values ${tuples.join(", ")}`,
          values,
        );
      }
      await client.query("commit");
      const { rows } = await client.query(`select id from ${table} order by id`);
      parents[table] = rows.map((r) => Number(r.id));
    }
    await client.query("analyze");
  } finally {
    await client.end();
  }
}
