// The audit log against the real provider: saves and deletes of several entities are recorded
// with the admin who made them and a short summary; GET audit filters and pages; only admins read
// it, and nobody writes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

type Entry = {
  id: number;
  entity: string;
  entity_id: number;
  action: string;
  summary: string;
  created_at: string;
  admin: { id: number; username: string; email: string };
};

async function entries(query = "", token = admin) {
  const res = await p.get(`audit${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Entry[];
}

const latest = async (query = "") => (await entries(query))[0];

describe("recording", () => {
  it("a category's create, update and delete, with the actor and what changed", async () => {
    const created = await p.post("dashboard/categories/save", {
      token: admin,
      form: { ar_name: "تصميم", en_name: "Design" },
    });
    const id = (created.body.data as { id: number }).id;
    const me = (await p.get("user", { token: admin })).body.user as {
      id: number;
      username: string;
    };
    expect(await latest()).toMatchObject({
      entity: "categories",
      entity_id: id,
      action: "create",
      summary: "ar_name: تصميم; en_name: Design",
      admin: { id: me.id, username: me.username, email: ADMIN_EMAIL },
    });
    expect(Number.isNaN(Date.parse((await latest()).created_at))).toBe(false);

    await p.post("dashboard/categories/save", {
      token: admin,
      form: { id, ar_name: "تصميم الهوية", en_name: "Design" },
    });
    expect(await latest()).toMatchObject({
      action: "update",
      entity_id: id,
      summary: "ar_name: تصميم → تصميم الهوية",
    });

    // Saving the form as it is changes nothing, and adds nothing to the log.
    const count = async () =>
      ((await p.get("audit?entity=categories", { token: admin })).body.meta as { total: number })
        .total;
    const before = await count();
    const resaved = await p.post("dashboard/categories/save", {
      token: admin,
      form: { id, ar_name: "تصميم الهوية", en_name: "Design" },
    });
    expect(resaved.status).toBe(200);
    expect(await count()).toBe(before);
    expect(await latest()).toMatchObject({
      action: "update",
      summary: "ar_name: تصميم → تصميم الهوية",
    });

    await p.post("dashboard/categories/delete", { token: admin, form: { id } });
    expect(await latest()).toMatchObject({
      action: "delete",
      entity: "categories",
      entity_id: id,
      summary: "ar_name: تصميم الهوية; en_name: Design",
    });
  });

  it("long texts by name only, values clipped", async () => {
    const long = "x".repeat(80);
    const faq = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ar_name: "سؤال", en_name: long, ar_answer: "<p>جواب</p>", en_answer: "<p>A</p>" },
    });
    const id = (faq.body.data as { id: number }).id;
    await p.post("dashboard/faqs/save", {
      token: admin,
      form: { id, ar_name: "سؤال", en_name: long, ar_answer: "<p>جواب</p>", en_answer: "<p>B</p>" },
    });
    const entry = await latest();
    expect(entry).toMatchObject({ entity: "faqs", action: "update", summary: "en_answer" });
    const create = (await entries("?entity=faqs"))[1];
    expect(create.summary).toContain(`en_name: ${"x".repeat(39)}…`);
    expect(create.summary).toContain("ar_answer");
  });

  it("a user's role change and delete; a password only by name", async () => {
    const form = {
      username: "audited",
      email: "audited@example.test",
      password: "secret-pass-123",
      password_confirmation: "secret-pass-123",
      type: "client",
      role: "user",
    };
    const res = await p.post("users/save", { token: admin, form });
    const id = (res.body.data as { id: number }).id;
    const create = await latest();
    expect(create).toMatchObject({ entity: "users", entity_id: id, action: "create" });
    expect(create.summary).toContain("username: audited");
    expect(create.summary).toContain("password");

    await p.post("users/save", {
      token: admin,
      form: {
        ...form,
        id,
        role: "admin",
        password: "other-pass-456",
        password_confirmation: "other-pass-456",
      },
    });
    const update = await latest();
    expect(update.summary).toBe("role: user → admin; password");
    await p.post("dashboard/users/delete", { token: admin, form: { id } });
    expect(await latest()).toMatchObject({ entity: "users", entity_id: id, action: "delete" });

    const all = JSON.stringify((await p.get("audit?per_page=100", { token: admin })).body);
    expect(all).not.toMatch(/secret-pass|other-pass|\$argon|\$2[aby]\$|scrypt/);
  });

  it("jobs, tags and read marks, each by the admin who made them", async () => {
    const other = await p.makeUser("admin");
    const job = await p.post("jobs", {
      token: other.token,
      form: {
        ar_title: "مطور",
        en_title: "Developer",
        ar_description: "<p>ي</p>",
        en_description: "<p>D</p>",
      },
    });
    const jobId = (job.body.data as { id: number }).id;
    expect(await latest()).toMatchObject({
      entity: "jobs",
      entity_id: jobId,
      action: "create",
      admin: { email: other.email },
    });
    await p.post(`jobs/${jobId}`, {
      token: other.token,
      form: { _method: "delete" },
    });
    expect(await latest()).toMatchObject({
      entity: "jobs",
      action: "delete",
      summary: expect.stringContaining("en_title: Developer"),
    });

    const tag = await p.post("titledesc/save", {
      token: admin,
      form: { table: "posts", title: "Hiring", description: "Open roles" },
    });
    const tagId = (tag.body.data as { id: number }).id;
    await p.post("titledesc/save", {
      token: admin,
      form: { id: tagId, table: "posts", title: "Careers", description: "Open roles" },
    });
    expect(await latest()).toMatchObject({
      entity: "tags",
      action: "update",
      summary: "title: Hiring → Careers",
    });

    const message = await p.db
      .insertInto("contact_messages")
      .values({ name: "S", email: "s@example.test", contact_reason: "quote", info: "hi" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await p.post("dashboard/contact_messages/read", { token: admin, form: { id: message.id } });
    expect(await latest()).toMatchObject({
      entity: "contact_messages",
      action: "update",
      summary: "read: false → true",
    });
  });

  it("a refused write leaves no entry", async () => {
    const before = (await p.get("audit", { token: admin })).body.meta?.total;
    const bad = await p.post("dashboard/categories/save", { token: admin, form: { ar_name: "" } });
    expect(bad.status).toBe(422);
    const blocked = await p.post("dashboard/categories/delete", { token: admin, form: { id: 1 } });
    expect(blocked.status).toBe(422);
    expect((await p.get("audit", { token: admin })).body.meta?.total).toBe(before);
  });
});

describe("GET audit", () => {
  it("filters by entity and by admin, newest first, with the lists' paging", async () => {
    const faqs = await entries("?entity=faqs");
    expect(faqs.length).toBe(2);
    expect(faqs.every((e) => e.entity === "faqs")).toBe(true);
    const ids = (await entries()).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const admins = (await p.get("audit/admins", { token: admin })).body.data as Entry["admin"][];
    expect(admins.length).toBe(2);
    const other = admins.find((a) => a.email !== ADMIN_EMAIL)!;
    const theirs = await entries(`?admin=${other.id}`);
    expect(theirs.map((e) => e.entity)).toEqual(["jobs", "jobs"]);
    expect((await entries(`?admin=${other.id}&entity=tags`)).length).toBe(0);

    const paged = await p.get("audit?per_page=2&page=2", { token: admin });
    expect(paged.body.meta).toMatchObject({ current_page: 2, per_page: 2 });
    expect((paged.body.data as Entry[]).length).toBe(2);
  });

  it("refuses an unknown entity or admin with a translated message", async () => {
    const bad = await p.get("audit?entity=secrets&admin=x", { token: admin, lang: "ar" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(["admin", "entity"]);
    expect(JSON.stringify(bad.body.errors)).toMatch(/[\u0600-\u06FF]/);
  });

  it("is for admins only", async () => {
    const user = await p.makeUser("user");
    expect((await p.get("audit")).status).toBe(401);
    expect((await p.get("audit", { token: user.token })).status).toBe(403);
    expect((await p.get("audit/admins", { token: user.token })).status).toBe(403);
    expect((await p.get("audit", { apikey: "wrong", token: admin })).status).toBe(401);
  });

  it("has no write: POST, PUT, PATCH and DELETE are refused and change nothing", async () => {
    const before = (await p.get("audit", { token: admin })).body;
    const id = (before.data as Entry[])[0].id;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const url of ["audit", `audit/${id}`]) {
        const res = await p.call(method, url, { token: admin, form: { summary: "forged" } });
        expect(res.status, `${method} ${url}`).toBe(405);
        expect(res.headers.get("allow")).toBe("GET");
      }
    }
    const user = await p.makeUser("user");
    expect((await p.call("DELETE", `audit/${id}`, { token: user.token })).status).toBe(403);
    expect((await p.get("audit", { token: admin })).body).toEqual(before);
  });
});
