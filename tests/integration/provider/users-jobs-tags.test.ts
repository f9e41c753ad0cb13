import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

type Rec = Record<string, unknown> & { id: number };

describe("users", () => {
  const newUser = {
    username: "nour",
    email: "nour@example.test",
    password: "nour-pass-123",
    password_confirmation: "nour-pass-123",
    type: "client",
    role: "user",
  };
  let id: number;

  it("users/save creates a user in the conventions' shape", async () => {
    const res = await p.post("users/save", { token: admin, form: newUser });
    expect(res.status).toBe(200);
    id = (res.body.data as Rec).id;
    expect(res.body.data).toEqual({
      id,
      username: "nour",
      email: "nour@example.test",
      phone: null,
      country: null,
      city: null,
      type: "client",
      role: { name: "user" },
      created_at: expect.any(String),
    });
  });

  it("dashboard/users pages newest first with meta.total", async () => {
    const res = await p.post("dashboard/users?page=1", { token: admin });
    expect(res.body.meta).toMatchObject({ total: 2 });
    expect((res.body.data as Rec[])[0].email).toBe("nour@example.test");
    expect(JSON.stringify(res.body)).not.toContain("password");
  });

  it("updates role and type, keeps the password when none is given, and can promote to admin", async () => {
    const res = await p.post("users/save", {
      token: admin,
      form: { id, username: "nour", email: "nour@example.test", type: "company", role: "admin" },
    });
    expect(res.body.data).toMatchObject({ type: "company", role: { name: "admin" } });
    const token = await p.login("nour@example.test", "nour-pass-123");
    expect((await p.post("dashboard/statistics", { token })).status).toBe(200);
  });

  it("refuses duplicates, a bad role and removing the last admin", async () => {
    const dup = await p.post("users/save", {
      token: admin,
      form: { ...newUser, email: ADMIN_EMAIL, role: "root" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({
      role: ["The selected role is invalid."],
    });
    const taken = await p.post("users/save", {
      token: admin,
      form: { ...newUser, email: ADMIN_EMAIL, username: "other" },
    });
    expect(taken.body.errors).toEqual({ email: ["The email has already been taken."] });
    await p.post("users/save", {
      token: admin,
      form: { id, username: "nour", email: "nour@example.test", type: "company", role: "user" },
    });
    const me = await p.get("user", { token: admin });
    const last = await p.post("users/save", {
      token: admin,
      form: {
        id: (me.body.user as Rec).id,
        username: "admin",
        email: ADMIN_EMAIL,
        type: "company",
        role: "user",
      },
    });
    expect(last.status).toBe(422);
    expect(last.body.errors).toBe("The last administrator cannot lose the admin role.");
  });
});

describe("jobs", () => {
  const job = {
    ar_title: "مهندس بيانات",
    en_title: "Data Engineer",
    ar_description: "<p>يبني خطوط البيانات</p>",
    en_description: "<p>Builds data pipelines</p>",
  };

  it("jobs/dash pages inside data with total", async () => {
    const res = await p.post("jobs/dash?page=1", { token: admin });
    const data = res.body.data as {
      data: Rec[];
      total: number;
      current_page: number;
      last_page: number;
      per_page: number;
    };
    expect(data.total).toBe(10);
    expect(data).toMatchObject({ current_page: 1, last_page: 1, per_page: 12 });
    expect(data.data[0]).toMatchObject({ skills: expect.any(Array), parent: expect.anything() });
  });

  it("jobs/parents lists the roots; GET jobs/{id}?admin=true answers skills and children", async () => {
    const parents = await p.post("jobs/parents");
    const roots = parents.body.data as Rec[];
    expect(roots.map((r) => r.en_title)).toEqual(["Software Development", "Design", "Marketing"]);
    const one = await p.get(`jobs/${roots[0].id}?admin=true`, { token: admin });
    expect(one.status).toBe(200);
    expect((one.body.data as Rec).children).toHaveLength(3);
    expect((await p.get(`jobs/${roots[0].id}?admin=true`)).status).toBe(401);
    expect((await p.get("jobs/9999")).status).toBe(404);
  });

  it("creates, updates with _method=put, refuses loops, and deletes with _method=delete", async () => {
    const created = await p.post("jobs", {
      token: admin,
      form: { ...job, parent_id: 1, "skills[]": [1, 2] },
    });
    expect(created.status).toBe(200);
    const data = created.body.data as Rec;
    expect((data.skills as Rec[]).map((s) => s.id)).toEqual([1, 2]);
    const upd = await p.post(`jobs/${data.id}`, {
      token: admin,
      form: { ...job, en_title: "Senior Data Engineer", _method: "put", skills: "3" },
    });
    expect(upd.body.data).toMatchObject({ en_title: "Senior Data Engineer", parent_id: null });
    const loop = await p.post("jobs/1", {
      token: admin,
      form: { ...job, _method: "put", parent_id: 2 },
    });
    expect(loop.status).toBe(422);
    expect(loop.body.errors).toEqual({
      parent_id: ["A job cannot be its own parent or the parent of its parent."],
    });
    const badRefs = await p.post("jobs", {
      token: admin,
      lang: "ar",
      form: { ...job, parent_id: 999, skills: "998" },
    });
    expect(badRefs.body.errors).toEqual({
      parent_id: ["قيمة الوظيفة الأصل المختارة غير موجودة."],
      skills: ["قيمة المهارات المختارة غير موجودة."],
    });
    const withChildren = await p.post("jobs/1", { token: admin, form: { _method: "delete" } });
    expect(withChildren.status).toBe(422);
    const del = await p.post(`jobs/${data.id}`, { token: admin, form: { _method: "delete" } });
    expect(del.body).toMatchObject({ status: 200, message: "deleted operation done successfully" });
    expect((await p.get(`jobs/${data.id}`)).status).toBe(404);
  });

  it("needs an admin for writes", async () => {
    const { token } = await p.makeUser();
    expect((await p.post("jobs", { token, form: job })).status).toBe(403);
    expect((await p.post("jobs/1", { form: { _method: "delete" } })).status).toBe(401);
  });
});

describe("titledesc (tags)", () => {
  it("searches by table and title; admin view pages with total", async () => {
    const res = await p.post("titledesc", { form: { table: "projects", title: "rea" } });
    expect((res.body.data as Rec[]).map((t) => t.title)).toEqual(["React"]);
    const adminView = await p.post("titledesc", {
      token: admin,
      form: { table: "posts", admin: "true", page: 1 },
    });
    expect(adminView.body.total).toBe(2);
    expect((adminView.body.data as Rec[])[0]).toMatchObject({
      table: "posts",
      description: expect.any(String),
    });
    expect((await p.post("titledesc", { form: { admin: "true" } })).status).toBe(401);
  });

  it("titledesc/save creates and updates, admin only, with validation", async () => {
    const created = await p.post("titledesc/save", {
      token: admin,
      form: { table: "projects", title: "Vue", description: "Vue apps" },
    });
    expect(created.body).toMatchObject({ status: 200, data: { title: "Vue", table: "projects" } });
    const id = (created.body.data as Rec).id;
    const upd = await p.post("titledesc/save", {
      token: admin,
      form: { id, table: "projects", title: "Vue.js" },
    });
    expect(upd.body.data).toMatchObject({ id, title: "Vue.js" });
    const bad = await p.post("titledesc/save", {
      token: admin,
      form: { table: "Bad Table!", title: "" },
    });
    expect(bad.body.errors).toEqual({ title: ["The title field is required."] });
    expect((await p.post("titledesc/save", { form: { table: "x", title: "y" } })).status).toBe(401);
  });
});
