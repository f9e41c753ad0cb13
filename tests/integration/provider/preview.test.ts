// GET preview (docs/publishing.md, "Preview") against the real provider, on SQLite and on
// PostgreSQL: a signed link reads a draft that no public list shows; a changed, expired or
// unsigned link, or a call without the apikey, reads nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPreview } from "../../../core/content/preview-signature.js";
import { multipart } from "./files.js";
import { API_KEY, startProvider, type Provider } from "./harness.js";

let p: Provider;
let draftId: number;
beforeAll(async () => {
  p = await startProvider();
  const admin = await p.login();
  const saved = await p.post("dashboard/posts/save", {
    token: admin,
    multipart: multipart(
      {
        ar_name: "مسودة المعاينة",
        en_name: "Preview draft",
        ar_info: "<p>نص</p>",
        en_info: "<p>Text</p>",
        ar_status: "draft",
        en_status: "draft",
      },
      [],
    ),
  });
  expect(saved.status).toBe(200);
  draftId = (saved.body.data as { id: number }).id;
});
afterAll(() => p.close());

const link = (overrides: Record<string, string> = {}, now = Date.now()) => {
  const query = signPreview(API_KEY, { entity: "posts", id: draftId, lang: "en" }, now);
  for (const [key, value] of Object.entries(overrides)) query.set(key, value);
  return `preview?${query.toString()}`;
};

describe("preview read", () => {
  it("returns a draft for a signed link, which the public list does not show", async () => {
    const list = await p.get("ads?per_page=100", { lang: "en" });
    expect(JSON.stringify(list.body.data)).not.toContain("Preview draft");
    const answer = await p.get(link());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: draftId,
      en_name: "Preview draft",
      ar_name: "مسودة المعاينة",
      en_status: "draft",
    });
  });

  it("refuses a changed link (403), an expired one (410) and a call without the apikey", async () => {
    const other = await p.get(link({ id: String(draftId + 1) }), { lang: "ar" });
    expect(other.status).toBe(403);
    expect(other.body.errors).toBe("رابط المعاينة هذا غير صالح.");
    expect((await p.get(link({ sig: "x" }))).status).toBe(403);
    expect((await p.get(link({ e: "pages" }))).status).toBe(403);
    const expired = await p.get(link({}, Date.now() - 2 * 60 * 60 * 1000), { lang: "en" });
    expect(expired.status).toBe(410);
    expect(expired.body.errors).toBe("This preview link has expired.");
    expect((await p.get(link(), { apikey: null })).status).toBe(401);
  });
});
