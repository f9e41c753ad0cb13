// Item pages (docs/publishing.md, "Addresses") as the server renders them, JavaScript or not:
// every published service, project and post at its slug in each language, linked from its list,
// with its own meta, alternates to the other language's slug and JSON-LD; an old or the other
// language's slug redirects in one hop, a deleted item answers 410 and a draft 404, with the site.
import { describe, expect, test } from "vitest";
import { metaContent, one, textOf } from "./dom";
import { adminToken, form, providerGet, providerPost, type Named, type Paged } from "./provider";
import { cookieHeader, eventually, langs, page, site, type Lang } from "./support";

type Slugged = Named & { ar_slug: string; en_slug: string; updated_at: string };
const other = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");
const at = (key: string, slug: string) => `/${key}/${encodeURIComponent(slug)}`;
const ENTITIES = [
  { key: "services", api: "services", type: "Service" },
  { key: "projects", api: "projects", type: "CreativeWork" },
  { key: "posts", api: "ads", type: "BlogPosting" },
] as const;

/** Not followed: the status and where it points. */
async function visit(path: string, lang: Lang) {
  const response = await fetch(new URL(path, site.baseURL), {
    redirect: "manual",
    headers: { cookie: cookieHeader({ lng: lang }) },
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location") };
}

const jsonLdTypes = (doc: ReturnType<typeof one>) =>
  doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => (JSON.parse(script.textContent) as { "@type": string })["@type"]);

describe.each(langs)("item pages (%s)", (lang) => {
  test.each(ENTITIES)("$key: linked from the list, with meta and JSON-LD", async (entity) => {
    const { data } = await providerGet<Paged<Slugged>>(`${entity.api}?per_page=1`, lang);
    const [item] = data;
    const path = at(entity.key, item[`${lang}_slug`]);
    const list = await page(`/${entity.key}`, { lang });
    expect(list.doc.querySelector(`a[href="${path}"]`), `${path} on /${entity.key}`).not.toBeNull();
    const { status, doc } = await page(path, { lang });
    expect(status).toBe(200);
    expect(textOf(one(doc, "h1"))).toBe(item[`${lang}_name`]);
    const head = one(doc, "head");
    const href = (selector: string) => one(head, selector).getAttribute("href");
    expect(href('link[rel="canonical"]')).toBe(`${site.baseURL}${path}`);
    const there = at(entity.key, item[`${other(lang)}_slug`]);
    expect(href(`link[rel="alternate"][hreflang="${other(lang)}"]`)).toBe(
      `${site.baseURL}${there}?lng=${other(lang)}`,
    );
    expect(metaContent(doc, "og:image")).toEqual([expect.stringContaining("/storage/")]);
    expect(metaContent(doc, "description")).toEqual([expect.stringMatching(/.{20,}/)]);
    expect(jsonLdTypes(doc)).toEqual(expect.arrayContaining([entity.type, "BreadcrumbList"]));
    expect(doc.querySelectorAll("main picture").length).toBeGreaterThan(0);
    // The other language's slug, opened in this language: its address in this one.
    expect(await visit(there, lang)).toMatchObject({ status: 301, location: path });
  });
});

describe.each(langs)("sitemap and feed (%s)", (lang) => {
  test("sitemap.xml lists each item page with its alternate and last change", async () => {
    const { data } = await providerGet<Paged<Slugged>>("projects?per_page=1", lang);
    const loc = `${site.baseURL}${at("projects", data[0][`${lang}_slug`])}?lng=${lang}`;
    const xml = await (await fetch(new URL("/sitemap.xml", site.baseURL))).text();
    const entry = xml.split("<url>").find((url) => url.includes(`<loc>${loc}</loc>`));
    expect(entry, loc).toBeDefined();
    const there = `${at("projects", data[0][`${other(lang)}_slug`])}?lng=${other(lang)}`;
    expect(entry).toContain(`hreflang="${other(lang)}" href="${site.baseURL}${there}"`);
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  test("the posts' feed is named in the head and links each post's page", async () => {
    const { doc } = await page("/", { lang });
    const link = one(doc, 'head link[type="application/atom+xml"]').getAttribute("href");
    expect(link).toBe(`${site.baseURL}/posts/feed/${lang}`);
    const response = await fetch(link!);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const xml = await response.text();
    const { data } = await providerGet<Paged<Slugged>>("ads?per_page=1", lang);
    expect(xml).toContain(`<title>${data[0][`${lang}_name`]}</title>`);
    expect(xml).toContain(`${site.baseURL}${at("posts", data[0][`${lang}_slug`])}?lng=${lang}`);
  });
});

describe("addresses that never break", () => {
  test("an earlier slug redirects in one hop, a deleted item 410, a draft 404", async () => {
    const token = await adminToken();
    const { data: services } =
      await providerGet<Paged<Named & { category_id: number }>>("services?per_page=1");
    const base = {
      category_id: String(services[0].category_id),
      ar_name: "خدمة عنوانها يتغير",
      en_name: "Service that moves",
      ar_info: "<p>نص</p>",
      en_info: "<p>Text</p>",
    };
    const save = async (values: Record<string, string>) =>
      (await providerPost("dashboard/services/save", form({ ...base, ...values }), token))
        .data as Slugged;
    const first = await save({ en_slug: "site-test-moves-1" });
    const second = await save({
      id: String(first.id),
      updated_at: first.updated_at,
      en_slug: "site-test-moves-2",
    });
    await save({
      id: String(first.id),
      updated_at: second.updated_at,
      en_slug: "site-test-moves-3",
    });
    await eventually(async () => {
      for (const old of ["site-test-moves-1", "site-test-moves-2"]) {
        expect(await visit(at("services", old), "en")).toMatchObject({
          status: 301,
          location: "/services/site-test-moves-3",
        });
      }
    });
    const draft = await save({ en_slug: "site-test-draft", en_status: "draft" });
    await providerPost("dashboard/services/delete", form({ id: String(first.id) }), token);
    await eventually(async () => {
      const gone = await page("/services/site-test-moves-3", { lang: "en" });
      expect(gone.status).toBe(410);
      expect(gone.doc.querySelector("header nav"), "the site's page").not.toBeNull();
      const missing = await page("/services/site-test-draft", { lang: "en" });
      expect(missing.status).toBe(404);
    });
    await providerPost("dashboard/services/delete", form({ id: String(draft.id) }), token);
  });
});
