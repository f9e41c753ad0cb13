// The editable pages (GET pages/{key}, dashboard/pages, dashboard/pages/save) against the real
// provider: first start fills all four, saves are sanitised, admin-only and audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
let user: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
  user = (await p.makeUser()).token;
});
afterAll(() => p.close());

type Page = {
  id: number;
  key: string;
  ar_title: string;
  en_title: string;
  ar_body: string;
  en_body: string;
  updated_at: string;
};
const KEYS = ["about-us", "privacy", "terms", "conditions"];
const edit = {
  key: "privacy",
  ar_title: "الخصوصية",
  en_title: "Privacy",
  ar_body: "<p>نص جديد</p>",
  en_body: "<h2>New</h2><p>A new privacy text.</p>",
};

describe("pages", () => {
  it("exist from the first start with today's texts, without demo content", async () => {
    for (const key of KEYS) {
      const res = await p.get(`pages/${key}`);
      expect(res.status, key).toBe(200);
      expect((res.body.data as Page).key).toBe(key);
    }
    const privacy = (await p.get("pages/privacy")).body.data as Page;
    expect(privacy).toMatchObject({ en_title: "Privacy policy", ar_title: "سياسة الخصوصية" });
    expect(privacy.en_body).toContain("<h2>Who we are</h2>");
    const about = (await p.get("pages/about-us")).body.data as Page;
    expect(about.en_body).toContain("<h2>Our story</h2>");
    const list = await p.post("dashboard/pages", { token: admin });
    expect((list.body.data as Page[]).map((page) => page.key)).toEqual(KEYS);
  });

  it("answers 404 for an unknown key", async () => {
    const res = await p.get("pages/cookies");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, errors: "The requested item was not found." });
    expect((await p.get("pages/cookies", { lang: "ar" })).body.errors).toBe(
      "العنصر المطلوب غير موجود.",
    );
  });

  it("saves a page with its body sanitised, and records it", async () => {
    const before = (await p.get("pages/privacy")).body.data as Page;
    const res = await p.post("dashboard/pages/save", {
      token: admin,
      form: {
        ...edit,
        en_body:
          '<h2 onclick="x()">New</h2><p>A new <a href="javascript:alert(1)">privacy</a> text.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Saved successfully.");
    expect(res.body.data).toMatchObject({ ...edit, id: before.id });
    const after = (await p.get("pages/privacy")).body.data as Page;
    expect(after.en_body).toBe(edit.en_body);
    expect(after.updated_at > before.updated_at).toBe(true);
    // The other pages are untouched.
    expect(((await p.get("pages/terms")).body.data as Page).en_title).toBe("Terms of service");

    const log = await p.get("audit?entity=pages", { token: admin });
    const [entry] = log.body.data as { action: string; entity_id: number; summary: string }[];
    expect(entry).toMatchObject({ action: "update", entity_id: before.id });
    expect(entry.summary).toContain("en_title: Privacy policy → Privacy");
    expect(entry.summary).toContain("en_body");
  });

  it("refuses empty fields and unknown keys in both languages", async () => {
    const en = await p.post("dashboard/pages/save", {
      token: admin,
      form: { ...edit, key: "cookies", en_title: "", ar_body: "<p> </p>" },
    });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      key: ["The selected page is invalid."],
      en_title: ["The title (English) field is required."],
      ar_body: ["The text (Arabic) field is required."],
    });
    const ar = await p.post("dashboard/pages/save", {
      token: admin,
      lang: "ar",
      form: { ...edit, ar_title: "" },
    });
    expect(ar.body.errors).toEqual({ ar_title: ["حقل العنوان (بالعربية) مطلوب."] });
  });

  it("are edited by admins only", async () => {
    for (const path of ["dashboard/pages", "dashboard/pages/save"]) {
      expect((await p.post(path, { form: edit })).status, path).toBe(401);
      expect((await p.post(path, { token: user, form: edit })).status, path).toBe(403);
    }
    expect((await p.get("pages/privacy", { apikey: null })).status).toBe(401);
  });
});
