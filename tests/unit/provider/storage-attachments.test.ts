// One suite for both storage drivers (ADR 0011): a temp folder, and a bucket on a local
// S3-compatible server.
import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LIMITS, UploadError, contentTypeFor } from "../../../server/storage/index.js";
import { sanitizeFileName } from "../../../server/storage/names.js";
import {
  DRIVER_KINDS,
  imagePoolForFile,
  listKeys,
  localS3ForFile,
  storageForEachTest,
} from "../../helpers/storage-drivers.js";
import { compoundFile, elfBinary, minimalDocx, minimalPdf, zip } from "./helpers/files.js";

const localS3 = localS3ForFile();
const images = imagePoolForFile();

async function codeOf(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(UploadError);
    return (err as UploadError).code;
  }
}

describe.each(DRIVER_KINDS)("attachments on the %s driver", (kind) => {
  const fixture = storageForEachTest(kind, localS3, images);
  const { read } = fixture;

  const fileCount = async () => (await listKeys(fixture.driver)).length;

  describe("saveAttachment: accepted documents", () => {
    it("stores a real PDF byte for byte, with its detected type", async () => {
      const pdf = minimalPdf();
      const saved = await fixture.saveAttachment(pdf, "Brief.pdf", "requests");
      expect(saved).toMatchObject({ name: "Brief.pdf", mime: "application/pdf", size: pdf.length });
      expect(saved.path).toMatch(/^\/storage\/requests\/[0-9a-f]{32}\.pdf$/);
      expect((await read(saved.path)).equals(pdf)).toBe(true);
    });

    it("detects a docx from its zip entries, not its name", async () => {
      const saved = await fixture.saveAttachment(minimalDocx(), "scope (final).bin", "requests");
      expect(saved.mime).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(saved.path).toMatch(/\.docx$/);
      // The display name gets the extension of what the file really is.
      expect(saved.name).toBe("scope (final).docx");
    });

    it("tells legacy .doc, .xls and .ppt apart inside the compound file", async () => {
      const cases: [string[], string, string][] = [
        [["1Table", "WordDocument"], "doc", "application/msword"],
        [["Workbook"], "xls", "application/vnd.ms-excel"],
        [["Current User", "PowerPoint Document"], "ppt", "application/vnd.ms-powerpoint"],
      ];
      for (const [streams, ext, mime] of cases) {
        const saved = await fixture.saveAttachment(compoundFile(streams), `old.${ext}`, "requests");
        expect([saved.mime, path.extname(saved.path)]).toEqual([mime, `.${ext}`]);
      }
    });

    it("keeps raster images as their original bytes, recognised by signature, never decoded", async () => {
      const png = await sharp({
        create: { width: 30, height: 20, channels: 4, background: "#123" },
      })
        .png()
        .toBuffer();
      const saved = await fixture.saveAttachment(png, "mockup.PNG", "requests");
      expect(saved).toMatchObject({ mime: "image/png", name: "mockup.PNG", size: png.length });
      expect((await read(saved.path)).equals(png)).toBe(true);
      const jpeg = await sharp(png).jpeg().toBuffer();
      expect((await fixture.saveAttachment(jpeg, "photo.jpeg", "requests")).name).toBe(
        "photo.jpeg",
      );
      expect(fixture.storage.images.stats().started).toBe(0);
    });

    it("refuses an SVG under any name, without any image work", async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script></svg>',
      );
      for (const name of ["logo.svg", "logo.png", "logo.txt"]) {
        expect(await codeOf(fixture.saveAttachment(svg, name, "requests")), name).toBe("bad_type");
      }
      expect(fixture.storage.images.stats().started).toBe(0);
      expect(await fileCount()).toBe(0);
    });

    it("accepts plain UTF-8 text only under a .txt name", async () => {
      const text = Buffer.from("المطلوب: شعار جديد\nDeadline: May\n");
      const saved = await fixture.saveAttachment(text, "notes.txt", "requests");
      expect(saved.mime).toBe("text/plain; charset=utf-8");
      expect(await codeOf(fixture.saveAttachment(text, "notes.html", "requests"))).toBe("bad_type");
    });
  });

  describe("saveAttachment: refused files", () => {
    it("refuses executables, random bytes, plain zips and other compound files as bad_type", async () => {
      const refused: [string, Buffer][] = [
        ["ELF binary", elfBinary()],
        ["Windows exe", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510, 0x90)])],
        ["random bytes", randomBytes(4096)],
        ["zip of scripts", zip({ "run.sh": "rm -rf /" })],
        [
          "macro-enabled docx",
          minimalDocx("application/vnd.ms-word.document.macroEnabled.main+xml"),
        ],
        ["msi-like compound file", compoundFile(["\u4840\u3f3f\u4177"])],
        ["truncated compound file", compoundFile(["WordDocument"]).subarray(0, 700)],
        ["binary named .txt", Buffer.from([0x41, 0x00, 0x42, 0x01])],
        ["html named .txt", Buffer.from("<html><script>alert(1)</script>\u0007</html>")],
        ["empty", Buffer.alloc(0)],
      ];
      for (const [label, buf] of refused) {
        expect(await codeOf(fixture.saveAttachment(buf, "brief.txt", "requests")), label).toBe(
          "bad_type",
        );
      }
      expect(await fileCount()).toBe(0);
    });

    it("refuses a file over 10 MB as too_large", async () => {
      const big = Buffer.concat([minimalPdf(), Buffer.alloc(LIMITS.attachmentBytes)]);
      expect(await codeOf(fixture.saveAttachment(big, "big.pdf", "requests"))).toBe("too_large");
      expect(await fileCount()).toBe(0);
    });

    it("refuses an image signature with a broken body", async () => {
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(64),
      ]);
      expect(await codeOf(fixture.saveAttachment(fake, "x.png", "requests"))).toBe("bad_type");
    });
  });

  describe("saveAttachment: the private area", () => {
    it("keeps attachments out of the public area, where openPublic cannot reach them", async () => {
      const saved = await fixture.saveAttachment(minimalPdf(), "Brief.pdf", "requests");
      expect(await listKeys(fixture.driver)).toEqual([
        `private/${saved.path.slice("/storage/".length)}`,
      ]);
      expect(await fixture.storage.openPublic(saved.path)).toBeNull();
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const image = await fixture.saveAttachment(png, "a.png", "requests");
      expect(await fixture.storage.openPublic(image.path)).toBeNull();
      expect((await read(image.path)).equals(png)).toBe(true);
      await expect(fixture.saveAttachment(minimalPdf(), "b.pdf", "services")).rejects.toThrow(
        TypeError,
      );
    });
  });
});

describe("names and content types", () => {
  it("sanitises the original name for Content-Disposition", () => {
    expect(sanitizeFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(sanitizeFileName("C:\\Users\\me\\cv.PDF", "pdf")).toBe("cv.PDF");
    // U+202E would display "invoice‮fdp.exe" as "invoiceexe.pdf".
    expect(sanitizeFileName("invoice\u202efdp.exe", "pdf")).toBe("invoicefdp.pdf");
    expect(sanitizeFileName('a"b;\r\nc<d>.docx', "docx")).toBe("a_b_c_d_.docx");
    expect(sanitizeFileName("...", "pdf")).toBe("file.pdf");
    expect(sanitizeFileName("", "txt")).toBe("file.txt");
    expect(sanitizeFileName("عرض سعر.pdf", "pdf")).toBe("عرض سعر.pdf");
    expect(sanitizeFileName(`${"x".repeat(500)}.pdf`, "pdf")).toHaveLength(124);
  });

  it("serves images inline and everything else as a download", () => {
    expect(contentTypeFor("/storage/services/a-thumb.webp")).toEqual({
      mime: "image/webp",
      inline: true,
    });
    expect(contentTypeFor("/storage/ask_service/a.pdf")).toEqual({
      mime: "application/pdf",
      inline: false,
    });
    expect(contentTypeFor("/storage/x/a.svg")).toEqual({
      mime: "application/octet-stream",
      inline: false,
    });
  });
});
