// Every public page's JSON-LD, in both languages, as a crawler reads the document: parsed and
// checked against the schema.org types we publish (tests/support/json-ld.ts), then compared with
// the provider's records. And a text that tries to close the script stays data.
import type { HTMLElement } from "node-html-parser";
import { describe, expect, test } from "vitest";
import { PUBLIC_PAGES } from "../../../app/routes/sitemap[.]xml/public-pages";
import { checkJsonLd, nodesOf, type JsonLdReport } from "../../support/json-ld";
import { textOf, titleOf } from "./dom";
import { nameOf, providerGet, saveRecord, unique, type Named, type Paged } from "./provider";
import { eventually, langs, page, site, type Lang } from "./support";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function jsonLdOf(doc: HTMLElement, lang: string, path: string): JsonLdReport {
  const texts = doc
    .querySelectorAll('head script[type="application/ld+json"]')
    .map((script) => script.rawText);
  expect(texts.length, path).toBeGreaterThan(0);
  return checkJsonLd(
    texts.map((text) => JSON.parse(text)),
    lang,
  );
}

describe.each(langs)("structured data (%s)", (lang) => {
  test("every public page: valid blocks, the company, the page, its breadcrumbs", async () => {
    const brand = lang === "ar" ? "بيان الرقمية" : "Bayan Digital";
    for (const path of PUBLIC_PAGES) {
      const { doc } = await page(path, { lang });
      const report = jsonLdOf(doc, lang, path);
      expect(report.problems, path).toEqual([]);
      const [company] = nodesOf(report, "Organization").filter((node) => "logo" in node);
      expect(company, path).toMatchObject({
        name: brand,
        alternateName: lang === "ar" ? "Bayan Digital" : "بيان الرقمية",
        url: `${site.baseURL}/?lng=${lang}`,
      });
      const webPage = report.nodes.find((node) => node.inLanguage && node.isPartOf);
      expect(webPage?.url, path).toBe(`${site.baseURL}${path}`);
      const crumbs = nodesOf(report, "BreadcrumbList");
      if (path === "/") {
        expect(crumbs).toEqual([]);
      } else {
        expect(crumbs, path).toHaveLength(1);
        const steps = crumbs[0].itemListElement as { item: string; name: string }[];
        expect(steps.map((step) => step.item)).toEqual([
          `${site.baseURL}/?lng=${lang}`,
          `${site.baseURL}${path}?lng=${lang}`,
        ]);
        // The last step is the page the visitor sees, named as its title begins.
        expect(steps[1].name.length, path).toBeGreaterThan(2);
        expect(titleOf(doc), path).toMatch(new RegExp(`^${escapeRegExp(steps[1].name)}`));
      }
    }
  });

  test("/services lists every service, /FAQs every question, /posts the posts shown", async () => {
    // Other files add and delete records on the same site while this runs, and the app reads
    // through a cache of a second here (ADR 0004): compare again until both sides have settled.
    await eventually(() => listsMatchProvider(lang));
  });
});

async function listsMatchProvider(lang: Lang) {
  const [services, faqs, posts] = await Promise.all([
    providerGet<Paged<Named>>("services?per_page=100", lang),
    providerGet<Paged<Named>>("faqs?per_page=100", lang),
    providerGet<Paged<Named>>("ads?page=1&per_page=4", lang),
  ]);
  const name = (record: Named) => nameOf(record, lang);

  const servicesPage = (await page("/services", { lang })).doc;
  const offered = nodesOf(jsonLdOf(servicesPage, lang, "/services"), "Service");
  expect(offered.map((service) => service.name)).toEqual(services.data.map(name));
  expect(offered[0].url).toBe(
    `${site.baseURL}/services?lng=${lang}#service-${services.data[0].id}`,
  );
  expect(servicesPage.querySelectorAll(`#service-${services.data[0].id}`)).toHaveLength(1);

  const faqPage = (await page("/FAQs", { lang })).doc;
  const [faqList] = nodesOf(jsonLdOf(faqPage, lang, "/FAQs"), "FAQPage");
  const questions = faqList.mainEntity as { name: string }[];
  expect(questions.map((question) => question.name)).toEqual(faqs.data.map(name));

  const postsPage = (await page("/posts", { lang })).doc;
  const articles = nodesOf(jsonLdOf(postsPage, lang, "/posts"), "BlogPosting");
  expect(articles.length).toBe(posts.data.length);
  expect(articles.map((article) => article.headline)).toEqual(posts.data.map(name));
  for (const article of articles) {
    const anchor = new URL(String(article.url)).hash;
    expect(postsPage.querySelectorAll(anchor), anchor).toHaveLength(1);
  }
}

test("a question that tries to close the script stays text in the JSON-LD", async () => {
  const marker = unique("Is </script><script>window.__escaped=1</script> safe?");
  const faq = await saveRecord("faqs", {
    en_name: marker,
    ar_name: marker,
    en_answer: "<p>Yes</p>",
    ar_answer: "<p>نعم</p>",
  });
  try {
    // The app caches provider reads for a second here (ADR 0004): wait for the new question.
    const html = await eventually(async () => {
      const { html, doc } = await page("/FAQs", { lang: "en" });
      const summaries = doc.querySelectorAll("summary").map(textOf);
      expect(summaries.some((summary) => summary.includes(marker))).toBe(true);
      return html;
    });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    const faqBlock = blocks.map((match) => match[1]).find((text) => text.includes("FAQPage"));
    expect(faqBlock).toBeDefined();
    // `<` is written escaped, so the block holds no tag that could end it.
    expect(faqBlock).not.toContain("<");
    const report = checkJsonLd([JSON.parse(faqBlock!)], "en");
    expect(report.problems).toEqual([]);
    const questions = nodesOf(report, "Question").map((question) => question.name);
    expect(questions).toContain(marker);
    // No script of the page is the one the question tried to open: it never runs.
    expect(html).not.toContain("<script>window.__escaped=1</script>");
  } finally {
    await faq.remove();
  }
});
