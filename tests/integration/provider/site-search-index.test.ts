// The site search and the dashboard's list search through the trigram index (ADR 0029): queries
// of one or two characters, which the index cannot answer, and Arabic-folded queries find the
// same records on SQLite and PostgreSQL (this file runs on both engines), and the index follows
// saves and deletes.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Migrator, sql, type MigrationProvider } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldText } from "../../../core/search/fold.js";
import { migrations } from "../../../server/db/migrations/index.js";
import { matchesFolded } from "../../../server/db/search-index.js";
import { ENGINE, openTestDb, startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
type Rec = Record<string, unknown> & { id: number; updated_at: string };

const save = async (form: Record<string, string | number>) => {
  const res = await p.post("dashboard/faqs/save", { token: admin, form });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Rec;
};
/** The site search's hits, as "entity id". */
const found = async (q: string, lang: "ar" | "en" = "ar") => {
  const res = await p.get(`search?q=${encodeURIComponent(q)}&per_page=50`, { lang });
  expect(res.status).toBe(200);
  const hits = res.body.data as { entity: string; id: number }[];
  expect(res.body.meta?.total).toBe(hits.length);
  return hits.map((hit) => hit.id).sort((a, b) => a - b);
};
const listed = async (search: string) => {
  const res = await p.post("dashboard/faqs", { token: admin, form: { search } });
  expect(res.status).toBe(200);
  return (res.body.data as Rec[]).map((r) => r.id).sort((a, b) => a - b);
};

let school: Rec;
let other: Rec;
let zebra: Rec;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
  school = await save({
    ar_name: "أحمد للمدرسة؟",
    en_name: "Ahmad for school?",
    ar_answer: "<p>مُعَلِّمٌ في المدرسة منذ ٢٠٢٦</p>",
    en_answer: "<p>A teacher there since 2026</p>",
  });
  other = await save({
    ar_name: "سؤال آخر",
    en_name: "Another question",
    ar_answer: "<p>إذا سمحت</p>",
    en_answer: "<p>Yes, xy text</p>",
  });
  zebra = await save({
    ar_name: "مستشفى",
    en_name: "Zebra crossing",
    ar_answer: "<p>نعم</p>",
    en_answer: "<p>Fine</p>",
  });
});
afterAll(() => p.close());

describe("site search through the trigram index", () => {
  it("finds Arabic-folded words: hamza, taa marbuta, diacritics, alef maqsura, digits", async () => {
    expect(await found("احمد للمدرسه")).toEqual([school.id]);
    expect(await found("معلم في")).toEqual([school.id]);
    expect(await found("2026")).toEqual([school.id]);
    expect(await found("مستشفي")).toEqual([zebra.id]);
    expect(await found("AHMAD FOR", "en")).toEqual([school.id]);
    expect(await found("كلمة غير موجودة")).toEqual([]);
  });

  it("finds queries of one and two characters, which the index cannot answer", async () => {
    expect(await found("اذ")).toEqual([other.id]);
    expect(await found("xy", "en")).toEqual([other.id]);
    expect(await found("Z", "en")).toEqual([zebra.id]);
    expect(await found("؟")).toEqual([school.id]);
    expect(await listed("xy")).toEqual([other.id]);
    expect(await listed("اذ")).toEqual([other.id]);
  });

  it("takes a quote, a percent sign and an underscore literally", async () => {
    expect(await found('"احمد')).toEqual([]);
    expect(await found("50%_")).toEqual([]);
    expect(await listed('"احمد للمدرسه"')).toEqual([]);
  });

  it("the dashboard's list search follows an edit and a delete", async () => {
    expect(await listed("احمد للمدرسه")).toEqual([school.id]);
    const edited = await save({
      id: school.id,
      updated_at: school.updated_at,
      ar_name: "محمود للجامعة؟",
      en_name: "Mahmoud for university?",
      ar_answer: "<p>طالب</p>",
      en_answer: "<p>A student</p>",
    });
    expect(await listed("احمد للمدرسه")).toEqual([]);
    expect(await found("محمود للجامعه")).toEqual([edited.id]);
    const gone = await p.post("dashboard/faqs/delete", { token: admin, form: { id: zebra.id } });
    expect(gone.status).toBe(200);
    expect(await found("مستشفي")).toEqual([]);
    expect(await listed("zebra")).toEqual([]);
  });

  it("counts to 1,000 and says there are more; the pages up to it are whole", async () => {
    const made = new Date().toISOString();
    const rows = Array.from({ length: 1005 }, (_, i) => ({
      ar_name: `سؤال مكرر ${i}`,
      en_name: `Repeated question ${i}`,
      ar_answer: "<p>نص</p>",
      en_answer: "<p>Text</p>",
      ar_status: "published" as const,
      en_status: "published" as const,
      search_text: `سؤال مكرر ${i} repeated question ${i}`,
      created_at: made,
      updated_at: made,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await p.db
        .insertInto("faqs")
        .values(rows.slice(start, start + 200))
        .execute();
    const at = async (page: number) =>
      (
        await p.get(`search?q=${encodeURIComponent("مكرر")}&per_page=10&page=${page}`, {
          lang: "ar",
        })
      ).body;
    const first = await at(1);
    expect(first.meta).toEqual({
      total: 1000,
      capped: true,
      current_page: 1,
      last_page: 100,
      per_page: 10,
    });
    expect(first.data).toHaveLength(10);
    expect((await at(100)).data).toHaveLength(10);
    expect((await at(101)).data).toEqual([]);
    // A rarer query counts exactly and says nothing more.
    const one = (
      await p.get(`search?q=${encodeURIComponent("مكرر 1004")}&per_page=10`, { lang: "ar" })
    ).body;
    expect(one.meta).toEqual({ total: 1, current_page: 1, last_page: 1, per_page: 10 });
  });

  it("reads the index, not every row", async () => {
    if (ENGINE === "sqlite") {
      const plan = await sql<{ detail: string }>`explain query plan
        select id from faqs where id in (select rowid from faqs_search where faqs_search match '"سؤال"')`.execute(
        p.db,
      );
      expect(plan.rows.map((r) => r.detail).join("\n")).toContain("VIRTUAL TABLE INDEX");
      return;
    }
    // A test database is small enough for a sequential scan to win: asked not to, PostgreSQL
    // shows that the trigram index answers the search's LIKE.
    const plan = await p.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ "QUERY PLAN": string }>`explain
        select id from faqs where search_text like '%احمد للمدرسه%'`.execute(trx);
    });
    expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("faqs_search_trgm");
  });

  it("the migration indexes the rows already there", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "search-migration-"));
    const { db, drop } = await openTestDb(dir);
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    const migrator = new Migrator({ db, provider });
    try {
      await migrator.migrateTo("0018-staff-invitations");
      const name = "أحمد للمدرسة؟";
      const row = { ar_name: name, en_name: "Old", ar_answer: "<p>ج</p>", en_answer: "<p>A</p>" };
      await db
        .insertInto("faqs")
        .values({ ...row, search_text: foldText(`${name} old`) })
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const found = await db
        .selectFrom("faqs")
        .select("en_name")
        .where(matchesFolded(db, "faqs", foldText("احمد للمدرسه")))
        .execute();
      expect(found).toEqual([{ en_name: "Old" }]);
    } finally {
      await db.destroy();
      await drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
