// docs/performance.md: a first visit to a public page downloads at most 100 kB of gzipped JavaScript, and
// never the dashboard's, the rich-text editor's or the lazily loaded form and toast libraries.
// Measured like `npm run bench` (tests/bench/lib/js-weight.mjs): the scripts and modulepreloads
// the HTML names, the modules its inline script imports, and their static imports, gzip -9.
import { expect, test } from "@playwright/test";
import { firstVisitJs } from "../bench/lib/js-weight.mjs";
import { e2eEnv } from "./env";

// The bench's limit, in the bench's unit (kB = 1024 bytes).
const LIMIT_BYTES = 100 * 1024;
const PAGES = ["/", "/services"];
const LANGS = ["en", "ar"];
// What must load only on use: the dashboard's routes, the editor (lexical), and the chunks that
// bring zod/conform (the ask-service dialog) and sonner. Named chunks keep their module's name.
const LAZY_ONLY = /\/routes\/dashboard|rich-text|lexical|ask-service-dialog|toaster-sonner/i;
const LAZY_CODE: [string, RegExp][] = [
  ["lexical", /lexical/i],
  ["zod", /ZodError/],
  ["sonner", /data-sonner-toaster/],
];

type Weight = Awaited<ReturnType<typeof firstVisitJs>>;

function listing(weight: Weight): string {
  return weight.files
    .map((file) => `  ${file.url}  ${file.bytes} B raw, ${file.gz} B gzip`)
    .join("\n");
}

test.describe("first-visit JavaScript of public pages", () => {
  // The figures come from the server's HTML and files, not from the browser: the config runs
  // this file in the js project only.
  for (const lang of LANGS) {
    for (const page of PAGES) {
      test(`${page} (${lang}) stays within 100 kB gzipped`, async () => {
        const weight = await firstVisitJs(`${e2eEnv.baseURL}${page}`, { cookie: `lng=${lang}` });
        const total = `${weight.gzBytes} B gzip (${(weight.gzBytes / 1024).toFixed(1)} kB)`;
        expect(
          weight.gzBytes,
          `${page} (${lang}): ${total} > ${LIMIT_BYTES} B in ${weight.files.length} files:\n${listing(weight)}`,
        ).toBeLessThanOrEqual(LIMIT_BYTES);

        const lazyNamed = weight.files.filter((file) => LAZY_ONLY.test(file.url));
        expect(
          lazyNamed.map((file) => file.url),
          `${page} (${lang}) loads code meant only for later use:\n${listing(weight)}`,
        ).toEqual([]);

        const bodies = await Promise.all(
          weight.files.map(async (file) => ({
            url: file.url,
            text: await (await fetch(`${e2eEnv.baseURL}${file.url}`)).text(),
          })),
        );
        for (const [name, mark] of LAZY_CODE) {
          const found = bodies.filter((body) => mark.test(body.text)).map((body) => body.url);
          expect(found, `${page} (${lang}) ships ${name} code in ${found.join(", ")}`).toEqual([]);
        }
      });
    }
  }
});
