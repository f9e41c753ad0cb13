// The site search (docs/publishing.md, "Site search") as the server renders it, JavaScript or
// not: a plain GET form in the navbar, results in the page's language linking to their pages
// with the match marked, Arabic folded as the dashboard folds it, paged, and "nothing found".
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { one, textOf } from "./dom";
import { saveRecord } from "./provider";
import { eventually, page } from "./support";

let removeFaq: () => Promise<unknown>;
let faqId: number;
beforeAll(async () => {
  const faq = await saveRecord("faqs", {
    ar_name: "هل يذهب أحمد للمدرسة كل يوم؟",
    en_name: "Does the search find this question?",
    ar_answer: "<p>نعم، يذهب أحمد للمدرسة صباحًا.</p>",
    en_answer: "<p>Yes: site-search-marker.</p>",
  });
  faqId = faq.id;
  removeFaq = faq.remove;
});
afterAll(() => removeFaq());

describe("site search", () => {
  test("the navbar's search form is a plain GET form to /search", async () => {
    const { doc } = await page("/", { lang: "en" });
    const form = one(doc, "header form[role=search]");
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.querySelector('input[name="q"]')).not.toBeNull();
  });

  test("finds Arabic written without hamza and with haa for taa marbuta, marked", async () => {
    await eventually(async () => {
      const q = encodeURIComponent("احمد للمدرسه");
      const { status, doc } = await page(`/search?q=${q}`, { lang: "ar" });
      expect(status).toBe(200);
      const link = one(doc, `[data-testid=search-results] a[href="/FAQs#faq-${faqId}"]`);
      expect(textOf(one(link, "mark"))).toBe("أحمد للمدرسة");
    });
  });

  test("links a service to its page, in English", async () => {
    const { doc } = await page("/search?q=website", { lang: "en" });
    const links = doc.querySelectorAll("[data-testid=search-results] h2 a");
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((a) => a.getAttribute("href"))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(services|projects|posts)\/[a-z0-9-]+$/)]),
    );
  });

  test("pages its results", async () => {
    const { doc } = await page("/search?q=e", { lang: "en" });
    expect(doc.querySelectorAll("[data-testid=search-results] > li")).toHaveLength(10);
    const next = one(doc, 'nav.pagination a[rel="next"]');
    expect(next.getAttribute("href")).toBe("/search?q=e&page=2");
    const second = await page("/search?q=e&page=2", { lang: "en" });
    expect(second.doc.querySelectorAll("[data-testid=search-results] > li").length).toBeGreaterThan(
      0,
    );
  });

  test("says clearly when nothing is found, in both languages", async () => {
    const en = await page("/search?q=zzqxv", { lang: "en" });
    expect(en.status).toBe(200);
    expect(textOf(one(en.doc, "[data-testid=search-empty] h2"))).toBe("Nothing found");
    const ar = await page("/search?q=zzqxv", { lang: "ar" });
    expect(textOf(one(ar.doc, "[data-testid=search-empty] h2"))).toBe("لا نتائج");
  });
});
