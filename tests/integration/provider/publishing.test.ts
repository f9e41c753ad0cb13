// Publishing per language and scheduled publishing (docs/publishing.md) against the real
// provider, on SQLite and on PostgreSQL: the public lists follow the `lang` header, a save that
// names no status publishes both languages, a publish time hides a record until it passes, and
// rows from before the migration are published in both languages.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Migrator, type MigrationProvider } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../../server/db/migrations/index.js";
import { multipart } from "./files.js";
import { openTestDb, startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

type Row = { id: number; ar_name: string; en_name: string; ar_status: string; en_status: string };
type Fields = Record<string, string | number | string[]>;

const post = { ar_name: "خبر", en_name: "News", ar_info: "<p>نص</p>", en_info: "<p>Text</p>" };
const save = (route: string, fields: Fields) =>
  p.post(`dashboard/${route}/save`, { token: admin, multipart: multipart(fields, []) });
const names = async (path: string, lang: "ar" | "en") => {
  const answer = await p.get(`${path}?per_page=100`, { lang });
  expect(answer.status).toBe(200);
  return (answer.body.data as Row[]).map((row) => row.en_name || row.ar_name);
};

describe("status per language", () => {
  it("lists a post only in the language it is published in", async () => {
    const saved = await save("posts", {
      ...post,
      en_name: "English only",
      ar_status: "draft",
      en_status: "published",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ar_status: "draft", en_status: "published" });
    expect(await names("ads", "en")).toContain("English only");
    expect(await names("ads", "ar")).not.toContain("English only");
    // The admin list shows every row with its statuses.
    const listed = await p.post("dashboard/posts?per_page=100", { token: admin });
    expect((listed.body.data as Row[]).find((r) => r.en_name === "English only")).toMatchObject({
      ar_status: "draft",
      en_status: "published",
      publish_at: null,
    });
  });

  it("publishes both languages when a save names no status (the spec's clients)", async () => {
    const saved = await save("faqs", {
      ar_name: "سؤال؟",
      en_name: "A question?",
      ar_answer: "<p>جواب</p>",
      en_answer: "<p>Answer</p>",
    });
    expect(saved.body.data).toMatchObject({ ar_status: "published", en_status: "published" });
    expect(await names("faqs", "ar")).toContain("A question?");
    expect(await names("faqs", "en")).toContain("A question?");
  });

  it("lets a draft language stay empty, and a published one not", async () => {
    const draft = await save("posts", {
      ar_name: "عربي فقط",
      ar_info: "<p>نص</p>",
      ar_status: "published",
      en_status: "draft",
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ en_name: "", en_status: "draft" });
    const refused = await save("posts", {
      ar_name: "عربي",
      ar_info: "<p>نص</p>",
      en_status: "published",
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(
      expect.arrayContaining(["en_name", "en_info"]),
    );
  });

  it("lets a draft language's side of a requirement stay empty, and a published one not", async () => {
    const fields = {
      ...post,
      ar_name: "",
      ar_info: "",
      ar_status: "draft",
      en_status: "published",
    };
    const english = await save("posts", {
      ...fields,
      ar_requirements: ["", ""],
      en_requirements: ["Two pages", "A logo"],
    });
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({ en_requirements: ["Two pages", "A logo"] });
    const refused = await save("posts", {
      ...post,
      ar_requirements: [""],
      en_requirements: ["Two pages"],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(["ar_requirements"]);
  });

  it("hides a service in a language where its category is not shown", async () => {
    const category = await save("categories", {
      ar_name: "فئة",
      en_name: "Draft in Arabic",
      ar_status: "draft",
      en_status: "published",
    });
    const categoryId = (category.body.data as Row).id;
    await save("services", {
      ...post,
      en_name: "Service of a half category",
      category_id: categoryId,
    });
    expect(await names("services", "en")).toContain("Service of a half category");
    expect(await names("services", "ar")).not.toContain("Service of a half category");
    expect((await p.get(`categories/${categoryId}`, { lang: "ar" })).status).toBe(404);
    expect((await p.get(`categories/${categoryId}`, { lang: "en" })).status).toBe(200);
  });

  it("refuses an unknown status and a time that is not one, in the request's language", async () => {
    const answer = await save("faqs", { ...post, ar_status: "live", publish_at: "tomorrow" });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      ar_status: ["The selected Arabic status is invalid."],
      publish_at: ["The publish time must be a date and time (ISO 8601)."],
    });
  });
});

describe("scheduled publishing", () => {
  it("shows a record once its publish time has passed, without anyone acting", async () => {
    const at = new Date(Date.now() + 2_500).toISOString();
    const saved = await save("posts", { ...post, en_name: "Scheduled", publish_at: at });
    expect(saved.body.data).toMatchObject({ publish_at: at });
    expect(await names("ads", "en")).not.toContain("Scheduled");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await names("ads", "en")).toContain("Scheduled");
    expect(await names("ads", "ar")).toContain("Scheduled");
  });

  it("keeps the time on a save that does not name it, and drops it when sent empty", async () => {
    const at = "2999-01-01T00:00:00.000Z";
    const { id } = (await save("posts", { ...post, en_name: "Far", publish_at: at })).body
      .data as Row;
    const kept = await save("posts", { ...post, id, en_name: "Far" });
    expect(kept.body.data).toMatchObject({ publish_at: at });
    const cleared = await save("posts", { ...post, id, en_name: "Far", publish_at: "" });
    expect(cleared.body.data).toMatchObject({ publish_at: null });
    expect(await names("ads", "en")).toContain("Far");
  });
});

describe("the migration", () => {
  it("publishes the rows that existed before it in both languages", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "pub-migration-"));
    const { db, drop } = await openTestDb(dir);
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    const migrator = new Migrator({ db, provider });
    try {
      await migrator.migrateTo("0007-inbox-senders-replies");
      await db.insertInto("categories").values({ ar_name: "قديمة", en_name: "Old" }).execute();
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const row = await db.selectFrom("categories").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        ar_status: "published",
        en_status: "published",
        publish_at: null,
        ar_edited_at: row.created_at,
        en_edited_at: row.created_at,
      });
    } finally {
      await db.destroy();
      await drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("translation status", () => {
  const faq = { ar_name: "س؟", en_name: "Q?", ar_answer: "<p>ج</p>", en_answer: "<p>A</p>" };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
  const needs = async (lang: "ar" | "en") => {
    const answer = await p.post(`dashboard/faqs?needs=${lang}&per_page=100`, { token: admin });
    expect(answer.status).toBe(200);
    return (answer.body.data as Row[]).map((row) => row.id);
  };

  it("marks a language outdated when the other changed after it, until it is saved", async () => {
    const { id } = (await save("faqs", faq)).body.data as Row;
    expect((await save("faqs", { ...faq, id })).body.data).toMatchObject({
      translation: { ar: "current", en: "current" },
    });
    await tick();
    const changed = await save("faqs", { ...faq, id, en_answer: "<p>A better answer</p>" });
    expect(changed.body.data).toMatchObject({ translation: { ar: "outdated", en: "current" } });
    expect(await needs("ar")).toContain(id);
    expect(await needs("en")).not.toContain(id);
    const stats = await p.post("dashboard/statistics", { token: admin });
    const figures = stats.body.data as {
      needs: { ar: number };
      needs_by: Record<string, Record<string, number>>;
    };
    expect(figures.needs.ar).toBeGreaterThanOrEqual(1);
    // By entity too, for the home's links to the filtered lists; the same total.
    expect(figures.needs_by.ar.faqs).toBeGreaterThanOrEqual(1);
    const byTable = Object.values(figures.needs_by.ar).reduce((sum, n) => sum + n, 0);
    expect(byTable).toBe(figures.needs.ar);
    await tick();
    const caught = await save("faqs", {
      ...faq,
      id,
      en_answer: "<p>A better answer</p>",
      ar_answer: "<p>جواب أفضل</p>",
    });
    expect(caught.body.data).toMatchObject({ translation: { ar: "current", en: "current" } });
    expect(await needs("ar")).not.toContain(id);
  });

  it("marks a language missing while its texts are empty", async () => {
    const { id } = (
      await save("faqs", { ar_name: "عربي", ar_answer: "<p>ج</p>", en_status: "draft" })
    ).body.data as Row;
    expect(await needs("en")).toContain(id);
    expect(await needs("ar")).not.toContain(id);
    const refused = await p.post("dashboard/faqs?needs=fr", { token: admin });
    expect(refused.status).toBe(422);
  });
});
