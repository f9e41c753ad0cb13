// Search with Arabic folding, sort and relation filters of POST dashboard/{entity}: the same
// answers on SQLite and PostgreSQL (this file runs on both engines).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
type Rec = Record<string, unknown> & { id: number };

const save = async (entity: string, form: Record<string, string | number>) => {
  const res = await p.post(`dashboard/${entity}/save`, { token: admin, form });
  expect(res.status, res.text).toBe(200);
  return (res.body.data as Rec).id;
};
const list = async (entity: string, form: Record<string, string | number> = {}, lang?: "ar") => {
  const res = await p.post(`dashboard/${entity}`, { token: admin, form, lang });
  return res;
};
const names = (res: { body: { data?: unknown } }, field = "en_name") =>
  (res.body.data as Rec[]).map((r) => r[field]);

let design: number;
let software: number;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
  design = await save("categories", { ar_name: "التصميم", en_name: "design" });
  software = await save("categories", { ar_name: "البرمجيات", en_name: "Software" });
  await save("categories", { ar_name: "إدارة", en_name: "Églantine" });
  await save("categories", { ar_name: "ياقوت", en_name: "apps" });
  await save("services", {
    ar_name: "الإستشارات",
    en_name: "Consulting",
    ar_info: "<p>نقدم <b>خدمة</b> مُطَوِّر متكاملة</p>",
    en_info: "<p>Plans for <em>2026</em></p>",
    category_id: design,
  });
  await save("services", {
    ar_name: "تطوير المواقع",
    en_name: "Web development",
    ar_info: "<p>مواقع سريعة لعام ٢٠٢٥</p>",
    en_info: "<p>Fast sites</p>",
    category_id: software,
  });
});
afterAll(() => p.close());

describe("search with Arabic folding", () => {
  it("finds hamza forms, diacritics, Arabic-Indic digits, across both languages and rich text", async () => {
    expect(names(await list("services", { search: "الاستشارات" }))).toEqual(["Consulting"]);
    expect(names(await list("services", { search: "مطور" }))).toEqual(["Consulting"]);
    expect(names(await list("services", { search: "٢٠٢٦" }))).toEqual(["Consulting"]);
    expect(names(await list("services", { search: "2025" }))).toEqual(["Web development"]);
    expect(names(await list("services", { q: "WEB" }))).toEqual(["Web development"]);
    // Words from tags do not run together, and tags themselves are not searched.
    expect((await list("services", { search: "<b>" })).body.meta?.total).toBe(0);
    expect(names(await list("services", { search: "خدمه" }))).toEqual(["Consulting"]);
    expect(names(await list("categories", { search: "اداره" }))).toEqual(["Églantine"]);
    expect(names(await list("categories", { search: "eglantine" }))).toEqual(["Églantine"]);
  });

  it("takes % and _ literally and keeps its keys out of the answer", async () => {
    expect((await list("services", { search: "%" })).body.meta?.total).toBe(0);
    expect((await list("services", { search: "_" })).body.meta?.total).toBe(0);
    const [row] = (await list("services", { search: "consult" })).body.data as Rec[];
    expect(row).not.toHaveProperty("search_text");
    expect(row).not.toHaveProperty("en_name_key");
    // The public list and item answers too, in each language.
    for (const lang of ["en", "ar"] as const) {
      const shown = (await p.get("services", { lang })).body.data as Rec[];
      const slug = shown[0][`${lang}_slug`];
      const one = (await p.get(`services/slug/${String(slug)}`, { lang })).body.data as Rec;
      expect(one.id).toBe(shown[0].id);
      for (const record of [...shown, one]) {
        for (const key of ["search_text", "ar_name_key", "en_name_key"])
          expect(record).not.toHaveProperty(key);
      }
    }
  });

  it("follows an edit: the old words no longer find the row", async () => {
    const id = await save("faqs", {
      ar_name: "سؤال أول",
      en_name: "First question",
      ar_answer: "<p>جواب</p>",
      en_answer: "<p>Answer about mangoes</p>",
    });
    expect(names(await list("faqs", { search: "mango" }))).toEqual(["First question"]);
    await save("faqs", {
      id,
      ar_name: "سؤال أول",
      en_name: "First question",
      ar_answer: "<p>جواب</p>",
      en_answer: "<p>Answer about apples</p>",
    });
    expect((await list("faqs", { search: "mango" })).body.meta?.total).toBe(0);
    expect(names(await list("faqs", { search: "apple" }))).toEqual(["First question"]);
  });
});

describe("sort", () => {
  it("sorts text as a reader does: case and accents ignored, Arabic by its alphabet", async () => {
    expect(names(await list("categories", { sort: "en_name" }))).toEqual([
      "apps",
      "design",
      "Églantine",
      "Software",
    ]);
    expect(names(await list("categories", { sort: "en_name", dir: "desc" }))).toEqual([
      "Software",
      "Églantine",
      "design",
      "apps",
    ]);
    expect(names(await list("categories", { sort: "ar_name" }), "ar_name")).toEqual([
      "إدارة",
      "البرمجيات",
      "التصميم",
      "ياقوت",
    ]);
  });

  it("sorts by date and number, and keeps paging in that order", async () => {
    const newest = await list("categories", { sort: "created_at", dir: "desc", per_page: 3 });
    expect(names(newest)).toEqual(["apps", "Églantine", "Software"]);
    const page2 = await list("categories", { sort: "id", dir: "desc", per_page: 3, page: 2 });
    expect(names(page2)).toEqual(["design"]);
  });

  it("refuses a field the list cannot be sorted by, in the request's language", async () => {
    const bad = await list("categories", { sort: "password" });
    expect(bad.status).toBe(422);
    expect((bad.body.errors as Record<string, string[]>).sort[0]).toContain("en_name");
    const ar = await list("categories", { sort: "password" }, "ar");
    expect((ar.body.errors as Record<string, string[]>).sort[0]).toContain("لا يمكن ترتيب");
    expect((await list("categories", { sort: "en_name", dir: "up" })).status).toBe(422);
    // The sort may come in the query string too.
    const query = await p.post("dashboard/categories?sort=en_name&dir=desc", { token: admin });
    expect(names(query)[0]).toBe("Software");
  });
});

describe("relation filters", () => {
  it("lists a category's services and a service's projects only", async () => {
    expect(names(await list("services", { category_id: design }))).toEqual(["Consulting"]);
    expect(names(await list("services", { category_id: software }))).toEqual(["Web development"]);
    expect((await list("services", { category_id: 999 })).body.meta?.total).toBe(0);
    expect((await list("services", { category_id: "x" })).status).toBe(422);
    expect((await list("projects", { service_id: 999 })).body.meta?.total).toBe(0);
  });
});
