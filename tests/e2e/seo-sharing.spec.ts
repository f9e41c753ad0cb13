// What a link preview and an installed app read: Open Graph and Twitter tags in both languages
// (a page's own picture where it has one, else the branded one), the web app manifest, and every
// picture they name answering as an image of the size they declare.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { e2eEnv } from "./env";
import { langs, providerGet, useLanguage, type Lang } from "./support";

type Named = { id: number; ar_name: string; en_name: string; images: { path: string }[] };
type Paged<T> = { data: T[] };

const BRAND = { en: "Bayan Digital", ar: "بيان الرقمية" };
const OG_LOCALE = { en: "en_US", ar: "ar_AR" };

/** Downloads `url` and reads the image's real format and size. */
async function imageAt(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const meta = await sharp(await response.body()).metadata();
  return { type: response.headers()["content-type"], ...meta };
}

async function metaContent(page: Page, key: string): Promise<string[]> {
  return page
    .locator(`head meta[property="${key}"], head meta[name="${key}"]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content") ?? ""));
}

async function single(page: Page, key: string): Promise<string> {
  const values = await metaContent(page, key);
  expect(values, key).toHaveLength(1);
  return values[0];
}

for (const lang of langs) {
  test.describe(`link previews (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      await useLanguage(context, lang);
    });

    test("Open Graph and Twitter tags name the page, its language and a real picture", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const [services, projects] = await Promise.all([
        providerGet<Paged<Named>>("services?page=1&per_page=100", lang),
        providerGet<Paged<Named>>("projects?page=1&per_page=9", lang),
      ]);
      // A page about services or projects shows the first one's picture; the others the brand's.
      const own: Record<string, Named> = {
        "/services": services.data[0],
        "/projects": projects.data[0],
      };
      for (const path of [
        "/",
        "/about-us",
        "/services",
        "/projects",
        "/FAQs",
        "/contact_us",
        "/privacy",
      ]) {
        await page.goto(path);
        const title = await page.title();
        expect(await single(page, "og:title")).toBe(title);
        expect(await single(page, "twitter:title")).toBe(title);
        const description = await single(page, "og:description");
        expect(description.length, path).toBeGreaterThan(20);
        expect(await single(page, "twitter:description")).toBe(description);
        expect(await single(page, "og:url")).toBe(
          await page.locator('head link[rel="canonical"]').getAttribute("href"),
        );
        expect(await single(page, "og:type")).toBe("website");
        expect(await single(page, "og:site_name")).toBe(BRAND[lang]);
        expect(await single(page, "og:locale")).toBe(OG_LOCALE[lang]);
        expect(await single(page, "og:locale:alternate")).toBe(
          OG_LOCALE[lang === "en" ? "ar" : "en"],
        );
        expect(await single(page, "twitter:card")).toBe("summary_large_image");

        const image = await single(page, "og:image");
        expect(image, path).toMatch(new RegExp(`^${e2eEnv.baseURL}/`));
        expect(await single(page, "twitter:image")).toBe(image);
        const alt = await single(page, "og:image:alt");
        expect(await single(page, "twitter:image:alt")).toBe(alt);
        const width = Number(await single(page, "og:image:width"));
        const height = Number(await single(page, "og:image:height"));
        const fetched = await imageAt(request, image);
        expect([fetched.width, fetched.height], image).toEqual([width, height]);
        expect(fetched.type).toBe(await single(page, "og:image:type"));
        const record = own[path];
        if (record) {
          expect(new URL(image).pathname).toBe(record.images[0].path);
          expect(alt).toBe(record[`${lang}_name`]);
        } else if (path !== "/") {
          expect(new URL(image).pathname).toBe(`/brand/og-${lang}.png`);
          expect(alt).toBe(BRAND[lang]);
          expect([fetched.format, width, height]).toEqual(["png", 1200, 630]);
        }
      }
    });

    test("the manifest is in the page's language and every icon is a PNG of its size", async ({
      page,
      request,
    }) => {
      await page.goto("/about-us");
      const head = page.locator("head");
      await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#4338ca");
      const href = await head.locator('link[rel="manifest"]').getAttribute("href");
      const response = await request.get(href!);
      expect(response.headers()["content-type"]).toContain("application/manifest+json");
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: BRAND[lang],
        lang,
        dir: lang === "ar" ? "rtl" : "ltr",
        display: "standalone",
        theme_color: "#4338ca",
        background_color: "#ffffff",
        start_url: `/?lng=${lang}`,
      });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
      expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      const touch = head.locator('link[rel="apple-touch-icon"]');
      await expect(touch).toHaveAttribute("sizes", "180x180");
      const icons = [
        ...manifest.icons.map((icon: { src: string; sizes: string; type: string }) => ({
          url: new URL(icon.src, new URL(href!, e2eEnv.baseURL)).toString(),
          sizes: icon.sizes,
        })),
        { url: (await touch.getAttribute("href"))!, sizes: "180x180" },
      ];
      for (const icon of icons) {
        const found = await imageAt(request, icon.url);
        expect(found.type, icon.url).toBe("image/png");
        expect([found.format, `${found.width}x${found.height}`], icon.url).toEqual([
          "png",
          icon.sizes,
        ]);
      }
    });
  });
}

test("without ?lng= the manifest follows the language cookie and is kept per visitor", async ({
  request,
}) => {
  for (const lang of ["en", "ar"] as Lang[]) {
    const response = await request.get("/manifest.webmanifest", {
      headers: { Cookie: `lng=${lang}` },
    });
    expect((await response.json()).lang).toBe(lang);
    expect(response.headers()["cache-control"]).toContain("private");
    expect(response.headers()["vary"]).toContain("Cookie");
  }
});
