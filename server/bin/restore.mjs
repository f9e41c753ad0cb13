#!/usr/bin/env node
// docs/deploy.md, "Backups"; every checksum is checked before anything is replaced.
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("restore", process.argv.slice(2));
