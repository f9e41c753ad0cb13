// What a link preview and an installed app read: Open Graph and Twitter tags in both languages
// (a page's own picture where it has one, else the branded one), the web app manifest, and every
// picture they name answering as an image of the size they declare.
import type { HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { metaContent, one, titleOf } from "./dom";
import { providerGet, type Named, type Paged } from "./provider";
import { langs, page, site, type Lang } from "./support";

type Pictured = Named & { images: { path: string }[] };

const BRAND = { en: "Bayan Digital", ar: "بيان الرقمية" };
const OG_LOCALE = { en: "en_US", ar: "ar_AR" };

/** Downloads `url` and reads the image's real format and size. */
async function imageAt(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { type: response.headers.get("content-type"), ...meta };
}

function single(doc: HTMLElement, key: string): string {
  const values = metaContent(doc, key);
  expect(values, key).toHaveLength(1);
  return values[0];
}

describe.each(langs)("link previews (%s)", (lang) => {
  test("Open Graph and Twitter tags name the page, its language and a real picture", async () => {
    const [services, projects] = await Promise.all([
      providerGet<Paged<Pictured>>("services?page=1&per_page=100", lang),
      providerGet<Paged<Pictured>>("projects?page=1&per_page=9", lang),
    ]);
    // A page about services or projects shows the first one's picture; the others the brand's.
    const own: Record<string, Pictured> = {
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
      const { doc } = await page(path, { lang });
      const title = titleOf(doc);
      expect(single(doc, "og:title")).toBe(title);
      expect(single(doc, "twitter:title")).toBe(title);
      const description = single(doc, "og:description");
      expect(description.length, path).toBeGreaterThan(20);
      expect(single(doc, "twitter:description")).toBe(description);
      expect(single(doc, "og:url")).toBe(
        one(doc, 'head link[rel="canonical"]').getAttribute("href"),
      );
      expect(single(doc, "og:type")).toBe("website");
      expect(single(doc, "og:site_name")).toBe(BRAND[lang]);
      expect(single(doc, "og:locale")).toBe(OG_LOCALE[lang]);
      expect(single(doc, "og:locale:alternate")).toBe(OG_LOCALE[lang === "en" ? "ar" : "en"]);
      expect(single(doc, "twitter:card")).toBe("summary_large_image");

      const image = single(doc, "og:image");
      expect(image, path).toMatch(new RegExp(`^${site.baseURL}/`));
      expect(single(doc, "twitter:image")).toBe(image);
      const alt = single(doc, "og:image:alt");
      expect(single(doc, "twitter:image:alt")).toBe(alt);
      const width = Number(single(doc, "og:image:width"));
      const height = Number(single(doc, "og:image:height"));
      const fetched = await imageAt(image);
      expect([fetched.width, fetched.height], image).toEqual([width, height]);
      expect(fetched.type).toBe(single(doc, "og:image:type"));
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

  test("the manifest is in the page's language and every icon is a PNG of its size", async () => {
    const { doc } = await page("/about-us", { lang });
    const head = one(doc, "head");
    expect(one(head, 'meta[name="theme-color"]').getAttribute("content")).toBe("#4338ca");
    const href = one(head, 'link[rel="manifest"]').getAttribute("href")!;
    // Fetched without the page's cookies, as a browser fetches a manifest.
    const manifestURL = new URL(href, site.baseURL);
    const response = await fetch(manifestURL);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
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
    const touch = one(head, 'link[rel="apple-touch-icon"]');
    expect(touch.getAttribute("sizes")).toBe("180x180");
    const icons = [
      ...manifest.icons.map((icon: { src: string; sizes: string }) => ({
        url: new URL(icon.src, manifestURL).toString(),
        sizes: icon.sizes,
      })),
      { url: new URL(touch.getAttribute("href")!, site.baseURL).toString(), sizes: "180x180" },
    ];
    for (const icon of icons) {
      const found = await imageAt(icon.url);
      expect(found.type, icon.url).toBe("image/png");
      expect([found.format, `${found.width}x${found.height}`], icon.url).toEqual([
        "png",
        icon.sizes,
      ]);
    }
  });
});

test("without ?lng= the manifest follows the language cookie and is kept per visitor", async () => {
  for (const lang of ["en", "ar"] satisfies Lang[]) {
    const response = await fetch(new URL("/manifest.webmanifest", site.baseURL), {
      headers: { cookie: `lng=${lang}` },
    });
    expect((await response.json()).lang).toBe(lang);
    expect(response.headers.get("cache-control")).toContain("private");
    expect(response.headers.get("vary")).toContain("Cookie");
  }
});
