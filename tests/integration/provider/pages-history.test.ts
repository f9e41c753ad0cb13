// The fixed pages keep history like the other records (docs/publishing.md, "History and undo
// delete"): each save that changes something keeps a revision, one can be read for the
// comparison and restored (itself a revision and an audit entry); they are never deleted, so they
// have no trash. Runs on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

type Page = { id: number; key: string; en_title: string; en_body: string; updated_at: string };
type Revision = { id: number; action: string; admin: { name: string }; changes: unknown[] };

const text = (n: number) => ({
  key: "terms",
  ar_title: `الشروط ${n}`,
  en_title: `Terms ${n}`,
  ar_body: `<p>نص ${n}</p>`,
  en_body: `<h2>Terms</h2><p>Text ${n}</p>`,
});

async function save(n: number, updated_at?: string) {
  const form = { ...text(n), ...(updated_at ? { updated_at } : {}) };
  const res = await p.post("dashboard/pages/save", { token: admin, form });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Page;
}

async function history(id: number, lang?: "ar" | "en") {
  const res = await p.post("dashboard/pages/revisions", { token: admin, lang, form: { id } });
  expect(res.status, res.text).toBe(200);
  return res.body.data as Revision[];
}

describe("the fixed pages' history", () => {
  it("keeps a revision per change, answers one for the comparison and restores it", async () => {
    const first = await save(1);
    await save(2);
    // The same texts again change nothing: no revision, as elsewhere.
    const second = await save(2);
    const revisions = await history(first.id);
    expect(revisions.map((r) => r.action)).toEqual(["update", "update"]);
    expect(revisions[0]).toMatchObject({ admin: { name: "admin" } });
    expect(revisions[0].changes).toContainEqual({
      field: "en_title",
      before: "Terms 1",
      after: "Terms 2",
    });

    const older = revisions[1];
    const one = await p.post("dashboard/pages/revision", {
      token: admin,
      form: { id: first.id, revision: older.id },
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: older.id,
      record: { row: { key: "terms", en_title: "Terms 1", en_body: text(1).en_body } },
    });

    const restored = await p.post("dashboard/pages/restore", {
      token: admin,
      lang: "ar",
      form: { id: first.id, revision: older.id },
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.message).toBe("تمت الاستعادة.");
    const shown = (await p.get("pages/terms")).body.data as Page;
    expect(shown).toMatchObject({ key: "terms", en_title: "Terms 1", ar_title: "الشروط 1" });
    expect(shown.updated_at > second.updated_at).toBe(true);
    expect((await history(first.id)).map((r) => r.action)).toEqual(["restore", "update", "update"]);
    const log = await p.get("audit?entity=pages", { token: admin });
    const [entry] = log.body.data as { action: string; entity_id: number; summary: string }[];
    expect(entry).toMatchObject({ action: "update", entity_id: first.id });
    expect(entry.summary).toContain("en_title: Terms 2 → Terms 1");

    // A form opened before the restore must not save over it (docs/conventions.md, edit conflicts).
    const stale = await p.post("dashboard/pages/save", {
      token: admin,
      form: { ...text(3), updated_at: second.updated_at },
    });
    expect(stale.status).toBe(409);
  });

  it("refuses another record's revision, has no trash, and is staff's only", async () => {
    const privacy = (await p.get("pages/privacy")).body.data as Page;
    const [terms] = await history(((await p.get("pages/terms")).body.data as Page).id);
    const elsewhere = await p.post("dashboard/pages/restore", {
      token: admin,
      form: { id: privacy.id, revision: terms?.id ?? 1 },
    });
    expect(elsewhere.status).toBe(404);
    expect((await p.post("dashboard/pages/deleted", { token: admin })).status).toBe(404);
    const user = (await p.makeUser()).token;
    const res = await p.post("dashboard/pages/revisions", {
      token: user,
      form: { id: privacy.id },
    });
    expect(res.status).toBe(403);
  });
});
