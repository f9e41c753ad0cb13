#!/usr/bin/env node
// `npm run backup -- --to <folder>` (docs/deploy.md, "Backups"); safe while the product runs.
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("backup", process.argv.slice(2));
