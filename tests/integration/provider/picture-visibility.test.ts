// A picture is public only while its record is shown (ADR 0023), on SQLite and on PostgreSQL:
// a deleted or unpublished record's main file, thumb and variants answer 404 at once, though the
// files are kept, and come back with a restore or a publish; staff and a signed preview link
// still read them, never cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPreview } from "../../../core/content/preview-signature.js";
import { multipart, png } from "./files.js";
import { API_KEY, startProvider, type Provider } from "./harness.js";

type Img = { path: string; thumb: string; variants: { path: string }[] };
type Rec = { id: number; images: Img[] };

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

const texts = { ar_name: "موظف", en_name: "Employee", ar_info: "<p>نص</p>", en_info: "<p>T</p>" };

async function pictured(fields: Record<string, string> = {}) {
  const saved = await p.post("dashboard/posts/save", {
    token: admin,
    multipart: multipart({ ...texts, ...fields }, [
      { field: "image", name: "a.png", data: await png(700, 400) },
    ]),
  });
  expect(saved.status, saved.text).toBe(200);
  const record = saved.body.data as Rec;
  const [img] = record.images;
  const files = [img.path, img.thumb, ...img.variants.map((v) => v.path)];
  expect(files.length).toBeGreaterThan(3);
  return { id: record.id, files };
}

const statuses = (files: string[], call: { token?: string } = {}) =>
  Promise.all(files.map(async (file) => (await p.get(file, { apikey: null, ...call })).status));
const everyOne = (files: string[], status: number) => files.map(() => status);

const act = async (path: string, form: Record<string, string | number>) => {
  const res = await p.post(`dashboard/posts/${path}`, { token: admin, form });
  expect(res.status, res.text).toBe(200);
  return res;
};

describe("a deleted record's pictures", () => {
  it("answer 404 at once, every file, and 200 again after undo delete", async () => {
    const { id, files } = await pictured();
    expect(await statuses(files)).toEqual(everyOne(files, 200));
    await act("delete", { id });
    expect(await statuses(files)).toEqual(everyOne(files, 404));
    // Kept for the restore.
    const kept = await p.storage.open(files[0]);
    expect(kept).not.toBeNull();
    kept?.body.destroy();
    const gone = await p.get(files[0], { apikey: null });
    expect(gone.headers.get("cache-control")).toBe("no-store");
    const trash = await act("deleted", {});
    const entry = (trash.body.data as { id: number; revision: number }[]).find((r) => r.id === id);
    await act("restore", { id, revision: entry!.revision });
    expect(await statuses(files)).toEqual(everyOne(files, 200));
  });

  it("are still read by staff, privately", async () => {
    const { id, files } = await pictured();
    await act("delete", { id });
    expect(await statuses(files, { token: admin })).toEqual(everyOne(files, 200));
    const res = await p.get(files[0], { apikey: null, token: admin });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await statuses(files, { token: "not-a-token" })).toEqual(everyOne(files, 404));
  });
});

describe("an unpublished record's pictures", () => {
  it("answer 404 while it is a draft in both languages, 200 once published", async () => {
    const { id, files } = await pictured();
    await act("bulk", { action: "unpublish", ids: String(id) });
    expect(await statuses(files)).toEqual(everyOne(files, 404));
    await act("bulk", { action: "publish", ids: String(id) });
    expect(await statuses(files)).toEqual(everyOne(files, 200));
  });

  it("answer 200 for a record published in one language only", async () => {
    const { files } = await pictured({ ar_status: "draft", en_status: "published" });
    expect(await statuses(files)).toEqual(everyOne(files, 200));
  });

  it("answer 404 before a scheduled record's publish time", async () => {
    const { files } = await pictured({ publish_at: "2999-01-01T00:00:00Z" });
    expect(await statuses(files)).toEqual(everyOne(files, 404));
  });

  it("are read through the record's own signed preview link, and not another's", async () => {
    const { id, files } = await pictured({ ar_status: "draft", en_status: "draft" });
    const own = signPreview(API_KEY, { entity: "posts", id, lang: "en" }).toString();
    const other = signPreview(API_KEY, { entity: "posts", id: id + 1000, lang: "en" }).toString();
    expect(await statuses(files.map((f) => `${f}?${own}`))).toEqual(everyOne(files, 200));
    expect(await statuses(files.map((f) => `${f}?${other}`))).toEqual(everyOne(files, 404));
    const tampered = own.replace(/sig=[^&]+/, "sig=x");
    expect(await statuses([`${files[0]}?${tampered}`])).toEqual([404]);
  });
});

describe("a shown picture's caching", () => {
  it("may be kept, but is asked for again before each use: a 304 while shown", async () => {
    const { files } = await pictured();
    const res = await p.get(files[0], { apikey: null });
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await p.get(files[0], { apikey: null, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("on another replica", () => {
  it("answers 404 on the next request, as on the one that deleted", async () => {
    const other = await startProvider({ dataDir: p.dataDir, databaseUrl: p.databaseUrl });
    try {
      const { id, files } = await pictured();
      const onOther = (list: string[]) =>
        Promise.all(list.map(async (f) => (await other.get(f, { apikey: null })).status));
      expect(await onOther(files)).toEqual(everyOne(files, 200));
      await act("delete", { id });
      expect(await onOther(files)).toEqual(everyOne(files, 404));
    } finally {
      await other.close();
    }
  });
});
