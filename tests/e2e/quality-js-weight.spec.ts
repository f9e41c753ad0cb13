// docs/performance.md: a first visit to a public page downloads at most 100 kB of gzipped
// JavaScript on a content page and 125 kB on a page with a form (the form's code, conform and
// zod, comes with its route), counted as the browser loads it (tests/bench/lib/js-weight.mjs):
// every script response until network idle plus a quiet period, lazy chunks and third-party
// scripts included, no interaction. It never downloads the dashboard's or the rich-text
// editor's code, nor sonner; zod only on the pages with a form.
import { expect, test, type Request } from "@playwright/test";
import { browserJs, CONTENT_JS_LIMIT_KB, FORM_JS_LIMIT_KB } from "../bench/lib/js-weight.mjs";
import { e2eEnv } from "./env";
import { expectHydrated } from "./quality-pages";

// The bench's limits, in the bench's unit (kB = 1024 bytes).
const CONTENT_LIMIT_BYTES = CONTENT_JS_LIMIT_KB * 1024;
const FORM_LIMIT_BYTES = FORM_JS_LIMIT_KB * 1024;
const CONTENT_PAGES = ["/", "/services", "/projects", "/posts", "/FAQs"];
const FORM_PAGES = [
  "/contact_us",
  "/auth/login",
  "/auth/register",
  "/auth/reset",
  "/auth/new_password",
];
const PAGES = [
  ...CONTENT_PAGES.map((path) => ({ path, limit: CONTENT_LIMIT_BYTES, forms: false })),
  ...FORM_PAGES.map((path) => ({ path, limit: FORM_LIMIT_BYTES, forms: true })),
];
const LANGS = ["en", "ar"];
// What must load only on use: the dashboard's routes, the editor (lexical), the ask-service
// dialog and sonner; zod only where a form needs it. Named chunks keep their name.
const LAZY_ONLY = /\/routes\/dashboard|rich-text|lexical|ask-service-dialog|toaster-sonner/i;
const LAZY_CODE: [string, RegExp, { onFormPages: boolean }][] = [
  ["lexical", /lexical/i, { onFormPages: false }],
  ["zod", /ZodError/, { onFormPages: true }],
  ["sonner", /data-sonner-toaster/, { onFormPages: false }],
];

type Weight = Awaited<ReturnType<typeof browserJs>>;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function listing(weight: Weight): string {
  return [...weight.files]
    .sort((a, b) => b.gz - a.gz)
    .map((file) => `  ${file.url}  ${file.gz} B gzip -9 (${file.bytes} B raw, ${file.wire} B sent)`)
    .join("\n");
}

test.describe("JavaScript a visit to a public page loads", () => {
  // The config runs this file in the js project only: each test opens its own JS-on context.
  for (const lang of LANGS) {
    for (const { path: page, limit, forms } of PAGES) {
      test(`${page} (${lang}) stays within the first-visit budget`, async ({ browser }) => {
        const weight = await browserJs(browser, `${e2eEnv.baseURL}${page}`, {
          cookies: [{ name: "lng", value: lang }],
        });
        // A page that loaded no script at all would pass any limit: the client must have started.
        expect(weight.files.some((file) => /\/entry\.client-/.test(file.url))).toBe(true);
        const total = `${weight.gzBytes} B gzip -9 (${kB(weight.gzBytes)})`;
        expect(
          weight.gzBytes,
          `${page} (${lang}): ${total} > ${limit} B in ${weight.files.length} scripts:\n${listing(weight)}`,
        ).toBeLessThanOrEqual(limit);

        const lazyNamed = weight.files.filter((file) => LAZY_ONLY.test(file.url));
        expect(
          lazyNamed.map((file) => file.url),
          `${page} (${lang}) loads code meant only for later use:\n${listing(weight)}`,
        ).toEqual([]);
        for (const [name, mark, { onFormPages }] of LAZY_CODE) {
          if (forms && onFormPages) continue;
          const found = [...weight.bodies]
            .filter(([, text]) => mark.test(text))
            .map(([url]) => url);
          expect(found, `${page} (${lang}) ships ${name} code in ${found.join(", ")}`).toEqual([]);
        }
      });
    }
  }
});

// ADR 0037: the build regroups the compiler's chunks, as each request before the first paint costs
// a mobile visitor a round trip. A public page starts with the client entry, the start chunk, the
// root, the layout and its chunk, the route and the public pages' kit.
test("a public page starts with at most seven scripts, the ones it preloads", async ({ page }) => {
  for (const path of ["/", "/services", "/FAQs"]) {
    const scripts: string[] = [];
    const listen = (request: Request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    };
    page.on("request", listen);
    const response = await page.goto(path);
    // Read from the server's HTML: once hydrated, Remix's <Scripts> renders no preloads.
    const html = (await response?.text()) ?? "";
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded.length, `${path}: ${preloaded.join(" ")}`).toBeGreaterThan(0);
    expect(preloaded.length, `${path}: ${preloaded.join(" ")}`).toBeLessThanOrEqual(7);
    await expectHydrated(page);
    await page.waitForLoadState("networkidle");
    page.off("request", listen);
    expect(new Set(scripts), `${path} fetched ${scripts.join(" ")}`).toEqual(new Set(preloaded));
  }
});
