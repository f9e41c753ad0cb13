#!/usr/bin/env node
// `npm run restore -- --from <folder> [--force]` (docs/deploy.md, "Backups").
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("restore", process.argv.slice(2));
