// Bundles the provider's TypeScript into one ESM file; npm packages stay external (node_modules).
// Then encodes the demo pictures into dist/seed-images, which ships with the bundle (ADR 0020).
import { build } from "esbuild";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, "dist");
// Bundled beside the image worker it forks, run once below, then removed: not part of the product.
const SHIP = "ship-seed-images";

await build({
  // The provider, its image worker (forked from dist/index.js as dist/image-worker.js, ADR
  // 0016), the app's HTTP server (which loads the Remix build at run time), the backup tool
  // (server/bin/backup.mjs, restore.mjs) and the admin tool (server/bin/admin.mjs).
  entryPoints: {
    index: path.join(here, "index.ts"),
    "image-worker": path.join(here, "storage/image-worker.ts"),
    "app-server": path.join(here, "app-server.ts"),
    backup: path.join(here, "backup/cli.ts"),
    admin: path.join(here, "admin/cli.ts"),
    [SHIP]: path.join(here, "db/seed/ship-images.ts"),
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  // The mail templates (server/mail/templates/*.tsx) use React's automatic runtime, as tsconfig says.
  jsx: "automatic",
  sourcemap: true,
  logLevel: "warning",
});

const started = Date.now();
const ship = path.join(outdir, `${SHIP}.js`);
try {
  const { buildSeedImages } = await import(pathToFileURL(ship).href);
  const { pictures, encoded } = await buildSeedImages();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`seed images: ${pictures} pictures, ${encoded} encoded now (${seconds} s)`);
} finally {
  await rm(ship, { force: true });
  await rm(`${ship}.map`, { force: true });
}
