// Pictures at the right size (ADR 0015): what the browser really downloads, read from the
// network, on a phone and on a desktop, in both languages; the browser picks from the server's
// markup, so the "nojs" project alone runs it. A phone must get a small AVIF, never the full-size
// file.
import { expect, test, type Page, type Response } from "@playwright/test";
import { langs, useLanguage } from "./support";

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
};
// A first picture of each place: cards in the wide grid, posts beside their text, the home
// page's projects carousel and category grid.
const PAGES = [
  { path: "/services", place: "service cards", first: "[data-testid=service-list] .card-media" },
  { path: "/posts", place: "posts", first: ".post-media" },
  { path: "/", place: "projects carousel", first: "[data-testid=projects] .card-media" },
  { path: "/", place: "category cards", first: "[data-testid=categories] .card-media" },
];

/** `a.avif 320w, b.avif 640w` -> [{ url, width }] */
function candidates(srcset: string | null): { url: string; width: number }[] {
  return (srcset ?? "").split(", ").map((item) => {
    const [url, w] = item.trim().split(" ");
    return { url, width: Number.parseInt(w, 10) };
  });
}

/** Every /storage/ answer the page received, by path. */
function storageAnswers(page: Page): Map<string, Response> {
  const seen = new Map<string, Response>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/storage/")) seen.set(url.pathname, response);
  });
  return seen;
}

for (const [device, options] of Object.entries(DEVICES)) {
  for (const lang of langs) {
    for (const { path, place, first } of PAGES) {
      test(`${path} ${place} (${lang}) on a ${device}: the smallest AVIF that fills the slot`, async ({
        browser,
        javaScriptEnabled,
      }) => {
        const context = await browser.newContext({ ...options, javaScriptEnabled });
        await useLanguage(context, lang);
        const page = await context.newPage();
        const answers = storageAnswers(page);
        await page.goto(path);

        const media = page.locator(first).first();
        // Pictures below the fold load lazily, when they come near the screen.
        await media.scrollIntoViewIfNeeded();
        const picture = media.locator("picture");
        const img = picture.locator("img");
        // The fallback <img> reserves the space: width and height, so nothing shifts.
        await expect(img).toHaveAttribute("width", /^\d+$/);
        await expect(img).toHaveAttribute("height", /^\d+$/);
        const avif = candidates(
          await picture.locator('source[type="image/avif"]').getAttribute("srcset"),
        );
        const webp = candidates(
          await picture.locator('source[type="image/webp"]').getAttribute("srcset"),
        );
        expect(avif.length).toBeGreaterThan(1);
        expect(webp.map((c) => c.width)).toEqual(avif.map((c) => c.width));

        // The file this slot needs: the narrowest at least as wide as its device pixels.
        const box = await media.boundingBox();
        const needed = box!.width * options.deviceScaleFactor;
        const expected = avif.find((c) => c.width >= needed) ?? avif.at(-1)!;
        const largest = avif.at(-1)!;
        expect(expected.width).toBeLessThan(largest.width);

        const mine = [...avif, ...webp].map((c) => c.url);
        await expect
          .poll(() => mine.filter((url) => answers.has(url)), { timeout: 15_000 })
          .toEqual([expected.url]);
        const answer = answers.get(expected.url)!;
        expect(answer.status()).toBe(200);
        expect(answer.headers()["content-type"]).toBe("image/avif");

        // No picture on the page came full size or in an older format: every one a small AVIF.
        for (const seen of answers.keys()) {
          expect(seen, `${seen} on a ${device}`).toMatch(/-\d+\.avif$/);
          const width = Number(/-(\d+)\.avif$/.exec(seen)![1]);
          expect(width, seen).toBeLessThan(largest.width);
        }
        await context.close();
      });
    }
  }
}
