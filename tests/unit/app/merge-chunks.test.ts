// server/bin/merge-chunks.mjs, the build step that regroups the compiler's shared chunks
// (ADR 0037): on a small build shaped like the compiler's, the scripts a page starts with, the
// rewritten manifests, and modules that still run once linked the new way.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { readClientManifest } from "../../../server/bin/client-manifest.mjs";
import { mergeChunks } from "../../../server/bin/merge-chunks.mjs";

let dir: string;

afterEach(() => rmSync(dir, { recursive: true, force: true }));

// What esbuild wrote: one chunk per set of entries reaching a module, imported by URL. The
// padding makes a module more than the few bytes that join the start chunk whatever reaches them.
const PAD = `/* ${"-".repeat(300)} */`;
const FILES: Record<string, string> = {
  "_shared/chunk-REACT001.js": `export const react = "react";`,
  "_shared/chunk-I18N0001.js": `import { react } from "/build/_shared/chunk-REACT001.js";\nexport const t = (k) => react + ":" + k;`,
  "_shared/chunk-NAVBAR01.js": `import { t } from "/build/_shared/chunk-I18N0001.js";\nexport const navbar = () => t("nav");\n${PAD}`,
  "_shared/chunk-CARD0001.js": `import { t } from "/build/_shared/chunk-I18N0001.js";\nexport const card = () => t("card");\n${PAD}`,
  "_shared/chunk-TABLE001.js": `export const table = () => "table";\n${PAD}`,
  "_shared/chunk-FORMAT01.js": `export const format = (n) => "#" + n;\n${PAD}`,
  "_shared/chunk-STUB0001.js": `export default {};`,
  "_shared/dialog-LAZY0001.js": `import { t } from "/build/_shared/chunk-I18N0001.js";\nexport const dialog = () => t("dialog");`,
  "entry.client-ENTRY001.js": `import { react } from "/build/_shared/chunk-REACT001.js";\nwindow.started = react;`,
  "root-ROOT0001.js": `import { t } from "/build/_shared/chunk-I18N0001.js";\nexport default function Root() { return t("root"); }`,
  "routes/_site-SITE0001.js": `import { navbar } from "/build/_shared/chunk-NAVBAR01.js";\nexport default function Site() { return navbar(); }`,
  "routes/_site._index-HOME0001.js": `import { card } from "/build/_shared/chunk-CARD0001.js";\nexport const handle = { page: "home" };\nexport const openDialog = () => import("/build/_shared/dialog-LAZY0001.js").then((m) => m.dialog());\nexport default function Home() { return card(); }`,
  "routes/_site.services-SERV0001.js": `import { card } from "/build/_shared/chunk-CARD0001.js";\nimport { format } from "/build/_shared/chunk-FORMAT01.js";\nimport stub from "/build/_shared/chunk-STUB0001.js";\nexport default function Services() { return card() + format(Object.keys(stub).length); }`,
  "routes/dashboard-DASH0001.js": `import { navbar } from "/build/_shared/chunk-NAVBAR01.js";\nimport { table } from "/build/_shared/chunk-TABLE001.js";\nimport { format } from "/build/_shared/chunk-FORMAT01.js";\nimport stub from "/build/_shared/chunk-STUB0001.js";\nexport default function Dashboard() { return navbar() + table() + format(Object.keys(stub).length); }`,
};

const SHARED = (...names: string[]) => names.map((n) => `/build/_shared/chunk-${n}.js`);
const MANIFEST = {
  entry: { module: "/build/entry.client-ENTRY001.js", imports: SHARED("REACT001") },
  routes: {
    root: { id: "root", module: "/build/root-ROOT0001.js", imports: SHARED("I18N0001") },
    "routes/_site": {
      id: "routes/_site",
      parentId: "root",
      module: "/build/routes/_site-SITE0001.js",
      imports: SHARED("NAVBAR01", "I18N0001"),
    },
    "routes/_site._index": {
      id: "routes/_site._index",
      parentId: "routes/_site",
      index: true,
      module: "/build/routes/_site._index-HOME0001.js",
      imports: SHARED("CARD0001", "I18N0001"),
    },
    "routes/_site.services": {
      id: "routes/_site.services",
      parentId: "routes/_site",
      path: "services",
      module: "/build/routes/_site.services-SERV0001.js",
      imports: SHARED("CARD0001", "I18N0001"),
    },
    "routes/dashboard": {
      id: "routes/dashboard",
      parentId: "root",
      path: "dashboard",
      module: "/build/routes/dashboard-DASH0001.js",
      imports: SHARED("NAVBAR01", "TABLE001", "I18N0001"),
    },
  },
  version: "abcd1234",
  url: "/build/manifest-ABCD1234.js",
};

function build() {
  dir = mkdtempSync(path.join(tmpdir(), "merge-"));
  const buildDir = path.join(dir, "public/build");
  mkdirSync(path.join(buildDir, "_shared"), { recursive: true });
  mkdirSync(path.join(buildDir, "routes"));
  mkdirSync(path.join(dir, "build"));
  // Node runs the output as ES modules, as the browser does.
  writeFileSync(path.join(dir, "package.json"), `{ "type": "module" }`);
  for (const [file, source] of Object.entries(FILES)) {
    writeFileSync(path.join(buildDir, file), `${source}\n`);
  }
  writeFileSync(
    path.join(buildDir, "manifest-ABCD1234.js"),
    `window.__remixManifest=${JSON.stringify(MANIFEST)};`,
  );
  // The server build holds the same manifest as a JavaScript object literal.
  const literal = JSON.stringify(MANIFEST).replace(
    /"index":true/,
    "index: true, caseSensitive: void 0",
  );
  writeFileSync(
    path.join(dir, "build/index.js"),
    `var x = "{";\nvar assets_manifest_default = ${literal};\nexport { assets_manifest_default as assets };\n`,
  );
  return { buildDir, serverBuild: path.join(dir, "build/index.js") };
}

describe("regrouping the browser build", () => {
  it("starts each page with the entry, one start chunk, its layout's chunk and its route", async () => {
    const paths = build();
    await mergeChunks(paths);
    const { name, manifest } = readClientManifest(paths.buildDir);

    // The manifest's name and version follow its new content; the old file is gone.
    expect(name).not.toBe("manifest-ABCD1234.js");
    expect(manifest.url).toBe(`/build/${name}`);
    expect(name).toBe(`manifest-${manifest.version!.toUpperCase()}.js`);

    const start = manifest.entry.imports;
    expect(start).toHaveLength(1);
    expect(start[0]).toMatch(/^\/build\/_shared\/start-[\w-]+\.js$/);
    const home = manifest.routes["routes/_site._index"]!;
    expect(home.module).toMatch(/^\/build\/routes\/_site\._index-[\w-]+\.js$/);
    // i18n (reached from the root) is in the start chunk, the navbar in the site layout's.
    expect(manifest.routes.root!.imports).toEqual(start);
    const site = manifest.routes["routes/_site"]!.imports!;
    expect(site.some((url) => /\/site-layout-/.test(url))).toBe(true);
    expect(manifest.routes["routes/dashboard"]!.imports).toEqual(expect.arrayContaining(site));
    expect(
      manifest.routes["routes/dashboard"]!.imports!.some((url) => /\/dashboard-layout-/.test(url)),
    ).toBe(true);
    // A public page never loads the dashboard's group, even for a module both use (format),
    // and a tiny module both use (the stub) costs no request of its own.
    const services = manifest.routes["routes/_site.services"]!.imports!;
    expect(services.filter((url) => /\/dashboard-layout-/.test(url))).toEqual([]);
    const others = services.filter((url) => !start.includes(url) && !site.includes(url));
    expect(others).toHaveLength(2); // the card's chunk (with the home page) and format's

    // Every listed file exists; no file the compiler wrote is left behind.
    const all = [manifest.entry.module, ...Object.values(manifest.routes).map((r) => r.module)];
    for (const url of [...all, ...Object.values(manifest.routes).flatMap((r) => r.imports!)]) {
      expect(existsSync(path.join(paths.buildDir, url.slice("/build/".length))), url).toBe(true);
    }
    const left = readdirSync(paths.buildDir, { recursive: true }).map(String);
    expect(left.filter((file) => file in FILES || file === "manifest-ABCD1234.js")).toEqual([]);

    // The server build's copy is the browser's, and nothing around it changed.
    const server = readFileSync(paths.serverBuild, "utf8");
    expect(server.startsWith(`var x = "{";\nvar assets_manifest_default = `)).toBe(true);
    const literal = /assets_manifest_default = (\{.*\});\n/.exec(server)![1]!;
    expect(JSON.parse(literal)).toEqual(manifest);
  });

  it("keeps each route's exports and its lazy chunk working", async () => {
    const paths = build();
    await mergeChunks(paths);
    const { manifest } = readClientManifest(paths.buildDir);
    const load = (url: string) =>
      import(pathToFileURL(path.join(paths.buildDir, url.slice("/build/".length))).href);

    const home = await load(manifest.routes["routes/_site._index"]!.module);
    expect(home.default()).toBe("react:card");
    expect(home.handle).toEqual({ page: "home" });
    await expect(home.openDialog()).resolves.toBe("react:dialog");
    const dashboard = await load(manifest.routes["routes/dashboard"]!.module);
    expect(dashboard.default()).toBe("react:navtable#0");
    const services = await load(manifest.routes["routes/_site.services"]!.module);
    expect(services.default()).toBe("react:card#0");
  });

  it("fails clearly on a server build without exactly one manifest", async () => {
    const paths = build();
    writeFileSync(paths.serverBuild, "export const assets = {};\n");
    await expect(mergeChunks(paths)).rejects.toThrow(/changed shape/);
    // Checked before anything was rewritten: the compiler's output is as it was.
    expect(readFileSync(path.join(paths.buildDir, "root-ROOT0001.js"), "utf8")).toBe(
      `${FILES["root-ROOT0001.js"]}\n`,
    );
  });
});
