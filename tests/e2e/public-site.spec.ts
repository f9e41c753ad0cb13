// Site-wide public behaviour beside the pages themselves (tests/integration/site): the language
// link, sitemap.xml and robots.txt, Latin names in Arabic, where a page's requests go, and a
// visitor's way from a card to an item's page and through the navbar's search.
import { expect, test } from "@playwright/test";
import { e2eEnv } from "./env";
import { langs, providerGet, useLanguage, requestOnlyOnce } from "./support";

type Named = { id: number; ar_name: string; en_name: string };
type Paged<T> = { data: T[]; meta: { total: number; last_page: number } };
type Service = Named & { category_id: number };

test("a ?lng= link shows that language and keeps it in the cookie", async ({ page, context }) => {
  await page.goto("/FAQs?lng=ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // A language-specific address of the hreflang set is its own canonical.
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
    "href",
    `${e2eEnv.baseURL}/FAQs?lng=ar`,
  );
  const cookie = (await context.cookies()).find((c) => c.name === "lng");
  expect(cookie?.value).toBe("ar");
  await page.goto("/FAQs");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test(
  "sitemap.xml lists every public page in both languages",
  requestOnlyOnce(),
  async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const pages = [
      "/",
      "/about-us",
      "/services",
      "/projects",
      "/posts",
      "/visualresources",
      "/FAQs",
      "/contact_us",
      "/privacy",
      "/terms",
      "/conditions",
    ];
    for (const page of pages) {
      for (const lang of langs) {
        expect(xml).toContain(`<loc>${e2eEnv.baseURL}${page}?lng=${lang}</loc>`);
      }
    }
    // Besides them, the item pages (tests/integration/site/item-pages.test.ts).
    const fixed = (xml.match(/<loc>[^<]*<\/loc>/g) ?? []).filter(
      (loc) => !/\/(services|projects|posts)\/[^?]/.test(loc),
    );
    expect(fixed).toHaveLength(pages.length * 2);
    expect(xml).not.toMatch(/dashboard|\/auth/);
  },
);

test("Arabic project cards keep Latin names as written (iOS, not IOS)", async ({
  page,
  context,
}) => {
  await useLanguage(context, "ar");
  const services = await providerGet<Paged<Service>>("services?per_page=100", "ar");
  const mobile = services.data.find((service) => service.ar_name.includes("iOS"))!;
  await page.goto(`/projects?service_id=${mobile.id}`);
  const kicker = page.locator(".project-card .card-kicker").filter({ hasText: "iOS" }).first();
  await expect(kicker).toBeVisible();
  // innerText is the text as rendered, after any text-transform.
  expect(await kicker.innerText()).toContain("iOS");
});

test(
  "robots.txt keeps the dashboard and auth out and names the sitemap",
  requestOnlyOnce(),
  async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/dashboard$/m);
    expect(body).toMatch(/^Disallow: \/auth$/m);
    expect(body).toContain(`Sitemap: ${e2eEnv.baseURL}/sitemap.xml`);
  },
);

test("pages load nothing from another origin and fonts come from ours", async ({
  page,
  javaScriptEnabled,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  for (const lang of langs) {
    await page.goto(`/?lng=${lang}`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => undefined);
    await page.locator("#services").scrollIntoViewIfNeeded();
  }
  await page.waitForLoadState("networkidle");
  expect(requests.length).toBeGreaterThan(3);
  for (const url of requests) expect(new URL(url).origin).toBe(e2eEnv.baseURL);
  if (javaScriptEnabled) {
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".woff2")),
    );
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(new RegExp(`^${e2eEnv.baseURL}/build/`));
  }
});

test("an Arabic page fetches the two font files it preloads and no other; an English page none", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/?lng=en");
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
  await page.goto("/?lng=ar");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  // The variable Cairo: one file for the Arabic letters and one for Latin, every weight in each.
  expect(preloaded).toHaveLength(2);
  expect([...new Set(fonts)].sort()).toEqual([...preloaded].sort());
});

for (const lang of langs) {
  test(`a card opens its item's page, and the navbar's search finds it (${lang})`, async ({
    page,
    context,
  }) => {
    await useLanguage(context, lang);
    const services = await providerGet<Paged<Service & { ar_slug: string; en_slug: string }>>(
      "services?per_page=1",
      lang,
    );
    const service = services.data[0]!;
    const name = service[`${lang}_name`];
    await page.goto("/services");
    await page.getByRole("link", { name, exact: true }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/services/${encodeURIComponent(service[`${lang}_slug`])}$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const search = page.getByRole("search").first();
    await search.getByRole("searchbox").fill(name);
    await search.getByRole("button").click();
    await expect(page).toHaveURL(/\/search\?q=/);
    const results = page.getByTestId("search-results");
    await results.getByRole("link", { name, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
}
