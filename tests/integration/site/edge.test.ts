// The refusals the app server makes before Remix runs (ADR 0005), as a visitor's browser meets
// them, in both languages: a form posted from another site gets 403, a body over its route's cap
// gets 413, each a whole page in the visitor's language with a way home; a post to a page that
// takes none gets 405.
import type { HTMLElement } from "node-html-parser";
import { describe, expect, test } from "vitest";
import { one, textOf, titleOf } from "./dom";
import { langs, page, site, type Lang } from "./support";

const TITLES = {
  403: { en: "Request refused", ar: "تم رفض الطلب" },
  405: { en: "Error | Bayan Digital", ar: "خطأ | بيان الرقمية" },
  413: { en: "Request too large", ar: "الطلب كبير جدًا" },
} as const;
const EVIL = "http://evil.example";
const ACCEPT_LANGUAGE = { en: "en-US", ar: "ar-SA" };

/** A browser's headers for a form of our own origin, its language the visitor's. */
const sameOrigin = (lang: Lang) => ({
  origin: site.baseURL,
  "sec-fetch-site": "same-origin",
  "accept-language": ACCEPT_LANGUAGE[lang],
});

function expectDocumentIn(doc: HTMLElement, lang: Lang) {
  const html = one(doc, "html");
  expect(html.getAttribute("lang")).toBe(lang);
  expect(html.getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
}

function expectStatusPage(doc: HTMLElement, status: 403 | 413, lang: Lang) {
  expectDocumentIn(doc, lang);
  expect(titleOf(doc)).toBe(TITLES[status][lang]);
  expect(textOf(one(doc, "h1"))).toBe(TITLES[status][lang]);
  expect(one(doc, "a[href]").getAttribute("href")).toBe("/");
}

describe.each(langs)("edge refusals (%s)", (lang) => {
  test("a form posted from another site is refused with 403", async () => {
    // What a browser sends for a form on another site: no SameSite=Lax cookie, so the page
    // follows the browser's language.
    const { status, doc } = await page("/language", {
      form: { lng: "ar", redirectTo: "/" },
      headers: {
        origin: EVIL,
        "sec-fetch-site": "cross-site",
        "accept-language": ACCEPT_LANGUAGE[lang],
      },
    });
    expect(status).toBe(403);
    expectStatusPage(doc, 403, lang);
  });

  test("a body over its form's cap is refused with 413", async () => {
    // 100 kB to the contact form, past its 64 kB cap: what a hand-made or tampered form of our own
    // origin sends, with or without JavaScript.
    const { status, doc } = await page("/contact_us", {
      lang,
      form: { message: "x".repeat(100 * 1024) },
      headers: sameOrigin(lang),
    });
    expect(status).toBe(413);
    expectStatusPage(doc, 413, lang);
  });

  // A post to `/` has no action to meet: Remix refuses it at the root, whose loader then does
  // not run, so the page's language and title come from the request's translations.
  test("a form posted to a page that takes none is refused with 405", async () => {
    const { status, doc } = await page("/", {
      lang,
      form: { a: "1" },
      headers: sameOrigin(lang),
    });
    expect(status).toBe(405);
    expectDocumentIn(doc, lang);
    expect(titleOf(doc)).toBe(TITLES[405][lang]);
  });
});
