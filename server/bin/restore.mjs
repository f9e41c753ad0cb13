#!/usr/bin/env node
// `npm run restore -- --from <folder> [--force]`: puts a backup back (docs/deploy.md,
// "Backups"). Stop the product first; --force replaces an existing database.
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("restore", process.argv.slice(2));
