import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeRevisions } from "../../../server/db/revision-purge.js";
import { multipart, oversized, png, svgWithScript, textNamedPng } from "./files.js";
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

type Rec = Record<string, unknown> & { id: number };
const names = { ar_name: "تصميم", en_name: "Design" };
const info = { ar_info: "<p>وصف</p>", en_info: "<p>About</p>" };

async function save(
  entity: string,
  fields: Record<string, string | number | (string | number)[]>,
  files = [] as Parameters<typeof multipart>[1],
) {
  return p.post(`dashboard/${entity}/save`, { token: admin, multipart: multipart(fields, files) });
}

describe("admin guard", () => {
  const calls = [
    "dashboard/statistics",
    "dashboard/categories",
    "dashboard/categories/save",
    "dashboard/services/delete",
    "dashboard/contact_messages/read",
    "dashboard/users",
    "dashboard/users/delete",
    "users/save",
    "titledesc/save",
    "jobs/dash",
    "jobs",
  ];
  it.each(calls)(
    "%s: 401 without a token, 403 for a non-admin, 401 without the apikey",
    async (path) => {
      const none = await p.post(path);
      expect(none.status).toBe(401);
      expect(none.body.errors).toBe("You must be logged in to do this.");
      const plain = await p.post(path, { token: user });
      expect(plain.status).toBe(403);
      expect(plain.body).toEqual({ status: 403, errors: "You do not have permission to do this." });
      expect((await p.post(path, { token: user, lang: "ar" })).body.errors).toBe(
        "ليست لديك صلاحية للقيام بذلك.",
      );
      expect((await p.post(path, { token: admin, apikey: "bad" })).status).toBe(401);
      expect((await p.post(path, { token: "a.b" })).body).toEqual({
        status: 401,
        errors: ["The token could not be parsed from the request"],
      });
    },
  );
});

describe("content saves", () => {
  let categoryId: number;
  let serviceId: number;

  it("creates a category with one image, then replaces the image and keeps the old files for its history", async () => {
    const res = await save("categories", names, [
      { field: "image", name: "a.png", data: await png() },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Saved successfully.");
    const data = res.body.data as Rec;
    categoryId = data.id;
    expect(data).toMatchObject({
      ...names,
      image: expect.stringMatching(/^\/storage\/categories\/.+\.webp$/),
    });
    // The picture, its thumbnail and its AVIF (64 px wide: no smaller variant).
    const first = await p.uploads();
    expect(first).toHaveLength(3);
    const updated = await save(
      "categories",
      { id: categoryId, ar_name: "تصميم جرافيكي", en_name: "Graphics" },
      [{ field: "image", name: "b.png", data: await png(30, 30, "#ff0000") }],
    );
    expect(updated.body.data).toMatchObject({ id: categoryId, en_name: "Graphics" });
    // The old picture stays while a revision names it (docs/publishing.md, purged after 30 days).
    const after = await p.uploads();
    expect(after).toHaveLength(6);
    expect(first.every((f) => after.includes(f))).toBe(true);
    const keep = await save("categories", { id: categoryId, ...names });
    expect((keep.body.data as Rec).image).toBe((updated.body.data as Rec).image);
  });

  it("creates a service with several images (image[]) in an existing category", async () => {
    const files = await Promise.all(
      [1, 2, 3].map(async (i) => ({
        field: "image[]",
        name: `${i}.png`,
        data: await png(20 + i, 20),
      })),
    );
    const res = await save("services", { ...names, ...info, category_id: categoryId }, files);
    expect(res.status).toBe(200);
    const data = res.body.data as Rec;
    serviceId = data.id;
    expect((data.image as string[]).length).toBe(3);
    expect((data.images as { width: number }[]).map((i) => i.width)).toEqual([21, 22, 23]);
  });

  it("sanitizes rich text to the allow-list", async () => {
    const res = await save("services", {
      ...names,
      category_id: categoryId,
      ar_info:
        '<p onclick="x()">نص <a href="https://other.test" target="_blank">رابط</a> <a href="javascript:x()">خطر</a></p><script>alert(1)</script>',
      en_info:
        '<h2 style="color:red">Title</h2><img src=x onerror=alert(1)><ul><li><strong>ok</strong></li></ul>',
    });
    const data = res.body.data as Rec;
    // An outside link keeps its address with rel set (ADR 0030); a script link only its text.
    expect(data.ar_info).toBe(
      '<p>نص <a href="https://other.test" rel="noopener noreferrer">رابط</a> خطر</p>',
    );
    expect(data.en_info).toBe("<h2>Title</h2><ul><li><strong>ok</strong></li></ul>");
  });

  it("answers 422 in both languages for missing names, bad references and bad URLs", async () => {
    const en = await save("projects", {
      ar_name: "",
      en_name: "x".repeat(300),
      ...info,
      service_id: 9999,
      link: "javascript:alert(1)",
    });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      ar_name: ["The name (Arabic) field is required."],
      en_name: ["The name (English) may not be greater than 255 characters."],
      link: ["The link must be a valid URL (http or https)."],
    });
    const ar = await p.post("dashboard/projects/save", {
      token: admin,
      lang: "ar",
      form: { ...names, ...info, service_id: 9999 },
    });
    expect(ar.body.errors).toEqual({ service_id: ["قيمة الخدمة المختارة غير موجودة."] });
  });

  it.each([
    [
      "a text file named .png",
      () => textNamedPng(),
      "You uploaded a file not an image please try again",
    ],
    [
      "an oversized image",
      () => oversized(5 * 1024 * 1024 + 1),
      "The image may not be greater than 5 MB.",
    ],
  ])("refuses %s and writes no row and no file", async (_n, make, message) => {
    const before = await p.uploads();
    const count = (await p.db.selectFrom("categories").select("id").execute()).length;
    const res = await save("categories", names, [{ field: "image", name: "x.png", data: make() }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: [message] });
    expect(await p.uploads()).toEqual(before);
    expect(await p.db.selectFrom("categories").select("id").execute()).toHaveLength(count);
  });

  it("stores an SVG with a script only as a re-encoded WebP", async () => {
    const res = await save("categories", names, [
      { field: "image", name: "x.svg", data: svgWithScript() },
    ]);
    if (res.status === 200) {
      const file = await p.get((res.body.data as Rec).image as string);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect(file.text).not.toContain("<script");
    } else {
      expect(res.status).toBe(422);
    }
  });

  it("refuses more than 10 images, and a second image for a one-image entity", async () => {
    const img = await png();
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      field: "image",
      name: `${i}.png`,
      data: img,
    }));
    const many = await save("services", { ...names, ...info, category_id: categoryId }, eleven);
    expect(many.status).toBe(422);
    const two = await save("posts", { ...names, ...info }, eleven.slice(0, 2));
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual({ image: ["The image may not have more than 1 items."] });
  });

  it("saves posts with requirement pairs and refuses half pairs", async () => {
    const res = await save("posts", {
      ...names,
      ...info,
      "ar_requirements[]": ["أ", "ب"],
      "en_requirements[]": ["A", "B"],
    });
    expect((res.body.data as Rec).requirements).toEqual([
      { ar_requirement: "أ", en_requirement: "A" },
      { ar_requirement: "ب", en_requirement: "B" },
    ]);
    const half = await save("posts", {
      ...names,
      ...info,
      "ar_requirements[]": ["أ"],
      "en_requirements[]": [""],
    });
    expect(half.status).toBe(422);
  });

  it("updates by id and answers 404 for an unknown id", async () => {
    const faq = await save("faqs", { ...names, ar_answer: "<p>نعم</p>", en_answer: "<p>Yes</p>" });
    const id = (faq.body.data as Rec).id;
    const upd = await save("faqs", {
      id,
      ...names,
      ar_answer: "<p>لا</p>",
      en_answer: "<p>No</p>",
    });
    expect(upd.body.data).toMatchObject({ id, en_answer: "<p>No</p>" });
    expect(
      (await save("faqs", { id: 9999, ...names, ar_answer: "<p>x</p>", en_answer: "<p>x</p>" }))
        .status,
    ).toBe(404);
  });

  it("refuses to delete a category with services or a service with projects, then deletes with files", async () => {
    const project = await save("projects", {
      ...names,
      ...info,
      service_id: serviceId,
      link: "https://example.com",
      skills: "Go",
    });
    expect(project.status).toBe(200);
    const cat = await p.post("dashboard/categories/delete", {
      token: admin,
      form: { id: categoryId },
    });
    expect(cat.status).toBe(422);
    expect(cat.body.errors).toBe("This category still has services. Move or delete them first.");
    const svc = await p.post("dashboard/services/delete", {
      token: admin,
      lang: "ar",
      form: { id: serviceId },
    });
    expect(svc.status).toBe(422);
    expect(svc.body.errors).toBe("لا تزال هذه الخدمة تحتوي على مشاريع. انقلها أو احذفها أولًا.");
    const before = await p.uploads();
    const del = await p.post("dashboard/projects/delete", {
      token: admin,
      form: { id: (project.body.data as Rec).id },
    });
    expect(del.body).toEqual({ status: 200, message: "deleted operation done successfully" });
    const svcDel = await p.post("dashboard/services/delete", {
      token: admin,
      form: { id: serviceId },
    });
    expect(svcDel.status).toBe(200);
    // Kept 30 days for an undo; then the service's three small pictures go, three files each
    // (main, thumbnail, AVIF), with the category's first picture, which only its history named.
    expect((await p.uploads()).length).toBe(before.length);
    await purgeRevisions(p.db, p.storage, Date.now() + 31 * 24 * 60 * 60_000);
    expect((await p.uploads()).length).toBe(before.length - 9 - 3);
    expect(
      (await p.post("dashboard/services/delete", { token: admin, form: { id: serviceId } })).status,
    ).toBe(404);
  });
});
