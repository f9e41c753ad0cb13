// Public answers hold only published text (docs/publishing.md, "The provider contract"), on
// SQLite and on PostgreSQL: a record published in English and a draft in Arabic is listed in
// English with its Arabic texts empty, in lists, in single reads and in the records it names,
// while a preview link still reads the draft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPreview } from "../../../core/content/preview-signature.js";
import { multipart } from "./files.js";
import { API_KEY, startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

type Fields = Record<string, string | number | string[]>;
type Record_ = Record<string, unknown> & { id: number };

const SECRET = "نص عربي لم يُنشر بعد";
const englishOnly = { ar_status: "draft", en_status: "published" };

const save = async (route: string, fields: Fields) => {
  const answer = await p.post(`dashboard/${route}/save`, {
    token: admin,
    multipart: multipart(fields, []),
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as Record_).id;
};
const listed = async (path: string, id: number) => {
  const answer = await p.get(`${path}?ids=${id}`, { lang: "en" });
  expect(answer.status).toBe(200);
  const [row] = answer.body.data as Record_[];
  expect(row).toBeDefined();
  return row;
};

describe("public answers and a language that is a draft", () => {
  it("lists a FAQ in English without its Arabic draft", async () => {
    const id = await save("faqs", {
      ar_name: SECRET,
      ar_answer: `<p>${SECRET}</p>`,
      en_name: "Published question?",
      en_answer: "<p>Published answer</p>",
      ...englishOnly,
    });
    const row = await listed("faqs", id);
    expect(row).toMatchObject({
      en_name: "Published question?",
      en_answer: "<p>Published answer</p>",
      ar_name: "",
      ar_answer: "",
    });
    const page = await p.get("faqs?per_page=100", { lang: "en" });
    expect(JSON.stringify(page.body)).not.toContain(SECRET);
  });

  it("leaves out a post's Arabic texts and requirements", async () => {
    const id = await save("posts", {
      ar_name: SECRET,
      ar_info: `<p>${SECRET}</p>`,
      en_name: "Published post",
      en_info: "<p>Text</p>",
      ar_requirements: [SECRET],
      en_requirements: ["A logo"],
      ...englishOnly,
    });
    const row = await listed("ads", id);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(row).toMatchObject({
      en_name: "Published post",
      ar_requirements: [],
      en_requirements: ["A logo"],
      requirements: [{ ar_requirement: "", en_requirement: "A logo" }],
    });
  });

  it("leaves out the Arabic draft of a category, read alone and named by a service", async () => {
    const categoryId = await save("categories", {
      ar_name: SECRET,
      en_name: "Published category",
      ...englishOnly,
    });
    const serviceId = await save("services", {
      ar_name: "خدمة",
      en_name: "Published service",
      ar_info: "<p>نص</p>",
      en_info: "<p>Text</p>",
      category_id: categoryId,
    });
    const one = await p.get(`categories/${categoryId}`, { lang: "en" });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ en_name: "Published category", ar_name: "" });
    const service = await listed("services", serviceId);
    expect(service).toMatchObject({
      ar_name: "خدمة",
      category: { id: categoryId, en_name: "Published category", ar_name: "" },
    });
    expect(await listed("categories", categoryId)).toMatchObject({ ar_name: "" });
  });

  it("still shows the draft through a signed preview link", async () => {
    const id = await save("faqs", {
      ar_name: SECRET,
      ar_answer: `<p>${SECRET}</p>`,
      en_name: "Previewed question?",
      en_answer: "<p>Answer</p>",
      ...englishOnly,
    });
    const query = signPreview(API_KEY, { entity: "faqs", id, lang: "ar" }, Date.now());
    const answer = await p.get(`preview?${query.toString()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ar_name: SECRET, ar_status: "draft" });
  });
});
