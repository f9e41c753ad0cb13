// The layout rules of docs/conventions.md ("Rules of the layout"), read from the checkout: they
// hold for every file, so a new one that breaks them fails here with the file and the line,
// not in a review.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  importsOf,
  manifest,
  MAX_LINES,
  mayImportServer,
  isServerModule,
  report,
  resolve,
  root,
  sources,
  text,
  walk,
} from "./structure-support";

describe("layout rules (docs/conventions.md)", () => {
  it("finds the sources it checks", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(text.has("app/root.tsx")).toBe(true);
  });

  it("no module imports a component", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.startsWith("app/modules/")) continue;
      for (const item of importsOf(source)) {
        const target = resolve(file, item.specifier) ?? "";
        if (item.specifier.startsWith("~/components/") || target.startsWith("app/components/")) {
          problems.push(`${file}:${item.line} imports ${item.specifier}`);
        }
      }
    }
    expect(
      problems,
      report(problems, "modules import components (move the shared part into the module)"),
    ).toEqual([]);
  });

  it("only server code imports a .server module, except `import type`", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.startsWith("app/") || mayImportServer(file)) continue;
      for (const item of importsOf(source)) {
        if (item.typeOnly) continue;
        const target = resolve(file, item.specifier);
        if ((target && isServerModule(target)) || /\.server$/.test(item.specifier)) {
          problems.push(`${file}:${item.line} imports ${item.specifier}`);
        }
      }
    }
    expect(
      problems,
      report(
        problems,
        "browser code imports server-only modules (pass the value through a loader)",
      ),
    ).toEqual([]);
  });

  it(`no source file passes ${MAX_LINES} lines`, () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      const lines = source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
      if (lines > MAX_LINES) problems.push(`${file}: ${lines} lines`);
    }
    expect(
      problems,
      report(problems, `files over ${MAX_LINES} lines (split them into cohesive pieces)`),
    ).toEqual([]);
  });

  it("no app code touches Remix internals (UNSAFE_)", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (file.startsWith("tests/")) continue;
      source.split("\n").forEach((line, index) => {
        if (/\bUNSAFE_\w+/.test(line)) problems.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(
      problems,
      report(problems, "Remix internals in app code (ADR 0008: Remix's public API only)"),
    ).toEqual([]);
  });

  it("pages start, link and hydrate the way Remix does (ADR 0008)", () => {
    // The names of the hand-rolled parts ADR 0008 removed, spelt in pieces so this file does not
    // match itself: a form swapped in after first paint, server markup kept across hydration, a
    // link without Remix's hooks.
    const removed = ["deferred" + "-part", "server" + "-parts"];
    const link = new RegExp(`\\b${"Light"}Link\\b`);
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (removed.some((name) => path.basename(file).startsWith(name))) problems.push(file);
      if (link.test(source)) problems.push(`${file}: ${"Light"}Link`);
    }
    expect(problems, report(problems, "use route components and <Link> (ADR 0008)")).toEqual([]);
  });

  it("app and provider code type their values instead of casting through unknown", () => {
    // Spelt in pieces so this file does not match itself.
    const cast = new RegExp(`\\bas ${"unknown"} as\\b`);
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!/^(app|core|server)\//.test(file)) continue;
      source.split("\n").forEach((line, index) => {
        if (cast.test(line)) problems.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(
      problems,
      report(problems, "casts through unknown in app/ or server/ (type the value)"),
    ).toEqual([]);
  });

  it("one module reads TRUSTED_PROXIES for the app and the provider", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.startsWith("app/") && !file.startsWith("server/")) continue;
      if (file === "core/http/trusted-proxies.ts") continue;
      if (/function compileTrust\b|proxyAddr\.compile\(/.test(source)) problems.push(file);
    }
    expect(
      problems,
      report(problems, "a second trusted-proxy parser (use core/http/trusted-proxies.ts)"),
    ).toEqual([]);
    expect(text.get("core/http/trusted-proxies.ts")).toMatch(/export function compileTrust\b/);
  });

  it("no provider route file imports another route file", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.startsWith("server/routes/")) continue;
      for (const item of importsOf(source)) {
        if (resolve(file, item.specifier)?.startsWith("server/routes/")) {
          problems.push(`${file}:${item.line} imports ${item.specifier}`);
        }
      }
    }
    expect(problems, report(problems, "route files share helpers through server/http/")).toEqual(
      [],
    );
  });

  it("has no import cycle in app/, core/ or server/", () => {
    const graph = new Map<string, string[]>();
    for (const [file, source] of text) {
      if (!/^(app|core|server)\//.test(file)) continue;
      const targets = importsOf(source).map((item) => resolve(file, item.specifier));
      graph.set(
        file,
        targets.filter((target): target is string => target !== null),
      );
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "open") {
          cycles.push([...trail.slice(trail.indexOf(next)), next].join(" > "));
        } else if (!state.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles, report(cycles, "import cycles (move what both sides need apart)")).toEqual([]);
  });

  it("Node runs our JavaScript as it is: no .mjs or .js file imports TypeScript (tsx does)", () => {
    // Type stripping came after the oldest Node we support (package.json engines); tsx (tsImport,
    // the `tsx` command) is how plain JavaScript reaches TypeScript. The benches run under tsx.
    const underTsx = (file: string) => file.startsWith("tests/bench/");
    const scripts = Object.values(manifest.scripts);
    const javascript = [...sources, ...readdirSync(root)].filter((f) => /\.(mjs|js|cjs)$/.test(f));
    const problems: string[] = [];
    for (const file of javascript) {
      const source = text.get(file) ?? readFileSync(path.join(root, file), "utf8");
      for (const item of importsOf(source)) {
        const target = resolve(file, item.specifier) ?? item.specifier;
        if (underTsx(target) && !underTsx(file))
          problems.push(`${file}:${item.line} imports ${target}`);
        if (/\.(ts|tsx|mts|cts)$/.test(target) && !underTsx(file)) {
          problems.push(`${file}:${item.line} imports ${item.specifier}`);
        }
      }
      for (const match of source.matchAll(/process\.execPath\s*,\s*\[([^\]]*)\]/g)) {
        if (/\.tsx?["'`]/.test(match[1]) && !match[1].includes("tsx/cli")) {
          problems.push(`${file}: runs ${match[1].trim()} with plain node`);
        }
      }
      if (underTsx(file) && !file.includes("/lib/")) {
        const inScript = scripts.some((script) => script.startsWith(`tsx ${file}`));
        if (!inScript && !source.startsWith(`// \`npx tsx ${file}`)) {
          problems.push(`${file}: a bench runs under tsx (a \`tsx\` script, or says \`npx tsx\`)`);
        }
      }
    }
    const commands = {
      "package.json": scripts.join("\n"),
      ".ci/run": readFileSync(path.join(root, ".ci/run"), "utf8"),
      Dockerfile: readFileSync(path.join(root, "Dockerfile"), "utf8"),
      "tests/playwright.config.ts": text.get("tests/playwright.config.ts") ?? "",
    };
    for (const [file, source] of Object.entries(commands)) {
      source.split("\n").forEach((line, index) => {
        if (
          /--experimental-(strip|transform)-types|\bnode\b(\s+-\S+)*\s+\S+\.(ts|tsx|mts|cts)\b/.test(
            line,
          )
        ) {
          problems.push(`${file}:${index + 1}: ${line.trim()}`);
        }
      });
    }
    expect(problems, report(problems, "JavaScript that needs Node to strip types")).toEqual([]);
  });

  it("the public site draws its icons from the sprite, not inline paths", () => {
    const problems: string[] = [];
    for (const [file, source] of text) {
      if (!file.endsWith(".tsx") || /^app\/(components|routes)\/dashboard/.test(file)) continue;
      if (!file.startsWith("app/")) continue;
      source.split("\n").forEach((line, index) => {
        if (/<(path|circle|rect|polyline|polygon|line)\b/.test(line)) {
          problems.push(`${file}:${index + 1}: ${line.trim()}`);
        }
      });
    }
    expect(
      problems,
      report(
        problems,
        "inline SVG shapes (add a symbol to components/site/icons.svg, draw it with Icon)",
      ),
    ).toEqual([]);
  });

  it("comments cite the spec, an ADR or docs/, not issue numbers or notes outside the repository", () => {
    // Spelt in pieces so this file does not match itself.
    const cited = [
      new RegExp(`\\b${"issue"}s? #?\\d`, "i"),
      new RegExp(`\\b${"DES"}IGN\\b`),
      new RegExp(`\\b${"design"} (card|notes)\\b`, "i"),
    ];
    const files = [
      ...sources,
      ...["docs", ".ci", "README.md", "Dockerfile", "remix.config.js", ".env.example"].flatMap(
        (dir) => walk(dir, () => true),
      ),
    ];
    const problems: string[] = [];
    for (const file of files) {
      const lines = (text.get(file) ?? readFileSync(path.join(root, file), "utf8")).split("\n");
      lines.forEach((line, index) => {
        if (cited.some((pattern) => pattern.test(line))) {
          problems.push(`${file}:${index + 1}: ${line.trim()}`);
        }
      });
    }
    expect(
      problems,
      report(problems, "comments that cite issues or notes outside the repository"),
    ).toEqual([]);
  });
});
