// The public pages against the real provider (no stand-in): an item published in one language
// only is on that language's page, in its cards and its structured data, and nowhere on the
// other language's page, not even as an empty card (docs/publishing.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as postsLoader } from "~/routes/_site.posts";
import { loader as servicesLoader } from "~/routes/_site.services/route";
import { API_KEY, startProvider, type Provider } from "../provider/harness";
import { multipart } from "../provider/files";
import { appRequest, stubAppEnv } from "./support";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

const save = async (route: string, fields: Record<string, string | number>) => {
  const answer = await p.post(`dashboard/${route}/save`, {
    token: admin,
    multipart: multipart(fields, []),
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { id: number };
};

async function page(
  loader: (args: LoaderFunctionArgs) => Promise<Response>,
  path: string,
  lang: "ar" | "en",
) {
  stubAppEnv({ PROVIDER_URL: p.base, PROVIDER_API_KEY: API_KEY });
  const request = appRequest(path, { cookie: `lng=${lang}` });
  const response = await loader({ request, params: {}, context: {} });
  expect(response.status).toBe(200);
  const data = await response.json();
  return { data, text: JSON.stringify(data) };
}

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe("an item published in one language", () => {
  it("is on the English /posts, in its cards and JSON-LD, and not on the Arabic one", async () => {
    const only = await save("posts", {
      ar_name: "",
      en_name: "Hiring in English only",
      ar_info: "",
      en_info: "<p>Join us</p>",
      ar_status: "draft",
      en_status: "published",
    });
    const both = await save("posts", {
      ar_name: "خبر باللغتين",
      en_name: "News in both",
      ar_info: "<p>نص</p>",
      en_info: "<p>Text</p>",
    });
    const en = await page(postsLoader, "/posts", "en");
    expect(ids(en.data.posts)).toEqual([both.id, only.id]);
    // The JSON-LD names it too.
    expect(JSON.stringify(en.data.seo)).toContain("Hiring in English only");
    const ar = await page(postsLoader, "/posts?lng=ar", "ar");
    // Not an empty card: the list holds only what is published in Arabic.
    expect(ids(ar.data.posts)).toEqual([both.id]);
    expect(ar.data.meta.total).toBe(1);
    expect(ar.text).not.toContain("Hiring in English only");
    expect(ar.text).not.toContain("Join us");
  });

  it("takes its services off the page of the language its category is a draft in", async () => {
    const category = await save("categories", {
      ar_name: "تصنيف مسودة",
      en_name: "Live category",
      ar_status: "draft",
      en_status: "published",
    });
    await save("services", {
      ar_name: "خدمة يتيمة",
      en_name: "Service under it",
      ar_info: "<p>نص</p>",
      en_info: "<p>Text</p>",
      category_id: category.id,
    });
    const en = await page(servicesLoader, "/services", "en");
    expect(en.text).toContain("Live category");
    expect(en.text).toContain("Service under it");
    const ar = await page(servicesLoader, "/services", "ar");
    expect([en.data.total, ar.data.total]).toEqual([1, 0]);
    expect(ar.text).not.toContain("تصنيف مسودة");
    expect(ar.text).not.toContain("خدمة يتيمة");
  });
});
