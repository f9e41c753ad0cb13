// What the public pages' tests share: the locale files' texts, the provider's records found on a
// page, and the title, canonical and hreflang links every public page carries.
import { readFileSync } from "node:fs";
import type { HTMLElement } from "node-html-parser";
import { expect } from "vitest";
import { metaContent, one, shown, titleOf, withText } from "./dom";
import { nameOf, type Named } from "./provider";
import { site, type Lang } from "./support";

export type Service = Named & { category_id: number };
export type Project = Named & { service_id: number; link: string | null };
export type Post = Named & { ar_requirements: string[]; en_requirements: string[] };
export type Faq = Named & { ar_answer: string; en_answer: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Texts = Record<string, any>;

export function locale(lang: Lang, namespace: string): Texts {
  const file = new URL(`../../../public/locales/${lang}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** A rich text's words, tags left out. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The first element of `scope` whose whole text is `text`, and it is not hidden. */
export function expectShownText(scope: HTMLElement, text: string) {
  const [first] = withText(scope, text, { exact: true });
  expect(first, text).toBeDefined();
  expect(shown(first), text).toBe(true);
}

/** Each record's name is shown in `scope`. */
export function expectNames(scope: HTMLElement, records: Named[], lang: Lang) {
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) expectShownText(scope, nameOf(record, lang));
}

/** `<title>` and canonical/hreflang links for a page in one language. */
export function expectSeo(doc: HTMLElement, lang: Lang, path: string, title: string) {
  const brand = locale(lang, "common").brand.name;
  expect(titleOf(doc), path).toBe(title.includes(brand) ? title : `${title} | ${brand}`);
  const head = one(doc, "head");
  const address = (lng: string | null) =>
    `${site.baseURL}${path}${lng ? `${path.includes("?") ? "&" : "?"}lng=${lng}` : ""}`;
  const href = (selector: string) => one(head, selector).getAttribute("href");
  // Visited without `?lng=`: the canonical is the address served (the x-default), so every
  // address of the hreflang set is its own canonical.
  expect(href('link[rel="canonical"]'), path).toBe(address(null));
  for (const lng of ["en", "ar"]) {
    expect(href(`link[rel="alternate"][hreflang="${lng}"]`), path).toBe(address(lng));
  }
  expect(href('link[rel="alternate"][hreflang="x-default"]'), path).toBe(address(null));
  expect(metaContent(doc, "og:title"), path).toEqual([expect.stringMatching(/.+/)]);
  expect(metaContent(doc, "og:locale"), path).toEqual([lang === "ar" ? "ar_AR" : "en_US"]);
  expect(metaContent(doc, "description"), path).toEqual([expect.stringMatching(/.{20,}/)]);
}
