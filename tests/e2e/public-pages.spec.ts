// Every public page in both languages: the provider's records, the texts of the locale files,
// titles, canonical and hreflang links.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { e2eEnv } from "./env";
import { langs, providerGet, useLanguage, type Lang, repeatsInArabicOnly } from "./support";

type Named = { id: number; ar_name: string; en_name: string };
type Paged<T> = { data: T[]; meta: { total: number; last_page: number } };
type Service = Named & { category_id: number };
type Project = Named & { service_id: number; link: string | null };
type Post = Named & { ar_requirements: string[]; en_requirements: string[] };
type Faq = Named & { ar_answer: string; en_answer: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Texts = Record<string, any>;
function locale(lang: Lang, namespace: string): Texts {
  const file = path.join(e2eEnv.root, "public/locales", lang, `${namespace}.json`);
  return JSON.parse(readFileSync(file, "utf8"));
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const name = (record: Named, lang: Lang) => record[`${lang}_name`];

async function expectNames(page: Page, records: Named[], lang: Lang, scope = page.locator("main")) {
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) {
    await expect(scope.getByText(name(record, lang), { exact: true }).first()).toBeVisible();
  }
}

/** `<title>` and canonical/hreflang links for a page in one language. */
async function expectSeo(page: Page, lang: Lang, path: string, title: string) {
  const brand = locale(lang, "common").brand.name;
  await expect(page).toHaveTitle(title.includes(brand) ? title : `${title} | ${brand}`);
  const head = page.locator("head");
  const address = (lng: string | null) =>
    `${e2eEnv.baseURL}${path}${lng ? `${path.includes("?") ? "&" : "?"}lng=${lng}` : ""}`;
  // Visited without `?lng=`: the canonical is the address served (the x-default), so every
  // address of the hreflang set is its own canonical.
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", address(null));
  for (const lng of ["en", "ar"]) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${lng}"]`)).toHaveAttribute(
      "href",
      address(lng),
    );
  }
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    address(null),
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
    "content",
    lang === "ar" ? "ar_AR" : "en_US",
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
}

for (const lang of langs) {
  test.describe(`public pages (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      await useLanguage(context, lang);
    });

    test(
      "home shows services, projects, FAQ and categories from the provider",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        const [categories, services, projects, faqs] = await Promise.all([
          providerGet<Paged<Named>>("categories?page=1&per_page=12", lang),
          providerGet<Paged<Service>>("services?page=1&per_page=6", lang),
          providerGet<Paged<Project>>("projects?page=1&per_page=8", lang),
          providerGet<Paged<Faq>>("faqs?page=1&per_page=4", lang),
        ]);
        await page.goto("/");
        const home = locale(lang, "home");
        await expectSeo(page, lang, "/", home.meta.home.title);
        await expectNames(page, services.data, lang, page.locator("#services"));
        await expectNames(page, categories.data, lang, page.getByTestId("categories"));
        const row = page.getByTestId("projects");
        await expect(row).toHaveClass(/\bcarousel\b/);
        await expect(row.locator(":scope > .carousel-item")).toHaveCount(projects.data.length);
        expect(await row.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
        for (const project of projects.data) {
          await expect(row.getByText(name(project, lang), { exact: true })).toHaveCount(1);
        }
        for (const faq of faqs.data) {
          await expect(page.locator("summary", { hasText: name(faq, lang) })).toBeVisible();
        }
        await expect(page.getByTestId("features").locator("li")).toHaveCount(6);
        await expect(page.getByTestId("team").locator(":scope > .carousel-item")).toHaveCount(6);
        const stats = page.getByTestId("statistics");
        for (const value of ["30", "70", "24/7"]) {
          await expect(stats.locator("dd", { hasText: value })).toBeVisible();
        }
        const settings = await providerGet<{ data: Record<string, string[]> }>("settings");
        await expect(page.getByTestId("key-figures").locator("li")).toHaveText(
          settings.data[`${lang}_claims`],
        );
        // Provider images come through our /storage proxy with their size and lazy loading.
        const image = row.locator("img").first();
        await expect(image).toHaveAttribute("src", /^\/storage\//);
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("decoding", "async");
        // Its sizes come from the variants (responsive-images.spec.ts checks which one loads).
        const avif = row.locator('picture source[type="image/avif"]').first();
        await expect(avif).toHaveAttribute("srcset", /^\/storage\/\S+-320\.avif 320w, /);
        await expect(avif).toHaveAttribute("sizes", /\S/);
      },
    );

    test(
      "/services groups every service under its category with an ask link",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        const [categories, services] = await Promise.all([
          providerGet<Paged<Named>>("categories?per_page=100", lang),
          providerGet<Paged<Service>>("services?per_page=100", lang),
        ]);
        await page.goto("/services");
        await expectSeo(page, lang, "/services", locale(lang, "pages").meta.services.title);
        const asks = [
          "remote_employee",
          "build_website",
          "build_mobile_app",
          "graphics",
          "marketing",
          // A category no type matches (the seed's "Cloud & DevOps"): the visitor chooses.
          "",
        ];
        for (const service of services.data) {
          const group = page.locator(`#category-${service.category_id}`);
          const category = categories.data.find((c) => c.id === service.category_id)!;
          await expect(group.locator("h2")).toHaveText(name(category, lang));
          const card = group.locator(`#service-${service.id}`);
          await expect(card.locator("h3")).toHaveText(name(service, lang));
          const href = await card.locator("a.ask-service-link").getAttribute("href");
          const type = new URL(href!, e2eEnv.baseURL).searchParams.get("ask");
          expect(new URL(href!, e2eEnv.baseURL).pathname).toBe("/services");
          expect(asks).toContain(type);
        }
        await expect(page.locator("a.ask-service-link")).toHaveCount(services.data.length);
      },
    );

    test(
      "/projects filters by service and links out safely",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        const all = await providerGet<Paged<Project>>("projects?page=1&per_page=9", lang);
        await page.goto("/projects");
        await expectSeo(page, lang, "/projects", locale(lang, "pages").meta.projects.title);
        await expectNames(page, all.data, lang, page.getByTestId("project-list"));
        const external = page.locator('a[target="_blank"]').first();
        await expect(external).toHaveAttribute("rel", "noopener noreferrer");
        await expect(external).toHaveAttribute("href", /^https?:\/\//);

        const services = await providerGet<Paged<Service>>("services?per_page=100", lang);
        const chosen = services.data.find((s) => all.data.some((p) => p.service_id === s.id))!;
        const filtered = await providerGet<Paged<Project>>(
          `projects?service_id=${chosen.id}&per_page=9`,
          lang,
        );
        await page
          .getByRole("navigation", { name: locale(lang, "pages").projects.filter_label })
          .getByRole("link", { name: name(chosen, lang), exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`/projects\\?service_id=${chosen.id}$`));
        const list = page.getByTestId("project-list");
        await expect(list.locator(":scope > li")).toHaveCount(filtered.data.length);
        await expectNames(page, filtered.data, lang, list);
        const other = all.data.find((p) => p.service_id !== chosen.id)!;
        await expect(list.getByText(name(other, lang), { exact: true })).toHaveCount(0);
      },
    );

    test(
      "/posts pages through the ads with their requirements",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        // Newest first: a post the dashboard tests add meanwhile shifts every page, so a round that
        // met one starts again from the provider's list.
        await expect(async () => {
          const first = await providerGet<Paged<Post>>("ads?page=1&per_page=4", lang);
          const second = await providerGet<Paged<Post>>("ads?page=2&per_page=4", lang);
          expect(first.meta.last_page).toBeGreaterThan(1);
          await page.goto("/posts");
          await expectSeo(page, lang, "/posts", locale(lang, "pages").meta.posts.title);
          const list = page.getByTestId("post-list");
          await expectNames(page, first.data, lang, list);
          for (const requirement of first.data.flatMap((post) => post[`${lang}_requirements`])) {
            await expect(list.getByText(requirement, { exact: true }).first()).toBeVisible();
          }
          const pages = locale(lang, "pages").pagination;
          const summary = pages.summary
            .replace("{{page}}", "1")
            .replace("{{lastPage}}", String(first.meta.last_page))
            .replace("{{total}}", String(first.meta.total));
          await expect(page.getByText(summary)).toBeVisible();
          await page.getByRole("link", { name: pages.next }).click();
          await expect(page).toHaveURL(/\/posts\?page=2$/);
          await expectNames(page, second.data, lang, page.getByTestId("post-list"));
          await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
            "href",
            `${e2eEnv.baseURL}/posts?page=2`,
          );
        }).toPass({ timeout: 60_000 });
      },
    );

    test(
      "the navbar and the footer lead to /posts, where the newest post comes first",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        const common = locale(lang, "common");
        await page.setViewportSize({ width: 1280, height: 800 });
        for (const [from, scope, label] of [
          ["/", ".site-header", common.navbar.posts],
          ["/about-us", ".site-footer", common.footer.posts],
        ]) {
          await page.goto(from);
          await page.locator(scope).getByRole("link", { name: label, exact: true }).click();
          await expect(page).toHaveURL(/\/posts$/);
        }
        const first = page.getByTestId("post-list").locator(":scope > li").first();
        await expect(async () => {
          const newest = await providerGet<Paged<Post>>("ads?page=1&per_page=1", lang);
          await page.reload();
          await expect(first).toContainText(name(newest.data[0], lang), { timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
      },
    );

    test("/FAQs answers open without JavaScript", repeatsInArabicOnly(lang), async ({ page }) => {
      const faqs = await providerGet<Paged<Faq>>("faqs?per_page=100", lang);
      await page.goto("/FAQs");
      await expectSeo(page, lang, "/FAQs", locale(lang, "pages").meta.faqs.title);
      await expect(page.locator("details.faq-item")).toHaveCount(faqs.data.length);
      const faq = faqs.data[1];
      const item = page.locator(`#faq-${faq.id}`);
      const answer = text(faq[`${lang}_answer`]);
      await expect(item.getByText(answer)).toBeHidden();
      await item.locator("summary").click();
      await expect(item).toHaveAttribute("open", "");
      await expect(item.getByText(answer)).toBeVisible();
    });

    for (const key of ["about-us", "privacy", "terms", "conditions"] as const) {
      test(`/${key} renders the page staff saved`, repeatsInArabicOnly(lang), async ({ page }) => {
        // The dashboard edits these pages (GET pages/{key}): the provider has their text.
        const saved = await providerGet<{ data: Record<string, string> }>(`pages/${key}`, lang);
        const title = saved.data[`${lang}_title`];
        await page.goto(`/${key}`);
        await expectSeo(page, lang, `/${key}`, title);
        await expect(page.locator("h1")).toHaveText(title);
        const firstHeading = /<h2>([^<]*)<\/h2>/.exec(saved.data[`${lang}_body`])?.[1];
        if (firstHeading)
          await expect(
            page.locator("main h2").getByText(firstHeading, { exact: true }).first(),
          ).toBeVisible();
        await expect(page.locator("main")).toContainText(
          text(saved.data[`${lang}_body`]).slice(0, 40),
        );
      });
    }

    test("/visualresources renders its text", repeatsInArabicOnly(lang), async ({ page }) => {
      const texts = locale(lang, "pages");
      await page.goto("/visualresources");
      await expectSeo(page, lang, "/visualresources", texts.meta.visualresources.title);
      await expect(page.locator("h1")).toHaveText(texts.visual.title);
      await expect(page.getByTestId("hiring-steps").locator("li")).toHaveCount(4);
      await expect(page.getByTestId("skill-groups").locator("li")).toHaveCount(6);
      const settings = await providerGet<{ data: Record<string, string[]> }>("settings");
      await expect(page.getByTestId("key-figures").locator("li")).toHaveText(
        settings.data[`${lang}_claims`],
      );
    });
  });
}
