// Item pages' addresses (docs/publishing.md, "Addresses") on SQLite and on PostgreSQL: slugs made
// from the names, a clash refused by the field, the other language's or an earlier slug answered
// with the current one (one hop, after several changes), a deleted item's 410, a draft's 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
let categoryId: number;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
  const category = await p.post("dashboard/categories/save", {
    token: admin,
    multipart: multipart({ ar_name: "قسم", en_name: "Section" }, []),
  });
  categoryId = (category.body.data as { id: number }).id;
});
afterAll(() => p.close());

type Fields = Record<string, string | number>;
type Saved = { id: number; ar_slug: string | null; en_slug: string | null; updated_at: string };

const save = async (fields: Fields, lang: "ar" | "en" = "en") =>
  p.post("dashboard/services/save", {
    token: admin,
    lang,
    multipart: multipart(
      { category_id: categoryId, ar_info: "<p>نص</p>", en_info: "<p>Text</p>", ...fields },
      [],
    ),
  });
const saved = async (fields: Fields) => {
  const answer = await save(fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Saved;
};
const bySlug = (slug: string, lang: "ar" | "en") =>
  p.get(`services/slug/${encodeURIComponent(slug)}`, { lang });

describe("item slugs", () => {
  it("makes each language's slug from its name: Arabic letters kept, English in ASCII", async () => {
    const row = await saved({
      ar_name: "تصميم المواقع الإلكترونية",
      en_name: "Web Design & Hosting",
    });
    expect(row.ar_slug).toBe("تصميم-المواقع-الإلكترونية");
    expect(row.en_slug).toBe("web-design-hosting");
    const again = await saved({
      ar_name: "تصميم المواقع الإلكترونية",
      en_name: "Web design, hosting",
    });
    expect(again.en_slug).toBe("web-design-hosting-2");
    const found = await bySlug("web-design-hosting", "en");
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: row.id, en_name: "Web Design & Hosting" });
    const arabic = await bySlug("تصميم-المواقع-الإلكترونية", "ar");
    expect(arabic.body.data).toMatchObject({ id: row.id });
  });

  it("refuses a slug another service holds, by the field, translated", async () => {
    await saved({ ar_name: "استضافة", en_name: "Hosting", en_slug: "hosting" });
    const clash = await save({ ar_name: "خدمة", en_name: "Other", en_slug: "Hosting" }, "ar");
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toMatchObject({
      en_slug: [expect.stringContaining("عنوان الصفحة (بالإنجليزية)")],
    });
  });

  it("answers the other language's slug and every earlier one with the current slug", async () => {
    const row = await saved({ ar_name: "تسويق", en_name: "Marketing" });
    const first = await saved({
      id: row.id,
      updated_at: row.updated_at,
      ar_name: "تسويق",
      en_name: "Marketing",
      en_slug: "digital-marketing",
    });
    const second = await saved({
      id: row.id,
      updated_at: first.updated_at,
      ar_name: "تسويق",
      en_name: "Marketing",
      en_slug: "online-marketing",
    });
    expect(second.en_slug).toBe("online-marketing");
    for (const old of ["marketing", "digital-marketing"]) {
      const moved = await bySlug(old, "en");
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ moved: "online-marketing" });
      expect(moved.body.data).toBeUndefined();
    }
    const other = await bySlug("online-marketing", "ar");
    expect(other.body).toMatchObject({ moved: "تسويق" });
    // Emptied: made anew from the name, the old one kept.
    const third = await saved({
      id: row.id,
      updated_at: second.updated_at,
      ar_name: "تسويق",
      en_name: "Growth",
      en_slug: "",
    });
    expect(third.en_slug).toBe("growth");
    expect((await bySlug("online-marketing", "en")).body).toMatchObject({ moved: "growth" });
  });

  it("answers 404 for a language not published and 410 once deleted", async () => {
    const row = await saved({
      ar_name: "",
      en_name: "Draft in Arabic",
      ar_status: "draft",
      en_status: "published",
    });
    expect(row.ar_slug).toBeNull();
    expect((await bySlug("draft-in-arabic", "en")).status).toBe(200);
    expect((await bySlug("draft-in-arabic", "ar")).status).toBe(404);
    const hidden = await saved({
      ar_name: "مسودة",
      en_name: "All draft",
      ar_status: "draft",
      en_status: "draft",
    });
    expect((await bySlug(hidden.en_slug ?? "", "en")).status).toBe(404);
    const removed = await p.post("dashboard/services/delete", {
      token: admin,
      form: { id: String(row.id) },
    });
    expect(removed.status).toBe(200);
    expect((await bySlug("draft-in-arabic", "en")).status).toBe(410);
    expect((await bySlug("nothing-here", "en")).status).toBe(404);
  });

  it("gives the demo content its slugs", async () => {
    const list = await p.get("services?per_page=1", { lang: "en" });
    const [first] = list.body.data as Saved[];
    expect(first?.en_slug).toMatch(/^[a-z0-9-]+$/);
    expect(first?.ar_slug).toMatch(/[\u0600-\u06ff]/);
  });
});
