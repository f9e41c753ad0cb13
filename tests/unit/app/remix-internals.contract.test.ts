// What app/modules/hydration/ takes from Remix beyond its public API (ADR 0008): the pinned
// version, UNSAFE_RemixContext and the fields <DeferredScripts> reads from it, the shape of the
// compiler's client manifest that the boot script and compile-hints.mjs read. When Remix is
// upgraded this fails first, saying what to check.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { UNSAFE_RemixContext } from "@remix-run/react";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const CHECK = [
  "Remix changed under app/modules/hydration/. Check, against the new version's <Scripts>",
  "(@remix-run/react/dist/components.js): the context fields DeferredScripts reads (manifest,",
  "future.v3_lazyRouteDiscovery and v3_singleFetch, isSpaMode, serverHandoffString), the",
  "globals it writes (__remixContext, __remixManifest, __remixRouteModules) and the partial",
  "manifest of boot-script.server.ts (Remix's getPartialManifest); then the manifest file",
  "compile-hints.mjs reads. Update the pin here after.",
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

describe("the Remix internals app/modules/hydration relies on", () => {
  it("are those of the pinned, exact Remix version", () => {
    for (const name of ["@remix-run/react", "@remix-run/node", "@remix-run/server-runtime"]) {
      expect(installed(name), `${name}\n${CHECK}`).toBe("2.17.5");
    }
    expect(pinned("@remix-run/react"), `pin @remix-run/react exactly\n${CHECK}`).toBe("2.17.5");
  });

  it("still export UNSAFE_RemixContext as a React context", () => {
    const context = UNSAFE_RemixContext as unknown as { Provider?: unknown; $$typeof?: symbol };
    expect(context?.Provider, CHECK).toBeTruthy();
    expect(String(context.$$typeof), CHECK).toBe("Symbol(react.context)");
  });

  it("<Scripts> still writes the globals the deferred start writes in its place", () => {
    const components = readFileSync(
      path.join(root, "node_modules/@remix-run/react/dist/components.js"),
      "utf8",
    );
    for (const global of ["__remixContext", "__remixManifest", "__remixRouteModules"]) {
      expect(components.includes(global), `${global} not in <Scripts>\n${CHECK}`).toBe(true);
    }
    expect(components.includes("getPartialManifest"), CHECK).toBe(true);
  });

  it("the built client manifest has the fields the boot script and compile hints read", () => {
    // npm test builds before it runs vitest (tests/run.mjs).
    const dir = path.join(root, "public/build");
    const file = readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
    expect(file, `no manifest in public/build: run npm run build\n${CHECK}`).toBeTruthy();
    const window: { __remixManifest?: Record<string, unknown> } = {};
    vm.runInNewContext(readFileSync(path.join(dir, file!), "utf8"), { window });
    const manifest = window.__remixManifest as {
      entry: { module: unknown; imports: unknown };
      url: unknown;
      routes: Record<string, Record<string, unknown>>;
    };
    expect(typeof manifest?.entry?.module, CHECK).toBe("string");
    expect(Array.isArray(manifest.entry.imports), CHECK).toBe(true);
    expect(typeof manifest.url, CHECK).toBe("string");
    const rootRoute = manifest.routes.root;
    const home = manifest.routes["routes/_site._index"];
    expect(rootRoute && typeof rootRoute.module, CHECK).toBe("string");
    expect(home?.parentId, CHECK).toBe("routes/_site");
    expect(home?.index, CHECK).toBe(true);
    expect(Array.isArray(home?.imports), CHECK).toBe(true);
  });
});
