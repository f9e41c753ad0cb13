// docs/performance.md: a visit to a public page downloads at most 103 kB of gzipped JavaScript,
// counted as the browser loads it (tests/bench/lib/js-weight.mjs): every script response until
// network idle plus a quiet period, lazy chunks and third-party scripts included, no
// interaction. It never downloads the dashboard's, the rich-text editor's, or the form and toast
// libraries that wait for use (zod, sonner).
import { expect, test } from "@playwright/test";
import { browserJs } from "../bench/lib/js-weight.mjs";
import { e2eEnv } from "./env";

// The bench's limit, in the bench's unit (kB = 1024 bytes). 103 kB while the public layout's
// company details and page addresses cost what docs/performance.md ("First visit") says; the
// target stays 100 kB.
const LIMIT_BYTES = 103 * 1024;
const PAGES = ["/", "/services", "/projects", "/posts", "/FAQs", "/contact_us", "/auth/login"];
const LANGS = ["en", "ar"];
// What must load only on use: the dashboard's routes, the editor (lexical), and the chunks that
// bring zod/conform (forms, the ask-service dialog) and sonner. Named chunks keep their name.
const LAZY_ONLY = /\/routes\/dashboard|rich-text|lexical|ask-service-dialog|toaster-sonner/i;
const LAZY_CODE: [string, RegExp][] = [
  ["lexical", /lexical/i],
  ["zod", /ZodError/],
  ["sonner", /data-sonner-toaster/],
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
    for (const page of PAGES) {
      test(`${page} (${lang}) stays within the first-visit budget`, async ({ browser }) => {
        const weight = await browserJs(browser, `${e2eEnv.baseURL}${page}`, {
          cookies: [{ name: "lng", value: lang }],
        });
        // A page that loaded no script at all would pass any limit: the client must have started.
        expect(weight.files.some((file) => /\/entry\.client-/.test(file.url))).toBe(true);
        const total = `${weight.gzBytes} B gzip -9 (${kB(weight.gzBytes)})`;
        expect(
          weight.gzBytes,
          `${page} (${lang}): ${total} > ${LIMIT_BYTES} B in ${weight.files.length} scripts:\n${listing(weight)}`,
        ).toBeLessThanOrEqual(LIMIT_BYTES);

        const lazyNamed = weight.files.filter((file) => LAZY_ONLY.test(file.url));
        expect(
          lazyNamed.map((file) => file.url),
          `${page} (${lang}) loads code meant only for later use:\n${listing(weight)}`,
        ).toEqual([]);
        for (const [name, mark] of LAZY_CODE) {
          const found = [...weight.bodies]
            .filter(([, text]) => mark.test(text))
            .map(([url]) => url);
          expect(found, `${page} (${lang}) ships ${name} code in ${found.join(", ")}`).toEqual([]);
        }
      });
    }
  }
});
