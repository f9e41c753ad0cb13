#!/usr/bin/env node
// `npm run backup -- --to <folder>`: the database (online) and every stored file into a new
// folder, with a manifest (docs/deploy.md, "Backups"). Safe while the product runs.
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("backup", process.argv.slice(2));
