#!/usr/bin/env node
// docs/deploy.md, "Backups"; safe while the product runs.
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("backup", process.argv.slice(2));
