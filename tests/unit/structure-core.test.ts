// The two processes meet in core/ (docs/conventions.md, "Where code goes"): the app and the
// provider each import it, neither imports the other, and core/ imports neither.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, report, resolve, root, text, walk } from "./structure-support";

// The React and Remix packages are the app's; core/ runs in the provider, which has neither.
const APP_PACKAGES = /^(@remix-run\/|react$|react-dom|remix-)/;

function crossings(from: string, rule: (target: string, specifier: string) => boolean) {
  const problems: string[] = [];
  for (const [file, source] of text) {
    if (!file.startsWith(from)) continue;
    for (const item of importsOf(source)) {
      const target = resolve(file, item.specifier) ?? "";
      if (rule(target, item.specifier))
        problems.push(`${file}:${item.line} imports ${item.specifier}`);
    }
  }
  return problems;
}

describe("one core that the app and the provider share", () => {
  it("finds core/", () => {
    expect(text.has("core/content/registry.ts")).toBe(true);
  });

  it("no provider file imports app/", () => {
    const problems = crossings("server/", (target) => target.startsWith("app/"));
    expect(
      problems,
      report(problems, "server/ imports app/ (move the shared part to core/)"),
    ).toEqual([]);
  });

  it("no app file imports server/", () => {
    const problems = crossings("app/", (target) => target.startsWith("server/"));
    expect(
      problems,
      report(problems, "app/ imports server/ (move the shared part to core/)"),
    ).toEqual([]);
  });

  it("core/ imports neither app/ nor server/, nor React or Remix", () => {
    const problems = crossings(
      "core/",
      (target, specifier) =>
        target.startsWith("app/") || target.startsWith("server/") || APP_PACKAGES.test(specifier),
    );
    expect(problems, report(problems, "core/ reaches into a process (keep it shared)")).toEqual([]);
  });
});

describe("one way across the seam", () => {
  const routes = [...text].filter(([file]) => file.startsWith("app/routes/"));

  it("no route calls the provider itself: the one client does (provider/client.server.ts)", () => {
    const problems: string[] = [];
    for (const [file, source] of routes) {
      source.split("\n").forEach((line, index) => {
        if (/\bPROVIDER_URL\b|\bfetch\(/.test(line)) problems.push(`${file}:${index + 1}`);
      });
    }
    expect(
      problems,
      report(problems, "a route's own provider call (use providerFetch or providerStream)"),
    ).toEqual([]);
  });

  it("one validation dialect for forms: the app's rules are zod mini (ADR 0018, 0032)", () => {
    // The environment is read once at start, by the server only; it is no form.
    const ZOD_3_ALLOWED = new Set(["app/modules/env/env.server.ts"]);
    const problems = crossings(
      "app/",
      (_target, specifier) => specifier === "zod" || specifier === "@conform-to/zod",
    ).filter((problem) => !ZOD_3_ALLOWED.has(problem.split(":")[0]));
    expect(
      problems,
      report(problems, "zod 3 in the app (write it with zod/v4/mini, read it with parseForm)"),
    ).toEqual([]);
  });

  it("page meta comes in two shapes: a public page's seo, or privateMeta (noindex)", () => {
    const PRIVATE = /^app\/routes\/(_site\.(auth|account|preview|ask-service)|dashboard)/;
    const problems: string[] = [];
    let privatePages = 0;
    for (const [file, source] of routes) {
      const meta = /export const meta\b[^;]*;/s.exec(source)?.[0];
      if (!meta) continue;
      const isPrivate = meta.includes("privateMeta(");
      if (isPrivate) privatePages += 1;
      if (PRIVATE.test(file) ? !isPrivate : !isPrivate && !/data\?\.seo \?\? \[\]/.test(meta)) {
        problems.push(file);
      }
    }
    expect(privatePages).toBeGreaterThanOrEqual(8);
    expect(
      problems,
      report(problems, "page meta in another shape (seoMeta or privateMeta)"),
    ).toEqual([]);
  });
});

describe("toasts (ADR 0028)", () => {
  it("one toaster shows them: only toaster-sonner.tsx imports sonner", () => {
    const problems = [...text]
      .filter(([file]) => file.startsWith("app/") && file !== "app/components/toaster-sonner.tsx")
      .flatMap(([file, source]) =>
        importsOf(source)
          .filter((item) => item.specifier === "sonner")
          .map((item) => `${file}:${item.line}`),
      );
    expect(
      problems,
      report(problems, "a second toaster (use notify() or the flash cookie)"),
    ).toEqual([]);
  });
});

describe("decision records (docs/decisions)", () => {
  it("each states its status; a change is a new record, not a rewrite", () => {
    const records = walk("docs/decisions", (file) => file.endsWith(".md"));
    expect(records.length).toBeGreaterThan(20);
    const status = /^Status: (accepted|proposed|superseded by \d{4})\b/m;
    const problems = records.filter(
      (file) => !status.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(
      problems,
      report(problems, "records without a `Status: accepted` or `superseded by NNNN` line"),
    ).toEqual([]);
  });
});
