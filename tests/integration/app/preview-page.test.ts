// /preview against the real provider (docs/publishing.md, "Preview"): a signed link shows a draft
// as its public card in the link's language, to a visitor without a session; a changed link is
// refused (403) and an old one too (410), each with its translated title; never cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_TTL_MS, signPreview } from "~core/content/preview-signature";
import { loader } from "~/routes/_site.preview";
import { multipart, png } from "../provider/files";
import { API_KEY, startProvider, type Provider } from "../provider/harness";
import { appRequest, stubAppEnv } from "./support";

let p: Provider;
let draft: number;
let service: number;
beforeAll(async () => {
  p = await startProvider();
  const admin = await p.login();
  const save = async (route: string, fields: Record<string, string | number>) => {
    const answer = await p.post(`dashboard/${route}/save`, {
      token: admin,
      multipart: multipart({ ...fields, ar_status: "draft", en_status: "draft" }, [
        { field: "image", name: "a.png", data: await png(500, 300) },
      ]),
    });
    expect(answer.status).toBe(200);
    return (answer.body.data as { id: number }).id;
  };
  draft = await save("posts", {
    ar_name: "وظيفة لم تنشر",
    en_name: "Unpublished opening",
    ar_info: "<p>تفاصيل المسودة</p>",
    en_info: "<p>Draft details</p>",
  });
  const category = await save("categories", { ar_name: "فئة مسودة", en_name: "Draft group" });
  service = await save("services", {
    ar_name: "خدمة مسودة",
    en_name: "Draft service",
    ar_info: "<p>وصف</p>",
    en_info: "<p>About it</p>",
    category_id: category,
  });
});
afterAll(() => p.close());

async function open(query: URLSearchParams) {
  stubAppEnv({ PROVIDER_URL: p.base, PROVIDER_API_KEY: API_KEY });
  // No session cookie: the link itself is the permission.
  const response = await loader({
    request: appRequest(`/preview?${query.toString()}`),
    params: {},
    context: {},
  });
  return { response, text: JSON.stringify(await response.json()) };
}

describe("a signed preview link", () => {
  it("shows the draft post as its card, in English and in Arabic, never cached", async () => {
    const en = await open(signPreview(API_KEY, { entity: "posts", id: draft, lang: "en" }));
    expect(en.response.status).toBe(200);
    expect(en.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(en.text).toContain("Unpublished opening");
    expect(en.text).toContain("Draft details");
    expect(en.text).not.toContain("وظيفة لم تنشر");
    const ar = await open(signPreview(API_KEY, { entity: "posts", id: draft, lang: "ar" }));
    expect(ar.response.status).toBe(200);
    expect(ar.text).toContain("وظيفة لم تنشر");
    expect(ar.text).toContain("تفاصيل المسودة");
    expect(ar.text).toContain('"title":"معاينة"');
  });

  it("shows a draft service under its category's name", async () => {
    const { response, text } = await open(
      signPreview(API_KEY, { entity: "services", id: service, lang: "en" }),
    );
    expect(response.status).toBe(200);
    expect(text).toContain("Draft service");
    expect(text).toContain('"group":"Draft group"');
  });

  it("refuses a changed link with 403 and an old one with 410, translated", async () => {
    const changed = signPreview(API_KEY, { entity: "posts", id: draft, lang: "ar" });
    changed.set("id", String(draft + 100));
    const refused = await open(changed);
    expect(refused.response.status).toBe(403);
    expect(refused.text).toContain("رابط المعاينة هذا غير صالح");
    expect(refused.text).not.toContain("وظيفة لم تنشر");
    const forged = signPreview("another-key", { entity: "posts", id: draft, lang: "en" });
    expect((await open(forged)).response.status).toBe(403);
    const old = signPreview(
      API_KEY,
      { entity: "posts", id: draft, lang: "en" },
      Date.now() - PREVIEW_TTL_MS - 1000,
    );
    const expired = await open(old);
    expect(expired.response.status).toBe(410);
    expect(expired.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(expired.text).toContain("This preview link has expired");
    expect(expired.text).not.toContain("Unpublished opening");
  });
});

describe("a draft's pictures", () => {
  it("carry the link's signature, which opens them and only them", async () => {
    const { text } = await open(signPreview(API_KEY, { entity: "posts", id: draft, lang: "en" }));
    const sources = [...text.matchAll(/\/storage\/posts\/[^"\s,]+/g)].map((m) => m[0]);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source).toContain("&sig=");
      expect((await p.get(source, { apikey: null })).status).toBe(200);
      // Not public without it (ADR 0023).
      expect((await p.get(source.split("?")[0], { apikey: null })).status).toBe(404);
    }
  });
});
