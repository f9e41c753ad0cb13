// No response carries a NUL byte. React 18.3.1's Node stream renderer (pages were rendered with
// it before ADR 0035) wrote a whole 2 kB buffer when a multi-byte character did not fit its last
// bytes, so Arabic pages carried raw 0x00 (the browser showed "�" where one fell in an attribute).
// Pages are fetched twice: the second answer of a public page comes from the page cache.
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../../app/routes/sitemap[.]xml/public-pages";

test("Arabic and English pages, rendered and cached, hold no NUL byte", async ({ request }) => {
  let largest = 0;
  for (const lang of ["ar", "en"]) {
    for (const page of [...PUBLIC_PAGES, "/auth/login", "/auth/register"]) {
      for (const visit of [1, 2]) {
        const response = await request.get(page, { headers: { Cookie: `lng=${lang}` } });
        expect(response.status(), page).toBe(200);
        const body = await response.body();
        expect(body.indexOf(0), `${lang} ${page} visit ${visit}`).toBe(-1);
        if (lang === "ar") largest = Math.max(largest, body.length);
      }
    }
  }
  // The bug showed past each 2 kB of rendered HTML: the pages checked must be well past that.
  expect(largest).toBeGreaterThan(16 * 1024);
});
