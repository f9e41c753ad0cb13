// The home page and /visualresources in both languages: the provider's records and the site
// settings, the texts of the locale files, titles, canonical and hreflang links. (That the rows
// scroll is layout: tests/e2e/layout.spec.ts.)
import { describe, expect, test } from "vitest";
import { childrenWithClass, one, shown, textOf, withText } from "./dom";
import { nameOf, providerGet, type Named, type Paged } from "./provider";
import {
  expectNames,
  expectSeo,
  locale,
  type Faq,
  type Project,
  type Service,
} from "./public-pages";
import { eventually, langs, page, type Lang } from "./support";

type Settings = { data: Record<string, string | string[]> };

/** The home page against the provider's records and the site settings. */
async function expectHome(lang: Lang) {
  const [categories, services, projects, faqs, settings] = await Promise.all([
    providerGet<Paged<Named>>("categories?page=1&per_page=12", lang),
    providerGet<Paged<Service>>("services?page=1&per_page=6", lang),
    providerGet<Paged<Project>>("projects?page=1&per_page=8", lang),
    providerGet<Paged<Faq>>("faqs?page=1&per_page=4", lang),
    providerGet<Settings>("settings"),
  ]);
  const { doc } = await page("/", { lang });
  // The company's name and tagline from the settings (or the locale's while they are empty).
  const brand = locale(lang, "common").brand;
  const company = settings.data[`${lang}_company_name`] || brand.name;
  const tagline = settings.data[`${lang}_tagline`] || brand.tagline;
  const title = locale(lang, "home")
    .meta.home.title.replace("{{name}}", String(company))
    .replace("{{tagline}}", String(tagline));
  expectSeo(doc, lang, "/", title);
  expectNames(one(doc, "#services"), services.data, lang);
  expectNames(one(doc, '[data-testid="categories"]'), categories.data, lang);
  const row = one(doc, '[data-testid="projects"]');
  expect(row.classList.contains("carousel")).toBe(true);
  expect(childrenWithClass(row, "carousel-item")).toHaveLength(projects.data.length);
  for (const project of projects.data) {
    expect(withText(row, nameOf(project, lang), { exact: true })).toHaveLength(1);
  }
  for (const faq of faqs.data) {
    const summaries = doc
      .querySelectorAll("summary")
      .filter((summary) => textOf(summary).includes(nameOf(faq, lang)));
    expect(summaries, nameOf(faq, lang)).toHaveLength(1);
    expect(shown(summaries[0])).toBe(true);
  }
  expect(one(doc, '[data-testid="features"]').querySelectorAll("li")).toHaveLength(6);
  expect(childrenWithClass(one(doc, '[data-testid="team"]'), "carousel-item")).toHaveLength(6);
  const stats = one(doc, '[data-testid="statistics"]');
  for (const value of ["30", "70", "24/7"]) {
    const values = stats.querySelectorAll("dd").filter((dd) => textOf(dd).includes(value));
    expect(values, value).toHaveLength(1);
    expect(shown(values[0])).toBe(true);
  }
  const figures = one(doc, '[data-testid="key-figures"]').querySelectorAll("li").map(textOf);
  expect(figures).toEqual(settings.data[`${lang}_claims`]);
  // Provider images come through our /storage proxy with their size and lazy loading.
  const image = row.querySelector("img")!;
  expect(image.getAttribute("src")).toMatch(/^\/storage\//);
  expect(image.getAttribute("width")).toMatch(/^\d+$/);
  expect(image.getAttribute("height")).toMatch(/^\d+$/);
  expect(image.getAttribute("loading")).toBe("lazy");
  expect(image.getAttribute("decoding")).toBe("async");
  // Its sizes come from the variants (responsive-images.spec.ts checks which one loads).
  const avif = row.querySelector('picture source[type="image/avif"]')!;
  expect(avif.getAttribute("srcset")).toMatch(/^\/storage\/\S+-320\.avif 320w, /);
  expect(avif.getAttribute("sizes")).toMatch(/\S/);
}

describe.each(langs)("public pages (%s)", (lang) => {
  // Other files add a category or a question meanwhile: a round that met one starts again.
  test("home shows services, projects, FAQ and categories from the provider", async () => {
    await eventually(() => expectHome(lang));
  });

  test("/visualresources renders its text", async () => {
    const texts = locale(lang, "pages");
    const settings = await providerGet<Settings>("settings");
    const { doc } = await page("/visualresources", { lang });
    expectSeo(doc, lang, "/visualresources", texts.meta.visualresources.title);
    expect(textOf(one(doc, "h1"))).toBe(texts.visual.title);
    expect(one(doc, '[data-testid="hiring-steps"]').querySelectorAll("li")).toHaveLength(4);
    expect(one(doc, '[data-testid="skill-groups"]').querySelectorAll("li")).toHaveLength(6);
    const figures = one(doc, '[data-testid="key-figures"]').querySelectorAll("li").map(textOf);
    expect(figures).toEqual(settings.data[`${lang}_claims`]);
  });
});
