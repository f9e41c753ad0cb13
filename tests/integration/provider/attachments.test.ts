// Visitors' attachments are private: the public /storage route never serves them, the admin
// route does, files stored by earlier versions in the public area move at start, and any
// client file name is accepted and stored under a server-made one. All of it on both storage
// drivers (ADR 0011), with the public images beside them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAll } from "../../../server/storage/driver.js";
import { moveAttachmentsToPrivate } from "../../../server/storage/private.js";
import type { StorageTarget } from "../../../server/storage/url.js";
import {
  DRIVER_KINDS,
  freshTarget,
  listKeys,
  removeTarget,
  localS3ForFile,
} from "../../helpers/storage-drivers.js";
import { multipart, pdf, png } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

const localS3 = localS3ForFile();

const fields = {
  type: "graphics" as const,
  info: "A logo for our bakery, please.",
  email: "bakery@example.test",
};

describe.each(DRIVER_KINDS)("on the %s driver", (kind) => {
  let p: Provider;
  let admin: string;
  let target: StorageTarget;
  beforeAll(async () => {
    target = await freshTarget(kind, localS3());
    p = await startProvider({ storage: target });
    admin = await p.login();
  });
  afterAll(async () => {
    await p?.close();
    await removeTarget(target);
  });

  async function ask(name: string) {
    const res = await p.post("ask_service", {
      multipart: multipart(fields, [{ field: "info_file", name, data: pdf() }]),
    });
    const row = await p.db
      .selectFrom("service_requests")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return { res, row };
  }

  describe("an attachment", () => {
    it("answers 404 to the public and is served to an admin only", async () => {
      const { row } = await ask("quote.pdf");
      const filePath = row.file_path!;
      expect((await p.get(filePath, { apikey: null })).status).toBe(404);
      expect((await p.get(filePath)).status).toBe(404);
      expect((await p.attachment(filePath)).status).toBe(401);
      const user = await p.makeUser();
      expect((await p.attachment(filePath, user.token)).status).toBe(403);
      const res = await p.attachment(filePath, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.text).toBe(pdf().toString());
    });

    it("is the only thing the admin route serves", async () => {
      for (const filePath of ["/storage/requests/nothing.pdf", "/storage/../secret", ""]) {
        expect((await p.attachment(filePath, admin)).status).toBeGreaterThanOrEqual(404);
      }
    });

    it.each([
      ["an equals sign", "a=b.pdf", "a=b.pdf"],
      // Browsers (and FormData) send a quote in a multipart file name as %22, kept as text.
      ["quotes", `say "hi" 'there'.pdf`, `say _22hi_22 'there'.pdf`],
      ["Arabic letters", "عرض سعر.pdf", "عرض سعر.pdf"],
      ["300 characters", `${"x".repeat(296)}.pdf`, `${"x".repeat(120)}.pdf`],
    ])("with %s in its name is stored under a server-made name", async (_case, name, kept) => {
      const { res, row } = await ask(name);
      expect(res.status).toBe(200);
      expect(row.file_path).toMatch(/^\/storage\/requests\/[a-f0-9]{32}\.pdf$/);
      expect(row.file_name).toBe(kept);
      const file = await p.attachment(row.file_path!, admin);
      expect(file.status).toBe(200);
      const disposition = file.headers.get("content-disposition")!;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("''")[1])).toBe(kept);
    });
  });

  describe("a content image", () => {
    it("is served publicly from the storage, with the same headers on every driver", async () => {
      const saved = await p.post("dashboard/categories/save", {
        token: admin,
        multipart: multipart({ ar_name: "تصميم", en_name: "Design" }, [
          { field: "image", name: "a.png", data: await png(120, 80) },
        ]),
      });
      expect(saved.status).toBe(200);
      const image = (saved.body.data as { image: string }).image;
      const res = await fetch(p.base + image);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, no-cache");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      const stored = await p.storage.open(image);
      expect(bytes.equals(await readAll(stored!.body))).toBe(true);
      // A name that is not stored, and a stored image asked for through the admin route: 404.
      expect(
        (await p.get(image.replace(/[0-9a-f]{32}/, "0".repeat(32)), { apikey: null })).status,
      ).toBe(404);
      expect((await p.attachment(image, admin)).status).toBe(404);
    });
  });

  describe("attachments stored in the public area by earlier versions", () => {
    it("move to the private area at start, once, and are served to admins only", async () => {
      const name = `${"ab".repeat(16)}.pdf`;
      await p.storage.driver.put(`uploads/requests/${name}`, pdf(), "application/pdf");
      const filePath = `/storage/requests/${name}`;
      await p.db
        .insertInto("service_requests")
        .values({
          ...fields,
          file_path: filePath,
          file_name: "old.pdf",
          file_mime: "application/pdf",
        })
        .execute();

      expect(await moveAttachmentsToPrivate(p.storage.driver)).toBe(1);
      expect(await moveAttachmentsToPrivate(p.storage.driver)).toBe(0);
      expect(await listKeys(p.storage.driver, "uploads/requests/")).toEqual([]);
      expect(await listKeys(p.storage.driver, "private/requests/")).toContain(
        `private/requests/${name}`,
      );

      expect((await p.get(filePath, { apikey: null })).status).toBe(404);
      const res = await p.attachment(filePath, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/filename="old\.pdf"/);
    });

    it.each([
      ["a right-to-left override", "invoice\u202efdp.exe", "invoicefdp.pdf"],
      ["isolates and zero-width characters", "\u2067re\u200bport\u2069.html", "report.pdf"],
      ["folders", "../../secret/évil.html", "évil.pdf"],
    ])(
      "named with %s are served under a clean name of their stored type",
      async (_c, stored, served) => {
        const name = `${"cd".repeat(16)}${served.length}.pdf`;
        await p.storage.driver.put(`private/requests/${name}`, pdf(), "application/pdf");
        const filePath = `/storage/requests/${name}`;
        await p.db
          .insertInto("service_requests")
          .values({
            ...fields,
            file_path: filePath,
            file_name: stored,
            file_mime: "application/pdf",
          })
          .execute();
        const res = await p.attachment(filePath, admin);
        expect(res.status).toBe(200);
        const disposition = res.headers.get("content-disposition")!;
        expect(decodeURIComponent(disposition.split("''")[1])).toBe(served);
        expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      },
    );
  });
});
