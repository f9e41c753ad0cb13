import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, oversized, pdf, png, svgWithScript, textNamedPng } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider({ seed: true });
});
afterAll(() => p.close());

type Rec = Record<string, unknown> & { id: number };
const rows = (body: { data?: unknown }) => body.data as Rec[];

describe("public lists", () => {
  it.each(["ads", "faqs", "services", "projects"])(
    "GET %s pages with meta and needs the apikey",
    async (path) => {
      const res = await p.get(`${path}?per_page=3`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({ current_page: 1, per_page: 3 });
      expect(rows(res.body).length).toBeLessThanOrEqual(3);
      for (const r of rows(res.body)) {
        expect(r).toMatchObject({
          ar_name: expect.any(String),
          en_name: expect.any(String),
          created_at: expect.any(String),
        });
      }
      expect((await p.get(path, { apikey: null })).status).toBe(401);
    },
  );

  it("ads list the newest first; the admin's posts keep the oldest first", async () => {
    const ids = rows((await p.get("ads?per_page=100")).body).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const admin = await p.login();
    const dash = await p.post("dashboard/posts?per_page=100", { token: admin });
    const adminIds = rows(dash.body).map((r) => r.id);
    expect(adminIds).toEqual([...ids].reverse());
  });

  it("ads carry one image and requirement pairs", async () => {
    const [ad] = rows((await p.get("ads?per_page=1")).body);
    expect(typeof ad.image).toBe("string");
    expect(ad.requirements).toEqual(
      expect.arrayContaining([
        { ar_requirement: expect.any(String), en_requirement: expect.any(String) },
      ]),
    );
    expect((ad.ar_requirements as string[]).length).toBe((ad.requirements as unknown[]).length);
  });

  it("services carry several images and filter by category_id", async () => {
    const res = await p.get("services?category_id=1");
    const list = rows(res.body);
    expect(list.length).toBe(2);
    for (const s of list) {
      expect(s.category_id).toBe(1);
      expect(s.category).toMatchObject({ id: 1, en_name: "Web Development" });
      expect(Array.isArray(s.image)).toBe(true);
      expect((s.images as unknown[]).length).toBe((s.image as unknown[]).length);
    }
    expect((await p.get("services?category_id=abc")).body.meta?.total).toBe(0);
  });

  it("projects filter by service_id and search", async () => {
    const res = await p.get("projects?service_id=1");
    expect(rows(res.body).map((r) => r.en_name)).toEqual(["Al Noor Clinics Website"]);
    const q = await p.get(`projects?q=${encodeURIComponent("مسار")}`);
    expect(rows(q.body).map((r) => r.en_name)).toEqual(["Masar Delivery App"]);
  });
});

describe("GET search", () => {
  it("finds a project by its name and a FAQ by its answer, with the text and address to show", async () => {
    const project = rows((await p.get(`search?q=${encodeURIComponent("Masar")}`)).body);
    expect(project).toContainEqual(
      expect.objectContaining({ entity: "projects", name: "Masar Delivery App" }),
    );
    const hit = project.find((r) => r.entity === "projects");
    expect(hit?.slug).toEqual(expect.any(String));
    expect(hit?.text).not.toContain("<");
    const faqs = rows((await p.get("faqs?per_page=1")).body);
    const answer = String(faqs[0]?.en_answer ?? "").replace(/<[^>]+>/g, " ");
    const word = answer.split(/\s+/).find((w) => w.length > 6) ?? "";
    const found = rows((await p.get(`search?q=${encodeURIComponent(word)}`)).body);
    expect(found).toContainEqual(expect.objectContaining({ entity: "faqs", slug: null }));
  });
});

describe("POST /api/contact_us", () => {
  const form = {
    name: "Omar",
    email: "omar@example.test",
    phone: "+20 100 123 4567",
    contact_reason: "New website",
    info: "We need a new bilingual website.",
  };

  it("saves the message, mails the staff and sends the visitor a receipt", async () => {
    const before = (await p.mails()).length;
    const res = await p.post("contact_us", { form });
    expect(res.body).toEqual({ status: 200, message: "Thank you, your message has been sent." });
    const row = await p.db
      .selectFrom("contact_messages")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Omar", email: "omar@example.test", read_at: null });
    const mails = (await p.mails()).slice(before);
    // Sent side by side, so either may be written first.
    expect(mails).toHaveLength(2);
    const recipients = mails.map((m) => /^To: (.+)$/m.exec(m)?.[1]).sort();
    expect(recipients).toEqual(["omar@example.test", "staff@example.test"]);
  });

  it("answers localized field errors and saves nothing", async () => {
    const before = await p.db.selectFrom("contact_messages").select("id").execute();
    const res = await p.post("contact_us", { lang: "ar", form: { ...form, email: "x", info: "" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ["يجب أن يكون البريد الإلكتروني بريدًا إلكترونيًا صحيحًا."],
      info: ["حقل التفاصيل مطلوب."],
    });
    expect(await p.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(
      before.length,
    );
  });
});

describe("POST /api/ask_service", () => {
  const fields = {
    type: "build_website",
    info: "A store for our bakery, in two languages.",
    email: "bakery@example.test",
  };

  /** Posts a request with one file, expects success, and answers the stored row. */
  async function askWithFile(name: string, data: Buffer) {
    const res = await p.post("ask_service", {
      multipart: multipart(fields, [{ field: "info_file", name, data }]),
    });
    expect(res.status).toBe(200);
    return p.db
      .selectFrom("service_requests")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
  }

  it("accepts a request without a file", async () => {
    const res = await p.post("ask_service", { form: fields });
    expect(res.body).toEqual({
      status: 200,
      message: "Thank you, your request has been sent. We will contact you soon.",
    });
  });

  it("stores a PDF under a server-made name, private, and serves it to admins as a download", async () => {
    const row = await askWithFile("../../brief.pdf", pdf());
    expect(row.file_path).toMatch(/^\/storage\/requests\/[a-f0-9]{32}\.pdf$/);
    expect(row.file_mime).toBe("application/pdf");
    expect((await p.get(row.file_path!, { apikey: null })).status).toBe(404);
    const file = await p.attachment(row.file_path!, await p.login());
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    );
    expect(file.text).toBe(pdf().toString());
  });

  it("accepts an image as info_file", async () => {
    const res = await p.post("ask_service", {
      multipart: multipart(fields, [{ field: "info_file", name: "sketch.png", data: await png() }]),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [
      "a text file named .png",
      () => textNamedPng(),
      "file.png",
      "The file must be an image, a PDF or an office document.",
    ],
    [
      "an oversized file",
      () => oversized(10 * 1024 * 1024 + 10),
      "big.png",
      "The file may not be greater than 10 MB.",
    ],
  ])("refuses %s with a field error and stores nothing", async (_name, make, filename, message) => {
    const before = await p.uploads();
    const rowsBefore = await p.db.selectFrom("service_requests").select("id").execute();
    const res = await p.post("ask_service", {
      multipart: multipart(fields, [{ field: "info_file", name: filename, data: make() }]),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ info_file: [message] });
    expect(await p.uploads()).toEqual(before);
    expect(await p.db.selectFrom("service_requests").select("id").execute()).toHaveLength(
      rowsBefore.length,
    );
  });

  it("never stores an SVG: one with a script is refused, and nothing is kept", async () => {
    const before = await p.uploads();
    const res = await p.post("ask_service", {
      multipart: multipart(fields, [{ field: "info_file", name: "x.svg", data: svgWithScript() }]),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      info_file: ["The file must be an image, a PDF or an office document."],
    });
    expect(await p.uploads()).toEqual(before);
  });

  it("refuses an unknown type in both languages", async () => {
    const en = await p.post("ask_service", { form: { ...fields, type: "hacking" } });
    expect(en.body.errors).toEqual({ type: ["The selected type is invalid."] });
    const ar = await p.post("ask_service", { lang: "ar", form: { ...fields, type: "hacking" } });
    expect(ar.body.errors).toEqual({ type: ["قيمة النوع المختارة غير صالحة."] });
  });
});
