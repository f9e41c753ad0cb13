// The API's image variants (ADR 0015): listed in `images[]` next to the old fields, made by the
// seed and by uploads, served as AVIF/WebP, gone with their picture, and backfilled at start
// for rows stored before variants existed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backfillVariants } from "../../../server/db/variant-backfill.js";
import { purgeRevisions } from "../../../server/db/revision-purge.js";
import { multipart, png } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

type Variant = { path: string; type: string; width: number; height: number };
type Img = { path: string; thumb: string; width: number; height: number; variants: Variant[] };
type Rec = { id: number; image: string | null; images: Img[] };

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

const save = (entity: string, fields: Record<string, string | number>, data?: Buffer) =>
  p.post(`dashboard/${entity}/save`, {
    token: admin,
    multipart: multipart(fields, data ? [{ field: "image", name: "a.png", data }] : []),
  });

/** Every file of an image: main, thumbnail, variants. */
const filesOf = (img: Img) => [img.path, img.thumb, ...img.variants.map((v) => v.path)];

/** As staff: a replaced or deleted picture is kept for its history, but not public (ADR 0023). */
async function statuses(paths: string[]): Promise<number[]> {
  return Promise.all(paths.map(async (path) => (await p.get(path, { token: admin })).status));
}

describe("images[].variants", () => {
  it("lists the seed's AVIF and WebP widths beside path, thumb, width and height", async () => {
    const res = await p.get("categories?per_page=1");
    const [category] = res.body.data as Rec[];
    const [img] = category.images;
    expect(img).toMatchObject({ path: category.image, width: 1200, height: 800 });
    expect(img.thumb).toMatch(/^\/storage\/categories\//);
    for (const type of ["image/avif", "image/webp"]) {
      expect(img.variants.filter((v) => v.type === type).map((v) => [v.width, v.height])).toEqual([
        [320, 213],
        [640, 427],
        [960, 640],
        [1200, 800],
      ]);
    }
    const avif = await p.get(img.variants.find((v) => v.type === "image/avif")!.path);
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("cache-control")).toBe("public, no-cache");
  });

  it("comes with an upload; a replaced or deleted picture leaves none of its files once its history is purged", async () => {
    const created = await save(
      "posts",
      { ar_name: "منشور", en_name: "Post", ar_info: "<p>نص</p>", en_info: "<p>Text</p>" },
      await png(1000, 600),
    );
    expect(created.status).toBe(200);
    const post = created.body.data as Rec;
    const first = post.images[0];
    expect(first.variants.map((v) => `${v.type} ${v.width}`)).toEqual([
      "image/avif 320",
      "image/webp 320",
      "image/avif 640",
      "image/webp 640",
      "image/avif 1000",
      "image/webp 1000",
    ]);
    expect(await statuses(filesOf(first))).toEqual(filesOf(first).map(() => 200));

    const replaced = await save("posts", { id: post.id, ...names(post) }, await png(700, 700));
    const second = (replaced.body.data as Rec).images[0];
    // The first picture stays for the post's history (docs/publishing.md) until the purge.
    expect(await statuses(filesOf(first))).toEqual(filesOf(first).map(() => 200));
    expect((await p.get(first.path)).status).toBe(404);
    expect(await statuses(filesOf(second))).toEqual(filesOf(second).map(() => 200));

    const before = (await p.uploads()).length;
    const deleted = await p.post("dashboard/posts/delete", { token: admin, form: { id: post.id } });
    expect(deleted.status).toBe(200);
    expect(await statuses(filesOf(second))).toEqual(filesOf(second).map(() => 200));
    await purgeRevisions(p.db, p.storage, Date.now() + 31 * 24 * 60 * 60_000);
    expect(await statuses(filesOf(first))).toEqual(filesOf(first).map(() => 404));
    expect(await statuses(filesOf(second))).toEqual(filesOf(second).map(() => 404));
    const all = new Set([...filesOf(first), ...filesOf(second)]).size;
    expect(await p.uploads()).toHaveLength(before - all);
  });
});

/** The record's names, which a save must repeat. */
function names(post: Rec) {
  const r = post as unknown as Record<string, string>;
  return { ar_name: r.ar_name, en_name: r.en_name, ar_info: r.ar_info, en_info: r.en_info };
}

describe("the start-up backfill", () => {
  it("gives older rows their variants, once, and logs what it did", async () => {
    const [service] = (await p.get("services?per_page=1")).body.data as Rec[];
    const [img] = service.images;
    // A database from before variants: the column is null and only main + thumbnail exist.
    const extra = img.variants.map((v) => v.path).filter((path) => path !== img.path);
    await p.storage.remove(extra.filter((path) => path.endsWith(".avif")));
    await p.storage.remove(extra.filter((path) => /-\d+\.webp$/.test(path)));
    // Two rows are enough to prove it, and keep the test short on a busy machine.
    const older = service.images.map((i) => i.path);
    await p.db.updateTable("images").set({ variants: null }).where("path", "in", older).execute();
    expect(await statuses(extra)).toEqual(extra.map(() => 404));
    const firstService = async () =>
      ((await p.get("services?per_page=1")).body.data as Rec[])[0].images[0];
    const bare = await firstService();
    expect(bare).toMatchObject({ path: img.path, thumb: img.thumb, variants: [] });

    const lines = p.logs.length;
    const first = await backfillVariants(p.db, p.storage, p.app.log);
    expect(first).toEqual({ done: older.length, missing: 0, failed: 0 });
    expect(p.logs.slice(lines).map((l) => l.msg)).toEqual([
      "image variants: backfill started",
      "image variants: backfill finished",
    ]);
    const again = await firstService();
    expect(again.variants).toEqual(img.variants);
    expect(await statuses(extra)).toEqual(extra.map(() => 200));

    // Idempotent: nothing is left to do on the next start.
    expect(await backfillVariants(p.db, p.storage, p.app.log)).toEqual({
      done: 0,
      missing: 0,
      failed: 0,
    });
  });
});
