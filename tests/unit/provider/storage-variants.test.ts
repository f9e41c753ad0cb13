// Responsive variants (ADR 0015) on both storage drivers: the widths made, their formats read
// from the bytes themselves, never an enlargement, the backfill's addVariants, and removal.
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  VARIANT_WIDTHS,
  variantPathsOf,
  variantPlan,
  variantWidths,
} from "../../../server/storage/variants.js";
import {
  DRIVER_KINDS,
  imagePoolForFile,
  listKeys,
  localS3ForFile,
  storageForEachTest,
} from "../../helpers/storage-drivers.js";

const localS3 = localS3ForFile();
const images = imagePoolForFile();

/** A photo-like JPEG: noise, so no encoder can shrink it to nothing. */
function photo(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

/** A plain picture, quick to encode, where only its size matters. */
function plain(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .jpeg()
    .toBuffer();
}

/** The format a file really is, from its first bytes (not its name or sharp's opinion). */
function magic(bytes: Buffer): string {
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  if (bytes.toString("latin1", 4, 8) === "ftyp" && bytes.toString("latin1", 8, 12) === "avif")
    return "avif";
  return "unknown";
}

describe("the naming rule", () => {
  it("makes only the widths clearly smaller than the picture, then its own", () => {
    expect(variantWidths(2000)).toEqual([320, 640, 960, 1280, 2000]);
    expect(variantWidths(1200)).toEqual([320, 640, 960, 1200]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("names every variant after the main file, which is itself the widest WebP", () => {
    const main = "/storage/posts/0123456789abcdef0123456789abcdef.webp";
    const plan = variantPlan(main, 1000, 750)!;
    expect(plan.map((v) => [path.posix.basename(v.path), v.type, v.width, v.height])).toEqual([
      ["0123456789abcdef0123456789abcdef-320.avif", "image/avif", 320, 240],
      ["0123456789abcdef0123456789abcdef-320.webp", "image/webp", 320, 240],
      ["0123456789abcdef0123456789abcdef-640.avif", "image/avif", 640, 480],
      ["0123456789abcdef0123456789abcdef-640.webp", "image/webp", 640, 480],
      ["0123456789abcdef0123456789abcdef.avif", "image/avif", 1000, 750],
      ["0123456789abcdef0123456789abcdef.webp", "image/webp", 1000, 750],
    ]);
    // Whatever the width, removal knows every name the rule could have given.
    const all = variantPathsOf(main);
    for (const v of plan.filter((p) => p.path !== main)) expect(all).toContain(v.path);
    expect(variantPathsOf("/storage/posts/abc-thumb.webp")).toEqual([]);
    expect(variantPlan("/storage/posts/0123456789abcdef-640.webp", 640, 480)).toBeNull();
  });
});

describe.each(DRIVER_KINDS)("variants on the %s driver", (kind) => {
  const fixture = storageForEachTest(kind, localS3, images);
  const read = (publicPath: string) => fixture.read(publicPath);

  it("stores AVIF and WebP at each smaller width and at full size, as listed", async () => {
    const stored = await fixture.saveImage(await photo(2400, 1800), "projects");
    expect([stored.width, stored.height]).toEqual([2000, 1500]);
    const widths = (type: string) =>
      stored.variants.filter((v) => v.type === type).map((v) => v.width);
    expect(widths("image/avif")).toEqual([320, 640, 960, 1280, 2000]);
    expect(widths("image/webp")).toEqual([320, 640, 960, 1280, 2000]);
    expect(stored.variants).toContainEqual({
      path: stored.path,
      type: "image/webp",
      width: 2000,
      height: 1500,
    });
    for (const variant of stored.variants) {
      const bytes = await read(variant.path);
      expect(magic(bytes), variant.path).toBe(variant.type.slice("image/".length));
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height], variant.path).toEqual([variant.width, variant.height]);
    }
    // Smaller widths are smaller files: a phone's choice really saves bytes.
    const avif = stored.variants.filter((v) => v.type === "image/avif");
    const sizes = await Promise.all(avif.map(async (v) => (await read(v.path)).length));
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    // Main, thumbnail, 5 AVIF and 4 more WebP: nothing else was written.
    expect(await listKeys(fixture.driver)).toHaveLength(11);
  });

  it("never enlarges: a small picture gets only its own size", async () => {
    const stored = await fixture.saveImage(await plain(300, 200), "services");
    expect(stored.variants.map((v) => [v.type, v.width, v.height])).toEqual([
      ["image/avif", 300, 200],
      ["image/webp", 300, 200],
    ]);
    for (const v of stored.variants) {
      expect(VARIANT_WIDTHS.some((w) => v.path.includes(`-${w}.`))).toBe(false);
      expect((await sharp(await read(v.path)).metadata()).width).toBe(300);
    }
  });

  it("serves AVIF as image/avif, inline like every public image", async () => {
    const stored = await fixture.saveImage(await plain(700, 500), "posts");
    const avif = stored.variants.find((v) => v.type === "image/avif" && v.width === 320)!;
    const file = await fixture.storage.openPublic(avif.path);
    expect(file?.size).toBeGreaterThan(0);
    file?.body.destroy();
  });

  it("adds the same variants to a picture stored without them, again without harm", async () => {
    const stored = await fixture.saveImage(await plain(1000, 800), "categories");
    const made = stored.variants.map((v) => v.path).filter((p) => p !== stored.path);
    for (const p of made) await fixture.driver.delete(`uploads/${p.slice("/storage/".length)}`);
    const before = await listKeys(fixture.driver);
    expect(before).toHaveLength(2);

    expect(await fixture.storage.addVariants(stored.path)).toEqual(stored.variants);
    const after = await listKeys(fixture.driver);
    expect(await fixture.storage.addVariants(stored.path)).toEqual(stored.variants);
    expect(await listKeys(fixture.driver)).toEqual(after);
    expect(after).toHaveLength(2 + made.length);
    expect(
      await fixture.storage.addVariants("/storage/categories/0123456789abcdef0123.webp"),
    ).toBeNull();
  });

  it("removes every variant with its picture, and a replaced picture leaves no file", async () => {
    const a = await fixture.saveImage(await plain(1500, 1000), "services");
    const b = await fixture.saveImage(await plain(900, 600), "services");
    await fixture.storage.remove([a.path, a.thumb]);
    const left = await listKeys(fixture.driver);
    // b's thumbnail and its variants, the main WebP among them.
    expect(left.length).toBe(1 + b.variants.length);
    expect(left.every((key) => key.includes(path.posix.basename(b.path, ".webp")))).toBe(true);
    await fixture.storage.remove([b.path]);
    expect(await listKeys(fixture.driver)).toEqual([]);
  });
});
