// Visitors' attachments are private: the public /storage route never serves them, the admin
// route does, files stored by earlier versions in the public folder move at start, and any
// client file name is accepted and stored under a server-made one.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moveAttachmentsToPrivate } from "../../../server/storage/private.js";
import { multipart, pdf } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

const fields = { type: "graphics" as const, info: "A logo for our bakery, please." };

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

describe("attachments stored in the public folder by earlier versions", () => {
  it("move to the private folder at start, once, and are served to admins only", async () => {
    const name = `${"ab".repeat(16)}.pdf`;
    await mkdir(path.join(p.uploadsDir, "requests"), { recursive: true });
    await writeFile(path.join(p.uploadsDir, "requests", name), pdf());
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

    expect(await moveAttachmentsToPrivate(p.uploadsDir, p.privateDir)).toBe(1);
    expect(await moveAttachmentsToPrivate(p.uploadsDir, p.privateDir)).toBe(0);
    expect(await readdir(p.uploadsDir)).not.toContain("requests");
    expect(await readdir(path.join(p.privateDir, "requests"))).toContain(name);

    expect((await p.get(filePath, { apikey: null })).status).toBe(404);
    const res = await p.attachment(filePath, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="old\.pdf"/);
  });
});
