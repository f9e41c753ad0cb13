// What the app still takes from Remix beyond its public API (ADR 0008, ADR 0037): the pinned
// version, the shape of the compiler's client manifest that server/bin/compile-hints.mjs and
// server/bin/merge-chunks.mjs read, the server build's copy that merge-chunks.mjs rewrites, and the
// router Remix leaves on `window.__remixRouter`, which app/utils/chunk-reload.ts reads to
// reload the page a failed navigation was headed for. When Remix is upgraded this fails first,
// saying what to check.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { readClientManifest } from "../../../server/bin/client-manifest.mjs";
import { SERVER_MANIFEST } from "../../../server/bin/merge-chunks.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
const CHECK = [
  "Remix changed. Check the client manifest file server/bin/compile-hints.mjs and",
  "merge-chunks.mjs read (window.__remixManifest: entry.module, entry.imports, routes), the",
  "server build's `assets_manifest_default = {…}` merge-chunks.mjs rewrites, and window.__remixRouter's",
  "state.navigation, which app/utils/chunk-reload.ts reads. Update the pin here after.",
].join("\n");

const pinned = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    }
  ).dependencies[name];
const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

describe("the Remix internals the app relies on", () => {
  it("are those of the pinned, exact Remix version", () => {
    for (const name of ["@remix-run/react", "@remix-run/node", "@remix-run/server-runtime"]) {
      expect(installed(name), `${name}\n${CHECK}`).toBe("2.17.5");
    }
    expect(pinned("@remix-run/react"), `pin @remix-run/react exactly\n${CHECK}`).toBe("2.17.5");
  });

  it("still leave the router on window.__remixRouter", () => {
    const browser = readFileSync(
      path.join(root, "node_modules/@remix-run/react/dist/browser.js"),
      "utf8",
    );
    expect(browser.includes("window.__remixRouter"), CHECK).toBe(true);
  });

  it("the built client manifest has the fields compile-hints.mjs reads", () => {
    // npm test builds before it runs vitest (tests/run.mjs).
    const dir = path.join(root, "public/build");
    const file = readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
    expect(file, `no manifest in public/build: run npm run build\n${CHECK}`).toBeTruthy();
    const window: { __remixManifest?: Record<string, unknown> } = {};
    vm.runInNewContext(readFileSync(path.join(dir, file!), "utf8"), { window });
    const manifest = window.__remixManifest as { entry?: { module: unknown; imports: unknown } };
    expect(typeof manifest?.entry?.module, CHECK).toBe("string");
    expect(Array.isArray(manifest.entry?.imports), CHECK).toBe(true);
  });

  it("leave one copy of the manifest in the server build, the browser's after the regrouping", () => {
    const { manifest } = readClientManifest(path.join(root, "public/build"));
    const server = readFileSync(path.join(root, "build/index.js"), "utf8");
    const copies = server.split(SERVER_MANIFEST);
    expect(copies, CHECK).toHaveLength(2);
    // merge-chunks.mjs writes it as JSON, on one line.
    const literal = copies[1]!.slice(0, copies[1]!.indexOf(";\n"));
    expect(JSON.parse(literal), CHECK).toEqual(manifest);
  });
});
