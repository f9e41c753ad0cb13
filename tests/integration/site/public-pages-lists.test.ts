// The public lists in both languages, followed through their plain links as a visitor without
// JavaScript does: services grouped by category, projects filtered by service, posts paged, and
// the navbar's and the footer's way to the posts.
import type { HTMLElement } from "node-html-parser";
import { describe, expect, test } from "vitest";
import { childrenTagged, linksNamed, one, shown, textOf, withText } from "./dom";
import { nameOf, providerGet, type Named, type Paged } from "./provider";
import {
  expectNames,
  expectSeo,
  expectShownText,
  locale,
  type Post,
  type Project,
  type Service,
} from "./public-pages";
import { eventually, langs, page, site } from "./support";

/** The one link of `scope` named `name`, and where it leads. */
function linkTo(scope: HTMLElement, name: string, { exact = false } = {}) {
  const links = linksNamed(scope, name, { exact });
  expect(links, name).toHaveLength(1);
  return new URL(links[0].getAttribute("href")!, site.baseURL);
}

describe.each(langs)("public lists (%s)", (lang) => {
  test("/services groups every service under its category with an ask link", async () => {
    const [categories, services] = await Promise.all([
      providerGet<Paged<Named>>("categories?per_page=100", lang),
      providerGet<Paged<Service>>("services?per_page=100", lang),
    ]);
    const { doc } = await page("/services", { lang });
    expectSeo(doc, lang, "/services", locale(lang, "pages").meta.services.title);
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
      const group = one(doc, `#category-${service.category_id}`);
      const category = categories.data.find((c) => c.id === service.category_id)!;
      expect(textOf(one(group, "h2"))).toBe(nameOf(category, lang));
      const card = one(group, `#service-${service.id}`);
      expect(textOf(one(card, "h3"))).toBe(nameOf(service, lang));
      const href = new URL(one(card, "a.ask-service-link").getAttribute("href")!, site.baseURL);
      expect(href.pathname).toBe("/services");
      expect(asks).toContain(href.searchParams.get("ask"));
    }
    expect(doc.querySelectorAll("a.ask-service-link")).toHaveLength(services.data.length);
  });

  test("/projects filters by service and links out safely", async () => {
    const all = await providerGet<Paged<Project>>("projects?page=1&per_page=9", lang);
    const { doc } = await page("/projects", { lang });
    expectSeo(doc, lang, "/projects", locale(lang, "pages").meta.projects.title);
    expectNames(one(doc, '[data-testid="project-list"]'), all.data, lang);
    const external = doc.querySelector('a[target="_blank"]')!;
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external.getAttribute("href")).toMatch(/^https?:\/\//);

    const services = await providerGet<Paged<Service>>("services?per_page=100", lang);
    const chosen = services.data.find((s) => all.data.some((p) => p.service_id === s.id))!;
    const filtered = await providerGet<Paged<Project>>(
      `projects?service_id=${chosen.id}&per_page=9`,
      lang,
    );
    const label = locale(lang, "pages").projects.filter_label;
    const filters = doc.querySelectorAll("nav").filter((nav) => {
      return (nav.getAttribute("aria-label") ?? "").toLowerCase().includes(label.toLowerCase());
    });
    expect(filters, label).toHaveLength(1);
    const filter = linkTo(filters[0], nameOf(chosen, lang), { exact: true });
    expect(filter.href).toMatch(new RegExp(`/projects\\?service_id=${chosen.id}$`));
    const list = one((await page(filter.href, { lang })).doc, '[data-testid="project-list"]');
    expect(childrenTagged(list, "li")).toHaveLength(filtered.data.length);
    expectNames(list, filtered.data, lang);
    const other = all.data.find((p) => p.service_id !== chosen.id)!;
    expect(withText(list, nameOf(other, lang), { exact: true })).toHaveLength(0);
  });

  test("/posts pages through the ads with their requirements", async () => {
    // Newest first: a post another test adds meanwhile shifts every page, so a round that met one
    // starts again from the provider's list.
    await eventually(async () => {
      const first = await providerGet<Paged<Post>>("ads?page=1&per_page=4", lang);
      const second = await providerGet<Paged<Post>>("ads?page=2&per_page=4", lang);
      expect(first.meta.last_page).toBeGreaterThan(1);
      const { doc } = await page("/posts", { lang });
      expectSeo(doc, lang, "/posts", locale(lang, "pages").meta.posts.title);
      const list = one(doc, '[data-testid="post-list"]');
      expectNames(list, first.data, lang);
      for (const requirement of first.data.flatMap((post) => post[`${lang}_requirements`])) {
        expectShownText(list, requirement);
      }
      const pages = locale(lang, "pages").pagination;
      const summary = pages.summary
        .replace("{{page}}", "1")
        .replace("{{lastPage}}", String(first.meta.last_page))
        .replace("{{total}}", String(first.meta.total));
      const summaries = withText(doc, summary);
      expect(summaries, summary).toHaveLength(1);
      expect(shown(summaries[0])).toBe(true);
      const next = linkTo(doc, pages.next);
      expect(next.href).toMatch(/\/posts\?page=2$/);
      const secondPage = (await page(next.href, { lang })).doc;
      expectNames(one(secondPage, '[data-testid="post-list"]'), second.data, lang);
      expect(one(secondPage, "link[rel=canonical]").getAttribute("href")).toBe(
        `${site.baseURL}/posts?page=2`,
      );
    }, 60_000);
  });

  test("the navbar and the footer lead to /posts, where the newest post comes first", async () => {
    const common = locale(lang, "common");
    for (const [from, scope, label] of [
      ["/", ".site-header", common.navbar.posts],
      ["/about-us", ".site-footer", common.footer.posts],
    ]) {
      const { doc } = await page(from, { lang });
      const links = linksNamed(one(doc, scope), label, { exact: true });
      expect(links.length, `${from} ${scope}`).toBeGreaterThan(0);
      for (const link of links) {
        expect(new URL(link.getAttribute("href")!, site.baseURL).href).toMatch(/\/posts$/);
      }
    }
    await eventually(async () => {
      const newest = await providerGet<Paged<Post>>("ads?page=1&per_page=1", lang);
      const list = one((await page("/posts", { lang })).doc, '[data-testid="post-list"]');
      expect(textOf(childrenTagged(list, "li")[0])).toContain(nameOf(newest.data[0], lang));
    }, 30_000);
  });
});
