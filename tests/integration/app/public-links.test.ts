// Canonical, hreflang, Open Graph, sitemap and robots.txt links: from PUBLIC_URL when it is set,
// else from the Host header (never X-Forwarded-Host), and then never publicly cacheable.
import type { HeadersArgs } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { headers as rootHeaders } from "~/root";
import { loader as aboutLoader } from "~/routes/_site.about-us";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml/route";
import { privateCacheControl } from "~/modules/security/public-origin.server";
import { API, mockProvider, seoFields, stubAppEnv } from "./support";
import { answered } from "../../support/records";

const provider = mockProvider();
// The About page's text comes from the provider; these tests are about its links.
beforeEach(() => {
  provider.use(
    http.get(`${API}/item-pages`, () =>
      HttpResponse.json({
        status: 200,
        data: [
          {
            entity: "services",
            id: 1,
            ar_slug: "تصميم",
            en_slug: null,
            updated_at: "2025-01-02T00:00:00.000Z",
          },
        ],
      }),
    ),
    http.get(`${API}/pages/about-us`, () =>
      HttpResponse.json({
        status: 200,
        data: answered.sitePage({
          id: 1,
          key: "about-us",
          ar_title: "من نحن",
          en_title: "About us",
          ar_body: "<p>نص</p>",
          en_body: "<p>Text</p>",
          updated_at: "2025-01-01T00:00:00.000Z",
          created_at: "2025-01-01T00:00:00.000Z",
        }),
      }),
    ),
  );
});

// What remix-serve builds for a client sending `Host: site.test` and a made-up
// `X-Forwarded-Host: evil.test:8443`: express takes the port of the forwarded host into the URL.
function spoofed(path: string) {
  return new Request(`http://site.test:8443${path}`, {
    headers: { Host: "site.test", "X-Forwarded-Host": "evil.test:8443", Cookie: "lng=en" },
  });
}

const args = (request: Request) => ({ request, params: {}, context: {} });

function docHeaders(init: Partial<HeadersArgs> = {}) {
  const headers = rootHeaders as (args: HeadersArgs) => Headers;
  return new Headers(
    headers({
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
      ...init,
    }),
  );
}

async function seoOf(response: Response) {
  const { seo } = (await response.json()) as { seo: Record<string, unknown>[] };
  return { ...seoFields(seo), tags: seo };
}

describe("links without PUBLIC_URL", () => {
  it("come from the Host header, not X-Forwarded-Host, in a page's seo data", async () => {
    const response = await aboutLoader(args(spoofed("/about-us?lng=ar&utm=x")));
    const seo = await seoOf(response);
    expect(seo.canonical).toBe("http://site.test/about-us?lng=ar");
    expect(seo.url).toBe(seo.canonical);
    expect(seo.alternates).toEqual([
      "http://site.test/about-us?lng=en",
      "http://site.test/about-us?lng=ar",
      "http://site.test/about-us",
    ]);
    expect(JSON.stringify(seo.tags)).not.toContain("evil.test");
    expect(JSON.stringify(seo.tags)).not.toContain("8443");
  });

  it("follow X-Forwarded-Proto for the scheme", async () => {
    const request = spoofed("/about-us");
    request.headers.set("X-Forwarded-Proto", "https");
    expect((await seoOf(await aboutLoader(args(request)))).canonical).toBe(
      "https://site.test/about-us",
    );
  });

  it("make the page's data answer private and varying by Host", async () => {
    const response = await aboutLoader(args(spoofed("/about-us?_data=routes/_site.about-us")));
    expect(response.headers.get("Cache-Control")).toBe("private");
    expect(response.headers.get("Vary")).toBe("Host");
  });

  it("make every HTML page private and varying by Host, keeping no-store", () => {
    const page = docHeaders();
    expect(page.get("Cache-Control")).toBe("private");
    expect(page.get("Vary")).toBe("Host");
    const failed = docHeaders({ errorHeaders: new Headers({ "Cache-Control": "no-store" }) });
    expect(failed.get("Cache-Control")).toBe("private, no-store");
  });

  it("fill the sitemap from the Host header, served private", async () => {
    const response = await sitemapLoader(args(spoofed("/sitemap.xml")));
    const xml = await response.text();
    expect(xml).toContain("<loc>http://site.test/about-us?lng=ar</loc>");
    // An item published in Arabic only: its Arabic page, with its last change.
    const item = "http://site.test/services/%D8%AA%D8%B5%D9%85%D9%8A%D9%85";
    expect(xml).toContain(`<loc>${item}?lng=ar</loc>`);
    expect(xml).not.toContain(`${item}?lng=en`);
    expect(xml).toContain("<lastmod>2025-01-02T00:00:00.000Z</lastmod>");
    expect(xml).not.toContain("evil.test");
    expect(xml).not.toContain(":8443");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=3600");
    expect(response.headers.get("Vary")).toBe("Host");
  });

  it("point robots.txt at the Host header's sitemap, served private", async () => {
    const response = robotsLoader(args(spoofed("/robots.txt")));
    expect(await response.text()).toContain("Sitemap: http://site.test/sitemap.xml\n");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=3600");
    expect(response.headers.get("Vary")).toBe("Host");
  });

  it("fall back to the request's address when the Host header is not a host", async () => {
    const request = new Request("http://localhost:3000/robots.txt", {
      headers: { Host: "evil.test/path@x" },
    });
    expect(await robotsLoader(args(request)).text()).toContain(
      "Sitemap: http://localhost:3000/sitemap.xml",
    );
  });
});

describe("links with PUBLIC_URL", () => {
  it("use PUBLIC_URL everywhere and stay publicly cacheable", async () => {
    stubAppEnv({ PUBLIC_URL: "https://www.example.com/" });
    const seo = await seoOf(await aboutLoader(args(spoofed("/about-us?lng=en"))));
    expect(seo.canonical).toBe("https://www.example.com/about-us?lng=en");
    const sitemap = await sitemapLoader(args(spoofed("/sitemap.xml")));
    expect(await sitemap.text()).toContain("<loc>https://www.example.com/?lng=en</loc>");
    expect(sitemap.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(sitemap.headers.get("Vary")).toBeNull();
    const robots = robotsLoader(args(spoofed("/robots.txt")));
    expect(await robots.text()).toContain("Sitemap: https://www.example.com/sitemap.xml");
    expect(robots.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(docHeaders().get("Cache-Control")).toBeNull();
    expect(docHeaders().get("Vary")).toBeNull();
    const data = await aboutLoader(args(spoofed("/about-us?_data=routes/_site.about-us")));
    expect(data.headers.get("Cache-Control")).toBeNull();
  });
});

describe("privateCacheControl", () => {
  it("drops what lets shared caches keep a response and keeps the rest", () => {
    expect(privateCacheControl(null)).toBe("private");
    expect(privateCacheControl("public, max-age=60, s-maxage=600")).toBe("private, max-age=60");
    expect(privateCacheControl("no-store")).toBe("private, no-store");
    expect(privateCacheControl("private, no-cache")).toBe("private, no-cache");
  });
});
