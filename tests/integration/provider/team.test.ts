// The team (GET team, dashboard/team, /save, /delete) against the real provider: validation in
// both languages, admins only, the photo stored with its variants, the order, the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeRevisions } from "../../../server/db/revision-purge.js";
import { multipart, png, textNamedPng } from "./files.js";
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

type Image = {
  path: string;
  thumb: string;
  width: number;
  variants: { path: string; width: number }[];
};
type Member = {
  id: number;
  ar_name: string;
  en_name: string;
  ar_role: string;
  en_role: string;
  sort: number;
  image: string | null;
  images: Image[];
};
const member = { ar_name: "ليلى", en_name: "Layla", ar_role: "المديرة", en_role: "Director" };

const save = (
  fields: Record<string, string | number>,
  files: Parameters<typeof multipart>[1] = [],
) => p.post("dashboard/team/save", { token: admin, multipart: multipart(fields, files) });
const publicTeam = async () => (await p.get("team")).body.data as Member[];

describe("team members", () => {
  it("are saved with a photo in every variant, listed by sort, and shown publicly", async () => {
    const photo = await png(1000, 1000, "#0f766e");
    const first = await save({ ...member, sort: 5 }, [
      { field: "image", name: "layla.png", data: photo },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Saved successfully.");
    const saved = first.body.data as Member;
    expect(saved).toMatchObject({ ...member, sort: 5 });
    expect(saved.image).toMatch(/^\/storage\/team_members\/[a-f0-9]+\.webp$/);
    const [image] = saved.images;
    expect(image.width).toBe(1000);
    // AVIF and WebP at the smaller widths and at its own (ADR 0015).
    expect(image.variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([
      320, 320, 640, 640, 1000, 1000,
    ]);
    for (const path of [image.path, image.thumb, ...image.variants.map((v) => v.path)]) {
      expect((await p.get(path)).status, path).toBe(200);
    }

    // No sort given: the new member goes last.
    const second = (await save({ ...member, en_name: "Omar", ar_name: "عمر" })).body.data as Member;
    expect(second.sort).toBe(6);
    const third = (await save({ ...member, en_name: "Sara", ar_name: "سارة", sort: 0 })).body
      .data as Member;
    expect((await publicTeam()).map((m) => m.en_name)).toEqual(["Sara", "Layla", "Omar"]);
    const dashboard = await p.post("dashboard/team", { token: admin });
    expect((dashboard.body.data as Member[]).map((m) => m.id)).toEqual([
      third.id,
      saved.id,
      second.id,
    ]);
    expect(dashboard.body.meta).toMatchObject({ total: 3, current_page: 1 });
    // The dashboard's overview counts them too.
    const statistics = await p.post("dashboard/statistics", { token: admin });
    expect((statistics.body.data as { counts: Record<string, number> }).counts).toMatchObject({
      team_members: 3,
      pages: 4,
    });

    // An update without sort or photo keeps both; with a sort it moves.
    const kept = await save({ id: saved.id, ...member, en_role: "Founder" });
    expect(kept.body.data).toMatchObject({ sort: 5, image: saved.image, en_role: "Founder" });
    await save({ id: second.id, ...member, en_name: "Omar", ar_name: "عمر", sort: 1 });
    expect((await publicTeam()).map((m) => m.en_name)).toEqual(["Sara", "Omar", "Layla"]);

    // Delete removes the record and its photo from the site at once; the files stay 30 days for
    // an undo, which staff still see (docs/publishing.md, ADR 0023), then every one of them goes.
    const removed = await p.post("dashboard/team/delete", { token: admin, form: { id: saved.id } });
    expect(removed.body).toEqual({ status: 200, message: "deleted operation done successfully" });
    expect((await publicTeam()).map((m) => m.en_name)).toEqual(["Sara", "Omar"]);
    expect((await p.get(image.path)).status).toBe(404);
    expect((await p.get(image.path, { token: admin })).status).toBe(200);
    await purgeRevisions(p.db, p.storage, Date.now() + 31 * 24 * 60 * 60_000);
    expect((await p.get(image.path, { token: admin })).status).toBe(404);
    expect((await p.get(image.variants[0].path)).status).toBe(404);
  });

  it("answers field errors in English and Arabic, and stores nothing", async () => {
    const before = await p.uploads();
    const en = await save({ ar_name: "", en_name: "X", ar_role: "", en_role: "Y", sort: "-1" }, [
      { field: "image", name: "x.png", data: await png() },
    ]);
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      ar_name: ["The name (Arabic) field is required."],
      ar_role: ["The role (Arabic) field is required."],
      sort: ["The order must be a whole number."],
    });
    const ar = await p.post("dashboard/team/save", {
      token: admin,
      lang: "ar",
      multipart: multipart({ ...member, sort: 5_000_000 }, [
        { field: "image", name: "x.png", data: textNamedPng() },
      ]),
    });
    expect(ar.status).toBe(422);
    expect(ar.body.errors).toEqual({ sort: ["يجب ألا يزيد الترتيب عن 1000000."] });
    const notImage = await save(member, [{ field: "image", name: "x.png", data: textNamedPng() }]);
    expect(notImage.body.errors).toEqual({
      image: ["You uploaded a file not an image please try again"],
    });
    expect(await p.uploads()).toEqual(before);
    const missing = await save({ id: 9999, ...member });
    expect(missing.status).toBe(404);
  });

  it("are written by admins only", async () => {
    for (const path of ["dashboard/team", "dashboard/team/save", "dashboard/team/delete"]) {
      expect((await p.post(path)).status, path).toBe(401);
      expect((await p.post(path, { token: user })).status, path).toBe(403);
    }
    expect((await p.get("team", { apikey: null })).status).toBe(401);
  });

  it("are recorded in the audit log", async () => {
    const created = (await save({ ...member, en_name: "Audited" })).body.data as Member;
    await save({ id: created.id, ...member, en_name: "Audited", en_role: "Lead" });
    await p.post("dashboard/team/delete", { token: admin, form: { id: created.id } });
    const log = await p.get("audit?entity=team_members", { token: admin });
    const entries = (log.body.data as { action: string; entity_id: number; summary: string }[])
      .filter((e) => e.entity_id === created.id)
      .map((e) => [e.action, e.summary]);
    expect(entries).toEqual([
      ["delete", expect.stringContaining("en_name: Audited")],
      ["update", "en_role: Director → Lead"],
      ["create", expect.stringContaining("en_name: Audited")],
    ]);
  });
});
