// The Nu HTML Checker (the W3C validator, npm package `vnu-jar`, run with Java 17+) on the server's
// HTML of the public pages, in English and Arabic: no error. It catches what axe does not look at:
// skipped heading levels, stray bytes in the stream, misplaced elements, bad attribute values.
// The HTML is what the server sends, the same with JavaScript on or off: read without a browser.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, test } from "vitest";
import { PUBLIC_PAGES } from "../../../app/routes/sitemap[.]xml/public-pages";
import { langs, page as fetchPage } from "./support";

// Every public page the sitemap lists (spec §2).
const PAGES = PUBLIC_PAGES;

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
  /** The checked file's `file:` URL. */
  url?: string;
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

/**
 * Checks every file in one run of the checker: the JVM's start is most of a check's time, so
 * one process for all the pages instead of one per page. Messages come back keyed by file.
 */
function checkFiles(jar: string, files: string[]) {
  return new Promise<Map<string, VnuMessage[]>>((resolve, reject) => {
    const java = spawn("java", ["-jar", jar, "--format", "json", "--stdout", ...files], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    java.stdout.on("data", (chunk: Buffer) => (out += chunk));
    java.stderr.on("data", (chunk: Buffer) => (err += chunk));
    java.on("error", reject);
    // The checker exits 1 when it found errors; its JSON is the answer either way.
    java.on("close", () => {
      try {
        const { messages } = JSON.parse(out) as { messages: VnuMessage[] };
        const byFile = new Map(files.map((file) => [file, [] as VnuMessage[]]));
        for (const message of messages) {
          const file = message.url ? fileURLToPath(message.url) : "";
          const list = byFile.get(file);
          if (list) list.push(message);
          else throw new Error(`a message for no page: ${JSON.stringify(message)}`);
        }
        resolve(byFile);
      } catch (error) {
        reject(new Error(`vnu gave no usable JSON (${error}): ${err || out}`));
      }
    });
  });
}

const jar = vnuJarPath();

describe("valid HTML (Nu HTML Checker)", () => {
  /** Each page's messages, from one checker run over all of them (beforeAll). */
  const results = new Map<string, VnuMessage[]>();
  const key = (path: string, lang: string) => `${lang}${path}`;

  beforeAll(async () => {
    if (!jar) return;
    const dir = mkdtempSync(path.join(os.tmpdir(), "vnu-"));
    try {
      const files = new Map<string, string>();
      for (const lang of langs) {
        for (const page of PAGES) {
          const { status, html } = await fetchPage(page, { lang });
          expect(status, `${page} (${lang})`).toBe(200);
          const file = path.join(dir, `${files.size}.html`);
          writeFileSync(file, html);
          files.set(file, key(page, lang));
        }
      }
      for (const [file, messages] of await checkFiles(jar, [...files.keys()])) {
        results.set(files.get(file)!, messages);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A JVM's start and twenty pages: far longer than a page fetch on a busy machine.
  }, 120_000);

  test("the checker is installed", () => {
    expect(jar, "npm package vnu-jar (devDependency) or VNU_JAR=<path to vnu.jar>").not.toBeNull();
  });

  // Without the checker the test above fails and these find no messages: none is skipped.
  describe.each(langs)("%s", (lang) => {
    test.each(PAGES)("%s has no HTML error", (page) => {
      const messages = results.get(key(page, lang));
      expect(messages, "checked").toBeDefined();
      const errors = messages!
        .filter((message) => message.type !== "info")
        .map(({ message, extract }) => ({ message, extract }));
      expect(errors).toEqual([]);
    });
  });
});
