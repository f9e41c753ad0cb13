// Bundles the provider's TypeScript into one ESM file; npm packages stay external (node_modules).
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

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
  },
  outdir: path.join(here, "dist"),
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
