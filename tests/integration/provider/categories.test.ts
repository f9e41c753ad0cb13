import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  // Enough rows for several pages beyond the seeded six.
  await p.db
    .insertInto("categories")
    .values(Array.from({ length: 20 }, (_, i) => ({ ar_name: `قسم ${i}`, en_name: `Extra ${i}` })))
    .execute();
});
afterAll(() => p.close());

describe("GET /api/categories", () => {
  it("pages with the conventions' meta, 12 per page by default, oldest first", async () => {
    const res = await p.get("categories");
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 26, current_page: 1, last_page: 3, per_page: 12 });
    const data = res.body.data as { id: number }[];
    expect(data).toHaveLength(12);
    expect(data.map((c) => c.id)).toEqual([...data.map((c) => c.id)].sort((a, b) => a - b));
    const last = await p.get("categories?page=3");
    expect((last.body.data as unknown[]).length).toBe(2);
    const beyond = await p.get("categories?page=9");
    expect(beyond.body.data).toEqual([]);
  });

  it("gives every page the rows of one sequence, read from either end (server/db/paged.ts)", async () => {
    const all = (await p.get("categories?per_page=100")).body.data as { id: number }[];
    const ids = all.map((c) => c.id);
    expect(ids).toHaveLength(26);
    for (const perPage of [5, 7, 12]) {
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(26 / perPage) + 1; page++) {
        const res = await p.get(`categories?per_page=${perPage}&page=${page}`);
        pages.push(...(res.body.data as { id: number }[]).map((c) => c.id));
      }
      expect(pages).toEqual(ids);
    }
    // The same on a newest-first list, with a search narrowing it.
    const admin = await p.login();
    const newest = async (page: number, perPage: number) =>
      (
        (await p.post(`dashboard/skills?page=${page}&per_page=${perPage}`, { token: admin })).body
          .data as { id: number }[]
      ).map((s) => s.id);
    for (let i = 0; i < 11; i++) {
      await p.post("dashboard/skills/save", {
        token: admin,
        form: { ar_name: `مهارة ${i}`, en_name: `Skill ${i}` },
      });
    }
    const skills = await newest(1, 100);
    expect(skills).toEqual([...skills].sort((a, b) => b - a));
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(skills.length / 4) + 1; page++) {
      paged.push(...(await newest(page, 4)));
    }
    expect(paged).toEqual(skills);
  });

  it("caps per_page at 100 and ignores junk values", async () => {
    expect((await p.get("categories?per_page=1000")).body.meta?.per_page).toBe(100);
    expect((await p.get("categories?per_page=5")).body.meta).toMatchObject({
      per_page: 5,
      last_page: 6,
    });
    expect((await p.get("categories?page=-3&per_page=abc")).body.meta).toMatchObject({
      current_page: 1,
      per_page: 12,
    });
  });

  it("searches both names and treats % and _ literally", async () => {
    const en = await p.get("categories?q=mobile");
    expect((en.body.data as { en_name: string }[]).map((c) => c.en_name)).toEqual(["Mobile Apps"]);
    const ar = await p.get(`categories?q=${encodeURIComponent("التسويق")}`);
    expect((ar.body.data as { en_name: string }[]).map((c) => c.en_name)).toEqual([
      "Digital Marketing",
    ]);
    const wild = await p.get("categories?q=%25");
    expect(wild.body.meta?.total).toBe(0);
  });

  it("carries both languages, created_at and the one-image fields", async () => {
    const res = await p.get("categories?per_page=1");
    const [cat] = res.body.data as Record<string, unknown>[];
    expect(cat).toMatchObject({
      id: 1,
      ar_name: "تطوير المواقع",
      en_name: "Web Development",
      image: expect.stringMatching(/^\/storage\/categories\/[a-f0-9]+\.webp$/),
      created_at: expect.any(String),
    });
    const [img] = cat.images as { path: string; thumb: string; width: number; height: number }[];
    expect(img).toMatchObject({ path: cat.image, width: 1200, height: 800 });
    const file = await p.get(img.thumb);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
  });

  it("needs the apikey", async () => {
    expect((await p.get("categories", { apikey: null })).status).toBe(401);
    expect((await p.get("categories", { apikey: "wrong" })).body.status).toBe(401);
  });
});

describe("GET /api/categories/{id}", () => {
  it("answers one record", async () => {
    const res = await p.get("categories/2");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 2,
      en_name: "Mobile Apps",
      ar_name: "تطبيقات الجوال",
    });
  });

  it("answers a localized 404 envelope for a missing or malformed id", async () => {
    const missing = await p.get("categories/9999");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 404, errors: "The requested item was not found." });
    const ar = await p.get("categories/abc", { lang: "ar" });
    expect(ar.status).toBe(404);
    expect(ar.body.errors).toBe("العنصر المطلوب غير موجود.");
  });
});
