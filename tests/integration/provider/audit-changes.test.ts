// GET audit's `changes`: an entry's summary as data, relation ids with their records' names as
// they are now (or deleted), and a save that changed nothing is not an entry. Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSummary } from "../../../server/audit/changes.js";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
type Rec = Record<string, unknown> & { id: number };

beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

const save = async (entity: string, form: Record<string, string | number>) => {
  const res = await p.post(`dashboard/${entity}/save`, { token: admin, form });
  expect(res.status, res.text).toBe(200);
  return (res.body.data as Rec).id;
};
const entries = async (entity: string) =>
  (await p.get(`audit?entity=${entity}`, { token: admin })).body.data as Rec[];

describe("audit changes", () => {
  it("names a moved service's categories, the deleted one as deleted", async () => {
    const from = await save("categories", { ar_name: "قديم", en_name: "Old" });
    const to = await save("categories", { ar_name: "جديد", en_name: "New" });
    const service = {
      ar_name: "خدمة",
      en_name: "Service",
      ar_info: "<p>نص</p>",
      en_info: "<p>Text</p>",
    };
    const id = await save("services", { ...service, category_id: from });
    await save("services", { ...service, id, category_id: to, en_name: "Service; renamed" });
    const del = await p.post("dashboard/categories/delete", { token: admin, form: { id: from } });
    expect(del.status).toBe(200);
    const [update] = await entries("services");
    expect(update.action).toBe("update");
    expect(update.changes).toEqual([
      // The value's own "; " keeps a no-break space in the summary line.
      { field: "en_name", before: "Service", after: "Service;\u00a0renamed" },
      {
        field: "category_id",
        before: String(from),
        after: String(to),
        before_ref: { id: from, deleted: true },
        after_ref: { id: to, ar: "جديد", en: "New" },
      },
    ]);
  });

  it("keeps no entry for a save that changed nothing", async () => {
    const id = await save("faqs", {
      ar_name: "سؤال",
      en_name: "Question",
      ar_answer: "<p>جواب</p>",
      en_answer: "<p>Answer</p>",
    });
    const before = (await entries("faqs")).length;
    await save("faqs", {
      id,
      ar_name: "سؤال",
      en_name: "Question",
      ar_answer: "<p>جواب</p>",
      en_answer: "<p>Answer</p>",
    });
    expect((await entries("faqs")).length).toBe(before);
  });
});

describe("parseSummary", () => {
  it("reads creates, deletes, names only and empty values", () => {
    expect(parseSummary("ar_name: أ; en_name: A; ar_info", "create")).toEqual([
      { field: "ar_name", after: "أ" },
      { field: "en_name", after: "A" },
      { field: "ar_info" },
    ]);
    expect(parseSummary("link: — → https://x.test", "update")).toEqual([
      { field: "link", before: "", after: "https://x.test" },
    ]);
    expect(parseSummary("email: a@x.test", "delete")).toEqual([
      { field: "email", before: "a@x.test" },
    ]);
    expect(parseSummary("", "update")).toEqual([]);
  });
});
