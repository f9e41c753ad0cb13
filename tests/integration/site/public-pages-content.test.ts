// The FAQ and the pages staff edit in both languages, as the server renders them: every question
// with its answer in a <details> (the browser opens it, JavaScript or not), and the texts of
// About, Privacy, Terms and Conditions from the provider.
import { describe, expect, test } from "vitest";
import { one, shown, textOf, withText } from "./dom";
import { providerGet, type Paged } from "./provider";
import { expectSeo, locale, plainText, type Faq } from "./public-pages";
import { eventually, langs, page } from "./support";

describe.each(langs)("public content (%s)", (lang) => {
  // A question another file adds meanwhile changes the list: a round that met one starts again.
  test("/FAQs answers open without JavaScript", async () => {
    await eventually(async () => {
      const faqs = await providerGet<Paged<Faq>>("faqs?per_page=100", lang);
      const { doc } = await page("/FAQs", { lang });
      expectSeo(doc, lang, "/FAQs", locale(lang, "pages").meta.faqs.title);
      expect(doc.querySelectorAll("details.faq-item")).toHaveLength(faqs.data.length);
      const faq = faqs.data[1];
      const item = one(doc, `#faq-${faq.id}`);
      // A closed <details> whose summary the visitor clicks to open it.
      expect(item.rawTagName).toBe("details");
      expect(item.children[0]?.rawTagName).toBe("summary");
      const answers = withText(item, plainText(faq[`${lang}_answer`]));
      expect(answers).toHaveLength(1);
      expect(shown(answers[0]), "hidden until opened").toBe(false);
      item.setAttribute("open", "");
      expect(shown(answers[0]), "shown once opened").toBe(true);
    });
  });

  for (const key of ["about-us", "privacy", "terms", "conditions"] as const) {
    test(`/${key} renders the page staff saved`, async () => {
      // The dashboard edits these pages (GET pages/{key}): the provider has their text.
      const saved = await providerGet<{ data: Record<string, string> }>(`pages/${key}`, lang);
      const title = saved.data[`${lang}_title`];
      const body = saved.data[`${lang}_body`];
      const { doc } = await page(`/${key}`, { lang });
      expectSeo(doc, lang, `/${key}`, title);
      expect(textOf(one(doc, "h1"))).toBe(title);
      const main = one(doc, "main");
      const firstHeading = /<h2>([^<]*)<\/h2>/.exec(body)?.[1];
      if (firstHeading) {
        const heading = main
          .querySelectorAll("h2")
          .find(
            (h2) => textOf(h2) === firstHeading || withText(h2, firstHeading, { exact: true })[0],
          );
        expect(heading, firstHeading).toBeDefined();
        expect(shown(heading!)).toBe(true);
      }
      // Trimmed as Playwright's toContainText trims what it looks for.
      expect(textOf(main)).toContain(plainText(body).slice(0, 40).trim());
    });
  }
});
