// A page the page cache answers (ADR 0007) is the page a render answered: the same type and
// language, so a browser shows it as HTML in either language.
import { describe, expect, test } from "vitest";
import { one, textOf } from "./dom";
import { eventually, langs, page } from "./support";

describe.each(langs)("a page from the page cache (%s)", (lang) => {
  test("comes with the rendered page's type, language and heading", async () => {
    const cookies = { "cache-probe": `${lang}-${Date.now()}` };
    const rendered = await page("/FAQs", { lang, cookies });
    expect(rendered.headers.get("x-page-cache")).not.toBe("hit");
    const hit = await eventually(async () => {
      const again = await page("/FAQs", { lang, cookies });
      expect(again.headers.get("x-page-cache")).toBe("hit");
      return again;
    });
    for (const answer of [rendered, hit]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(one(answer.doc, "html").getAttribute("lang")).toBe(lang);
    }
    expect(textOf(one(hit.doc, "h1"))).toBe(textOf(one(rendered.doc, "h1")));
  });
});
