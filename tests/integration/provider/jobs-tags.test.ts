// Jobs (a tree with skills) and titledesc tags against the real provider.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

type Rec = Record<string, unknown> & { id: number };

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

  it("jobs/parents lists every job in tree order; GET jobs/{id}?admin=true answers skills and children", async () => {
    const parents = await p.post("jobs/parents");
    const all = parents.body.data as Rec[];
    expect(all).toHaveLength(10);
    const roots = all.filter((r) => r.depth === 0);
    expect(roots.map((r) => r.en_title)).toEqual(["Software Development", "Design", "Marketing"]);
    expect(all.slice(0, 4).map((r) => [r.en_title, r.depth])).toEqual([
      ["Software Development", 0],
      ["Frontend Developer", 1],
      ["Backend Developer", 1],
      ["Mobile Developer", 1],
    ]);
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
    // Left out, the parent stays; sent empty, the job becomes a root.
    expect(upd.body.data).toMatchObject({ en_title: "Senior Data Engineer", parent_id: 1 });
    const root = await p.post(`jobs/${data.id}`, {
      token: admin,
      form: { ...job, _method: "put", parent_id: "", skills: "3" },
    });
    expect(root.body.data).toMatchObject({ parent_id: null });
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
      parent_id: ["قيمة الوظيفة الأم المختارة غير موجودة."],
      skills: ["قيمة المهارات المختارة غير موجودة."],
    });
    const withChildren = await p.post("jobs/1", { token: admin, form: { _method: "delete" } });
    expect(withChildren.status).toBe(422);
    const del = await p.post(`jobs/${data.id}`, { token: admin, form: { _method: "delete" } });
    expect(del.body).toMatchObject({ status: 200, message: "deleted operation done successfully" });
    expect((await p.get(`jobs/${data.id}`)).status).toBe(404);
  });

  it("offers a moved job's parent, never the job or its descendants, and refuses loops in both languages", async () => {
    const mk = async (en_title: string, parent_id: number | "") =>
      (
        await p.post("jobs", {
          token: admin,
          form: { ...job, en_title, parent_id: String(parent_id), skills: "1" },
        })
      ).body.data as Rec;
    const r = await mk("R", "");
    const c = await mk("C", r.id);
    const g = await mk("G", c.id);
    // R moves under a job that is not a root: C's parent is no longer a root either.
    const moved = await p.post(`jobs/${r.id}`, {
      token: admin,
      form: { ...job, en_title: "R", _method: "put", parent_id: "2", skills: "1" },
    });
    expect(moved.body.data).toMatchObject({ parent_id: 2 });
    const forC = (await p.post(`jobs/parents?except=${c.id}`)).body.data as Rec[];
    const ids = forC.map((row) => row.id);
    expect(ids).toContain(r.id);
    expect(ids).not.toContain(c.id);
    expect(ids).not.toContain(g.id);
    expect(forC.find((row) => row.id === r.id)).toMatchObject({ depth: 2 });
    const forR = (await p.post("jobs/parents", { form: { except: String(r.id) } })).body
      .data as Rec[];
    expect(forR.map((row) => row.id)).not.toContain(g.id);
    for (const [lang, text] of [
      ["en", "A job cannot be its own parent or the parent of its parent."],
      ["ar", "لا يمكن أن تكون الوظيفة أصلًا لنفسها أو لأصلها."],
    ] as const) {
      for (const parent of [r.id, g.id]) {
        const loop = await p.post(`jobs/${r.id}`, {
          token: admin,
          lang,
          form: { ...job, _method: "put", parent_id: String(parent), skills: "1" },
        });
        expect(loop.status).toBe(422);
        expect(loop.body.errors).toEqual({ parent_id: [text] });
      }
    }
    for (const row of [g, c, r]) {
      await p.post(`jobs/${row.id}`, { token: admin, form: { _method: "delete" } });
    }
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
