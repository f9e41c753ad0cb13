// Each dashboard screen and each account page has its own document title that names the page and
// the brand, in the page's language.
import { describe, expect, test } from "vitest";
import { textOf, titleOf } from "./dom";
import { adminCookies, langs, page } from "./support";

const SCREENS = [
  "",
  "/categories",
  "/services",
  "/projects",
  "/posts",
  "/FAQs",
  "/jobs",
  "/skills",
  "/tags",
  "/users",
  "/notifications",
  "/audit",
];
const BRAND = { en: "Bayan Digital", ar: "بيان الرقمية" };

describe.each(langs)("titles (%s)", (lang) => {
  test("dashboard screens have distinct titles with the brand", async () => {
    const cookies = await adminCookies();
    const titles: string[] = [];
    for (const screen of SCREENS) {
      const { status, url, doc } = await page(`/dashboard${screen}`, { lang, cookies });
      expect([status, new URL(url).pathname], screen).toEqual([200, `/dashboard${screen}`]);
      const heading = textOf(doc.querySelector("h1")!);
      const title = titleOf(doc);
      expect(title, screen).toContain(BRAND[lang]);
      // The screen's own name: its heading, or its menu entry for the overview.
      if (screen) expect(title, screen).toContain(heading);
      titles.push(title);
    }
    expect(new Set(titles).size, titles.join("\n")).toBe(SCREENS.length);
  });

  test("account pages' titles name the page and the brand, and ask not to be listed", async () => {
    const paths = ["/auth/login", "/auth/register", "/auth/reset", "/auth/new_password"];
    // The invitation page without a code: the form that takes one.
    for (const path of [...paths, "/auth/invitation"]) {
      const { doc } = await page(path, { lang });
      const heading = textOf(doc.querySelector("h1")!);
      expect(titleOf(doc), path).toBe(`${heading} | ${BRAND[lang]}`);
      const robots = doc.querySelector('meta[name="robots"]')?.getAttribute("content");
      expect(robots, path).toBe("noindex");
    }
  });
});
