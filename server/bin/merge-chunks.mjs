// Regroups the browser build's shared chunks so a first visit fetches seven scripts, not
// twenty-five (ADR 0037; docs/performance.md, "fewer start-up scripts"). esbuild, which Remix's
// classic compiler runs with no say over chunking, makes one chunk per set of routes reaching a
// module; Rollup re-bundles that output with a few manual groups (moduleGroups below). The route
// modules stay entry points with their exports, and both copies of the assets manifest (the
// browser's file and the server build's) are rewritten to name the new files.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { fileURLToPath, pathToFileURL } from "node:url";
import { rollup } from "rollup";
import { readClientManifest } from "./client-manifest.mjs";

const SITE = "routes/_site";
const DASHBOARD = "routes/dashboard";
// Below this, a module costs a visitor more as a request of its own than as bytes in the start
// chunk: the compiler's stand-ins for server modules, a few constants.
const TINY = 256;
export const SERVER_MANIFEST = "assets_manifest_default = ";

/** Where the object or array literal starting at `start` ends, skipping string literals. */
function literalEnd(source, start) {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; source[i] !== c; i++) if (source[i] === "\\") i++;
    } else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error("unterminated assets manifest in the server build");
}

/** Where the server build's copy of the manifest sits: checked before anything is rewritten. */
function serverManifestAt(file) {
  const source = readFileSync(file, "utf8");
  const at = source.indexOf(SERVER_MANIFEST);
  if (at < 0 || source.indexOf(SERVER_MANIFEST, at + 1) >= 0) {
    throw new Error(
      `${file} does not hold exactly one "${SERVER_MANIFEST}…": the Remix compiler's server build ` +
        "changed shape; see tests/unit/app/remix-internals.contract.test.ts",
    );
  }
  const start = at + SERVER_MANIFEST.length;
  return { source, start, end: literalEnd(source, start) };
}

/**
 * Which group a shared module joins, from the entries (route ids) that reach it statically:
 * - "start", loaded on every page: what the client entry or the root reaches, and tiny modules
 *   not only the dashboard's;
 * - "site-layout": what the public layout reaches (the dashboard, which shares a few of these,
 *   loads it too);
 * - "dashboard-layout": what the dashboard's layout reaches and nothing outside the dashboard
 *   does, so a visitor never downloads it;
 * - else Rollup's own chunking (one chunk per set of entries), as esbuild's.
 */
function moduleGroups(manifest, inputs) {
  const entries = Object.keys(inputs);
  const under = (id, layout) => {
    for (let at = id; at; at = manifest.routes[at]?.parentId) if (at === layout) return true;
    return false;
  };
  let reach;
  const reachAll = (getModuleInfo) => {
    reach = new Map();
    for (const entry of entries) {
      const seen = new Set();
      const stack = [inputs[entry]];
      while (stack.length > 0) {
        for (const next of getModuleInfo(stack.pop())?.importedIds ?? []) {
          if (!seen.has(next)) {
            seen.add(next);
            stack.push(next);
          }
        }
      }
      reach.set(entry, seen);
    }
  };
  return (id, getModuleInfo) => {
    if (!reach) reachAll(getModuleInfo);
    const by = entries.filter((entry) => reach.get(entry).has(id));
    const onlyDashboard = by.every((entry) => under(entry, DASHBOARD));
    if (by.includes("entry.client") || by.includes("root")) return "start";
    const tiny = (getModuleInfo(id)?.code?.length ?? TINY) < TINY;
    if (tiny && !onlyDashboard) return "start";
    if (by.includes(SITE)) return "site-layout";
    if (by.includes(DASHBOARD) && onlyDashboard) return "dashboard-layout";
    return undefined;
  };
}

/**
 * @param {{ buildDir: string, publicPath?: string, serverBuild: string }} options
 * @returns {Promise<{ before: number, after: number }>} the number of script files
 */
export async function mergeChunks({ buildDir, publicPath = "/build/", serverBuild }) {
  const { manifest } = readClientManifest(buildDir);
  const server = serverManifestAt(serverBuild);
  const fileOf = (url) => path.join(buildDir, url.slice(publicPath.length));
  const inputs = { "entry.client": fileOf(manifest.entry.module) };
  for (const [id, route] of Object.entries(manifest.routes)) inputs[id] = fileOf(route.module);
  const entryFiles = new Set(Object.values(inputs));
  const before = readdirSync(buildDir, { recursive: true }).filter((f) => f.endsWith(".js"));

  const groupOf = moduleGroups(manifest, inputs);

  const bundle = await rollup({
    input: inputs,
    preserveEntrySignatures: "strict",
    treeshake: false,
    // The compiler's files import each other by URL (`/build/_shared/…`).
    plugins: [
      {
        name: "build-urls",
        resolveId: (source) =>
          source.startsWith(publicPath) ? fileOf(source.split("?")[0]) : undefined,
      },
    ],
    onwarn(warning, warn) {
      if (warning.code !== "CIRCULAR_DEPENDENCY") warn(warning);
    },
  });
  const { output } = await bundle.generate({
    format: "es",
    entryFileNames: "[name]-[hash].js",
    // esbuild's names carry esbuild's hash; the new one covers the new content.
    chunkFileNames: (chunk) => `_shared/${chunk.name.replace(/-[A-Z0-9]{8}$/, "")}-[hash].js`,
    manualChunks: (id, { getModuleInfo }) =>
      entryFiles.has(id) ? undefined : groupOf(id, getModuleInfo),
  });
  await bundle.close();

  const urlOf = (fileName) => publicPath + fileName;
  const chunks = new Map(output.filter((o) => o.type === "chunk").map((c) => [c.fileName, c]));
  const closure = (fileName) => {
    const seen = new Set();
    const walk = (f) => {
      for (const next of chunks.get(f)?.imports ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          walk(next);
        }
      }
    };
    walk(fileName);
    return [...seen].map(urlOf);
  };
  const idOfFile = new Map(Object.entries(inputs).map(([id, file]) => [file, id]));
  const byInput = new Map();
  for (const chunk of chunks.values()) {
    if (chunk.isEntry) byInput.set(idOfFile.get(chunk.facadeModuleId), chunk.fileName);
  }
  const moved = (id) => {
    const fileName = byInput.get(id);
    if (!fileName) throw new Error(`rollup wrote no file for ${id}`);
    return { module: urlOf(fileName), imports: closure(fileName) };
  };
  manifest.entry = moved("entry.client");
  for (const id of Object.keys(manifest.routes)) {
    manifest.routes[id] = { ...manifest.routes[id], ...moved(id) };
  }

  // The manifest file is cached as immutable too, so its name follows its new content.
  delete manifest.version;
  delete manifest.url;
  const version = createHash("sha256").update(JSON.stringify(manifest)).digest("hex").slice(0, 8);
  manifest.version = version;
  manifest.url = `${publicPath}manifest-${version.toUpperCase()}.js`;

  // Swap the scripts: every .js file the compiler wrote goes, Rollup's output comes in.
  for (const file of before) rmSync(path.join(buildDir, file));
  for (const chunk of chunks.values()) {
    const target = path.join(buildDir, chunk.fileName);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, chunk.code);
  }
  writeFileSync(
    path.join(buildDir, manifest.url.slice(publicPath.length)),
    `window.__remixManifest=${JSON.stringify(manifest)};`,
  );
  writeFileSync(
    serverBuild,
    server.source.slice(0, server.start) +
      JSON.stringify(manifest) +
      server.source.slice(server.end),
  );
  return { before: before.length, after: chunks.size + 1 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const { before, after } = await mergeChunks({
    buildDir: path.join(root, "public/build"),
    serverBuild: path.join(root, "build/index.js"),
  });
  console.log(`browser scripts regrouped: ${before} files → ${after}`);
}
