// History with restore and undo delete (docs/publishing.md, "History and undo delete"): every
// save keeps a revision, a restore brings one back (itself a revision and an audit entry), a
// deleted record comes back with its id, children and images within 30 days, and the purge
// removes it and its files after them. Runs on both engines.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeRevisions } from "../../../server/db/revision-purge.js";
import { multipart, png } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
type Rec = Record<string, unknown> & { id: number };
type Img = { path: string; thumb: string; variants: { path: string }[] };

beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

const faq = (n: number, id?: number) => ({
  ...(id ? { id } : {}),
  ar_name: `سؤال ${n}`,
  en_name: `Question ${n}`,
  ar_answer: `<p>جواب ${n}</p>`,
  en_answer: `<p>Answer ${n}</p>`,
});

async function save(entity: string, form: Record<string, string | number | string[]>) {
  const res = await p.post(`dashboard/${entity}/save`, { token: admin, form });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Rec;
}

const history = async (entity: string, id: number) => {
  const res = await p.post(`dashboard/${entity}/revisions`, { token: admin, form: { id } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as (Rec & { action: string; changes: Rec[]; admin: Rec })[];
};

describe("history with restore", () => {
  it("three saves then a restore of the first bring its first text back", async () => {
    const { id } = await save("faqs", faq(1));
    await save("faqs", faq(2, id));
    await save("faqs", faq(3, id));
    const three = await history("faqs", id);
    expect(three.map((r) => r.action)).toEqual(["update", "update", "create"]);
    expect(three[0]).toMatchObject({ admin: { name: "admin" } });
    expect(three[0].changes).toContainEqual({
      field: "en_name",
      before: "Question 2",
      after: "Question 3",
    });
    const first = three[2];
    const res = await p.post("dashboard/faqs/restore", {
      token: admin,
      lang: "ar",
      form: { id, revision: first.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe("تمت الاستعادة.");
    expect(res.body.data).toMatchObject({ en_name: "Question 1", ar_answer: "<p>جواب 1</p>" });
    const pub = await p.get("faqs", { lang: "en" });
    expect((pub.body.data as Rec[]).map((f) => f.en_name)).toContain("Question 1");
    const four = await history("faqs", id);
    expect(four[0]).toMatchObject({ action: "restore" });
    expect(four[0].changes).toContainEqual({
      field: "en_name",
      before: "Question 3",
      after: "Question 1",
    });
    const audit = await p.get("audit?entity=faqs", { token: admin });
    expect((audit.body.data as Rec[])[0]).toMatchObject({
      entity_id: id,
      action: "update",
      summary: expect.stringContaining("en_name: Question 3 → Question 1"),
    });
  });

  it("answers one revision with the record as it stood, and 404 for another record's", async () => {
    const a = await save("faqs", faq(5));
    const b = await save("faqs", faq(6));
    const [revA] = await history("faqs", a.id);
    const one = await p.post("dashboard/faqs/revision", {
      token: admin,
      form: { id: a.id, revision: revA.id },
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ record: { row: { en_name: "Question 5" } } });
    for (const path of ["revision", "restore"]) {
      const foreign = await p.post(`dashboard/faqs/${path}`, {
        token: admin,
        form: { id: b.id, revision: revA.id },
      });
      expect(foreign.status).toBe(404);
    }
    const other = await p.post("dashboard/categories/restore", {
      token: admin,
      form: { id: a.id, revision: revA.id },
    });
    expect(other.status).toBe(404);
  });

  it("refuses a restore naming a category deleted since, in the request's language", async () => {
    const cat = await save("categories", { ar_name: "قديم", en_name: "Old" });
    const fresh = await save("categories", { ar_name: "جديد", en_name: "New" });
    const svc = {
      ar_name: "خدمة",
      en_name: "Service",
      ar_info: "<p>نص</p>",
      en_info: "<p>Text</p>",
    };
    const service = await save("services", { ...svc, category_id: cat.id });
    await save("services", { ...svc, id: service.id, category_id: fresh.id });
    const del = await p.post("dashboard/categories/delete", { token: admin, form: { id: cat.id } });
    expect(del.status).toBe(200);
    const revs = await history("services", service.id);
    const res = await p.post("dashboard/services/restore", {
      token: admin,
      lang: "ar",
      form: { id: service.id, revision: revs.at(-1)!.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContain("حُذف القسم");
  });

  it("is open to editors, as saves are", async () => {
    const made = await p.post("users/save", {
      token: admin,
      form: {
        username: "editor_rev",
        email: "editor-rev@example.test",
        password: "quiet-lantern-meadow-4",
        password_confirmation: "quiet-lantern-meadow-4",
        type: "client",
        role: "editor",
      },
    });
    expect(made.status, made.text).toBe(200);
    const editor = await p.login("editor-rev@example.test", "quiet-lantern-meadow-4");
    const { id } = await save("faqs", faq(8));
    await save("faqs", faq(9, id));
    const [, first] = await history("faqs", id);
    const res = await p.post("dashboard/faqs/restore", {
      token: editor,
      form: { id, revision: first.id },
    });
    expect(res.status, res.text).toBe(200);
    const [latest] = await history("faqs", id);
    expect(latest).toMatchObject({ action: "restore", admin: { name: "editor_rev" } });
  });

  it("is for staff: a visitor 401, a plain user 403", async () => {
    const user = await p.makeUser("user");
    expect((await p.post("dashboard/faqs/revisions", { form: { id: 1 } })).status).toBe(401);
    for (const path of ["revisions", "restore", "deleted"]) {
      const res = await p.post(`dashboard/faqs/${path}`, {
        token: user.token,
        form: { id: 1, revision: 1 },
      });
      expect(res.status).toBe(403);
    }
  });
});

describe("undo delete", () => {
  it("brings a deleted post back with its id, requirements and image; purged after 30 days", async () => {
    const made = await p.post("dashboard/posts/save", {
      token: admin,
      multipart: multipart(
        {
          ar_name: "وظيفة",
          en_name: "Opening",
          ar_info: "<p>نص</p>",
          en_info: "<p>Text</p>",
          "ar_requirements[]": ["خبرة"],
          "en_requirements[]": ["Experience"],
        },
        [{ field: "image", name: "a.png", data: await png(300, 200) }],
      ),
    });
    expect(made.status, made.text).toBe(200);
    const post = made.body.data as Rec & { images: Img[] };
    const img = post.images[0];
    const del = await p.post("dashboard/posts/delete", { token: admin, form: { id: post.id } });
    expect(del.status).toBe(200);
    // Kept for the restore, for staff only (ADR 0023).
    expect((await p.get(img.path)).status).toBe(404);
    expect((await p.get(img.path, { token: admin })).status).toBe(200);
    const trash = await p.post("dashboard/posts/deleted", { token: admin });
    const [gone] = trash.body.data as (Rec & { revision: number })[];
    expect(gone).toMatchObject({ id: post.id, ar_name: "وظيفة", en_name: "Opening" });
    expect(gone.admin).toMatchObject({ name: "admin" });

    const back = await p.post("dashboard/posts/restore", {
      token: admin,
      form: { id: post.id, revision: gone.revision },
    });
    expect(back.status, back.text).toBe(200);
    expect(back.body.data).toMatchObject({
      id: post.id,
      en_name: "Opening",
      en_requirements: ["Experience"],
      image: img.path,
    });
    const list = await p.post("dashboard/posts", { token: admin, form: { search: "opening" } });
    expect((list.body.data as Rec[]).map((r) => r.id)).toEqual([post.id]);
    expect((await p.post("dashboard/posts/deleted", { token: admin })).body.data).toEqual([]);

    // Deleted again, 31 days ago: the purge removes its history and its files.
    await p.post("dashboard/posts/delete", { token: admin, form: { id: post.id } });
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString();
    await sql`update revisions set created_at = ${old} where entity = 'posts' and record_id = ${post.id}`.execute(
      p.db,
    );
    expect((await p.post("dashboard/posts/deleted", { token: admin })).body.data).toEqual([]);
    const done = await purgeRevisions(p.db, p.storage);
    expect(done.files).toBeGreaterThan(0);
    expect((await p.get(img.path, { token: admin })).status).toBe(404);
    expect((await p.get(img.thumb, { token: admin })).status).toBe(404);
    expect(await history("posts", post.id)).toEqual([]);
    expect(await purgeRevisions(p.db, p.storage)).toEqual({ revisions: 0, files: 0 });
  });

  it("keeps a live record's latest revision and restores a replaced picture until the purge", async () => {
    const saveCat = async (name: string, data: Buffer, id?: number) => {
      const res = await p.post("dashboard/categories/save", {
        token: admin,
        multipart: multipart({ ...(id ? { id } : {}), ar_name: `قسم ${name}`, en_name: name }, [
          { field: "image", name: "a.png", data },
        ]),
      });
      expect(res.status, res.text).toBe(200);
      return res.body.data as Rec & { images: Img[] };
    };
    const cat = await saveCat("Red", await png(100, 80, "#ff0000"));
    const blue = await saveCat("Blue", await png(90, 80, "#0000ff"), cat.id);
    const [, first] = await history("categories", cat.id);
    const back = await p.post("dashboard/categories/restore", {
      token: admin,
      form: { id: cat.id, revision: first.id },
    });
    expect(back.body.data).toMatchObject({ en_name: "Red", image: cat.images[0].path });
    expect((await p.get(blue.images[0].path, { token: admin })).status).toBe(200);

    const old = new Date(Date.now() - 40 * 24 * 60 * 60_000).toISOString();
    await sql`update revisions set created_at = ${old} where entity = 'categories' and record_id = ${cat.id}`.execute(
      p.db,
    );
    await purgeRevisions(p.db, p.storage);
    expect((await history("categories", cat.id)).map((r) => r.action)).toEqual(["restore"]);
    expect((await p.get(cat.images[0].path)).status).toBe(200);
    expect((await p.get(blue.images[0].path, { token: admin })).status).toBe(404);
  });
});
