// The Nu HTML Checker (the W3C validator, npm package `vnu-jar`, run with Java 17+) on the server's
// HTML of the public pages, in English and Arabic: no error. It catches what axe does not look at:
// skipped heading levels, stray bytes in the stream, misplaced elements, bad attribute values.
// The HTML is what the server sends, the same with JavaScript on or off: the js pass only.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { langs } from "./support";

const PAGES = [
  "/",
  "/about-us",
  "/services",
  "/projects",
  "/posts",
  "/FAQs",
  "/contact_us",
  "/privacy",
  "/terms",
  "/visualresources",
];

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
};

/** `VNU_JAR` (a path) first, for a jar kept elsewhere; else the installed devDependency. */
function vnuJarPath(): string | null {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    // The package's main export is the jar's path.
    return String(createRequire(import.meta.url)("vnu-jar"));
  } catch {
    return null;
  }
}

function checkHtml(jar: string, html: string) {
  return new Promise<VnuMessage[]>((resolve, reject) => {
    const java = spawn("java", ["-jar", jar, "--format", "json", "--stdout", "-"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    java.stdout.on("data", (chunk: Buffer) => (out += chunk));
    java.stderr.on("data", (chunk: Buffer) => (err += chunk));
    java.on("error", reject);
    // The checker exits 1 when it found errors; its JSON is the answer either way.
    java.on("close", () => {
      try {
        resolve((JSON.parse(out) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu gave no JSON: ${err || out}`));
      }
    });
    java.stdin.end(html);
  });
}

const jar = vnuJarPath();

test.describe("valid HTML (Nu HTML Checker)", () => {
  test("the checker is installed", () => {
    expect(jar, "npm package vnu-jar (devDependency) or VNU_JAR=<path to vnu.jar>").not.toBeNull();
  });

  for (const lang of langs) {
    for (const path of PAGES) {
      test(`${path} (${lang}) has no HTML error`, async ({ request }) => {
        test.skip(!jar, "vnu-jar is not installed (see the test above)");
        const response = await request.get(path, { headers: { cookie: `lng=${lang}` } });
        expect(response.status()).toBe(200);
        const messages = await checkHtml(jar!, await response.text());
        const errors = messages
          .filter((message) => message.type !== "info")
          .map(({ message, extract }) => ({ message, extract }));
        expect(errors).toEqual([]);
      });
    }
  }
});
