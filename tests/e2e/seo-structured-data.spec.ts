// Every public page's JSON-LD, in both languages, as the browser reads the document: parsed and
// checked against the schema.org types we publish (tests/support/json-ld.ts), then compared with
// the provider's records. And a text that tries to close the script stays data.
import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../app/routes/sitemap[.]xml/public-pages";
import { checkJsonLd, nodesOf, type JsonLdReport } from "../support/json-ld";
import { adminToken, form, providerPost, unique } from "./dashboard-support";
import { e2eEnv } from "./env";
import { langs, providerGet, useLanguage } from "./support";

type Named = { id: number; ar_name: string; en_name: string };
type Paged<T> = { data: T[]; meta: { total: number } };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function jsonLdOf(page: Page, lang: string): Promise<JsonLdReport> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  expect(texts.length, page.url()).toBeGreaterThan(0);
  return checkJsonLd(
    texts.map((text) => JSON.parse(text)),
    lang,
  );
}

for (const lang of langs) {
  test.describe(`structured data (${lang})`, () => {
    // The blocks are the server's HTML, which scripts do not change: read as a crawler reads them.
    test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the server's HTML: the nojs project");
    test.beforeEach(async ({ context }) => {
      await useLanguage(context, lang);
    });

    test("every public page: valid blocks, the company, the page, its breadcrumbs", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const brand = lang === "ar" ? "بيان الرقمية" : "Bayan Digital";
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        const report = await jsonLdOf(page, lang);
        expect(report.problems, path).toEqual([]);
        const [company] = nodesOf(report, "Organization").filter((node) => "logo" in node);
        expect(company, path).toMatchObject({
          name: brand,
          alternateName: lang === "ar" ? "Bayan Digital" : "بيان الرقمية",
          url: `${e2eEnv.baseURL}/?lng=${lang}`,
        });
        const webPage = report.nodes.find((node) => node.inLanguage && node.isPartOf);
        expect(webPage?.url, path).toBe(`${e2eEnv.baseURL}${path}`);
        const crumbs = nodesOf(report, "BreadcrumbList");
        if (path === "/") {
          expect(crumbs).toEqual([]);
        } else {
          expect(crumbs, path).toHaveLength(1);
          const steps = crumbs[0].itemListElement as { item: string; name: string }[];
          expect(steps.map((step) => step.item)).toEqual([
            `${e2eEnv.baseURL}/?lng=${lang}`,
            `${e2eEnv.baseURL}${path}?lng=${lang}`,
          ]);
          // The last step is the page the visitor sees, named as its title begins.
          expect(steps[1].name.length, path).toBeGreaterThan(2);
          expect(await page.title(), path).toMatch(new RegExp(`^${escapeRegExp(steps[1].name)}`));
        }
      }
    });

    test("/services lists every service, /FAQs every question, /posts the posts shown", async ({
      page,
    }) => {
      const [services, faqs, posts] = await Promise.all([
        providerGet<Paged<Named>>("services?per_page=100", lang),
        providerGet<Paged<Named>>("faqs?per_page=100", lang),
        providerGet<Paged<Named>>("ads?page=1&per_page=4", lang),
      ]);
      const name = (record: Named) => record[`${lang}_name`];

      await page.goto("/services");
      const offered = nodesOf(await jsonLdOf(page, lang), "Service");
      expect(offered.map((service) => service.name)).toEqual(services.data.map(name));
      expect(offered[0].url).toBe(
        `${e2eEnv.baseURL}/services?lng=${lang}#service-${services.data[0].id}`,
      );
      await expect(page.locator(`#service-${services.data[0].id}`)).toHaveCount(1);

      await page.goto("/FAQs");
      const [faqPage] = nodesOf(await jsonLdOf(page, lang), "FAQPage");
      const questions = faqPage.mainEntity as { name: string }[];
      expect(questions.map((question) => question.name)).toEqual(faqs.data.map(name));

      await page.goto("/posts");
      const articles = nodesOf(await jsonLdOf(page, lang), "BlogPosting");
      expect(articles.length).toBe(posts.data.length);
      expect(articles.map((article) => article.headline)).toEqual(posts.data.map(name));
      for (const article of articles) {
        const anchor = new URL(String(article.url)).hash;
        await expect(page.locator(anchor)).toHaveCount(1);
      }
    });
  });
}

test("a question that tries to close the script stays text in the JSON-LD", async ({ page }) => {
  test.setTimeout(60_000);
  const marker = unique("Is </script><script>window.__escaped=1</script> safe?");
  const token = await adminToken();
  const saved = (await providerPost(
    "dashboard/faqs/save",
    form({ en_name: marker, ar_name: marker, en_answer: "<p>Yes</p>", ar_answer: "<p>نعم</p>" }),
    token,
  )) as { data: { id: number } };
  try {
    // The app caches provider reads for a few seconds (ADR 0004): wait for the new question.
    await expect
      .poll(
        async () => {
          await page.goto("/FAQs");
          return (await page.locator("summary", { hasText: marker }).count()) > 0;
        },
        { timeout: 40_000, intervals: [1_000] },
      )
      .toBe(true);
    const html = await (await page.request.get("/FAQs")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    const faqBlock = blocks.map((match) => match[1]).find((text) => text.includes("FAQPage"));
    expect(faqBlock).toBeDefined();
    // `<` is written escaped, so the block holds no tag that could end it.
    expect(faqBlock).not.toContain("<");
    const report = checkJsonLd([JSON.parse(faqBlock!)], "en");
    expect(report.problems).toEqual([]);
    const questions = nodesOf(report, "Question").map((question) => question.name);
    expect(questions).toContain(marker);
    expect(await page.evaluate(() => (window as { __escaped?: number }).__escaped)).toBeUndefined();
  } finally {
    await providerPost("dashboard/faqs/delete", form({ id: String(saved.data.id) }), token);
  }
});
