// POST dashboard/{entity}/bulk: each chosen record changed on its own, with its audit entry, a
// record still in use left with its reason, admins only. Runs on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
type Rec = Record<string, unknown> & { id: number };

const save = async (entity: string, form: Record<string, string | number>) => {
  const res = await p.post(`dashboard/${entity}/save`, { token: admin, form });
  expect(res.status, res.text).toBe(200);
  return (res.body.data as Rec).id;
};

beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

describe("bulk delete", () => {
  it("deletes the free records, keeps one still in use and says why, in the request's language", async () => {
    const a = await save("categories", { ar_name: "أ", en_name: "Alpha" });
    const b = await save("categories", { ar_name: "ب", en_name: "Beta" });
    const used = await save("categories", { ar_name: "مستخدم", en_name: "Used" });
    await save("services", {
      ar_name: "خدمة",
      en_name: "Service",
      ar_info: "<p>نص</p>",
      en_info: "<p>Text</p>",
      category_id: used,
    });
    const res = await p.post("dashboard/categories/bulk", {
      token: admin,
      lang: "ar",
      form: { action: "delete", "ids[]": [a, b, used, 99999] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toContain("عدد ما حُذف: 2");
    expect(res.body.message).toContain("«مستخدم»");
    expect(res.body.message).toContain("لا يزال هذا القسم يحتوي على خدمات");
    expect(res.body.data).toMatchObject({ done: 2, missing: 1, skipped: [{ id: used }] });
    const left = await p.post("dashboard/categories", { token: admin });
    expect((left.body.data as Rec[]).map((c) => c.en_name)).toEqual(["Used"]);
    const audit = await p.get("audit?entity=categories", { token: admin });
    const deletes = (audit.body.data as Rec[]).filter((e) => e.action === "delete");
    expect(deletes.map((e) => e.entity_id).sort()).toEqual([a, b].sort());
  });

  it("answers 422 when nothing could be done, and for a bad action or no ids", async () => {
    const [used] = (await p.post("dashboard/categories", { token: admin })).body.data as Rec[];
    const res = await p.post("dashboard/categories/bulk", {
      token: admin,
      form: { action: "delete", ids: String(used.id) },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("“Used” was left as it was");
    const bad = await p.post("dashboard/categories/bulk", {
      token: admin,
      form: { action: "shred", ids: String(used.id) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("action");
    const none = await p.post("dashboard/categories/bulk", {
      token: admin,
      form: { action: "delete" },
    });
    expect(none.status).toBe(422);
  });

  it("is for admins only", async () => {
    const id = await save("faqs", {
      ar_name: "س",
      en_name: "Q",
      ar_answer: "<p>ج</p>",
      en_answer: "<p>A</p>",
    });
    const user = await p.makeUser("user");
    const res = await p.post("dashboard/faqs/bulk", {
      token: user.token,
      form: { action: "delete", ids: String(id) },
    });
    expect(res.status).toBe(403);
    expect((await p.post("dashboard/faqs", { token: admin })).body.meta?.total).toBe(1);
    const team = await p.post("dashboard/team/bulk", {
      token: admin,
      form: { action: "delete", ids: "1,2" },
    });
    expect(team.body.data).toMatchObject({ done: 0, missing: 2 });
  });
});
