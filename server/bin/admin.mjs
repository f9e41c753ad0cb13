#!/usr/bin/env node
// README, "The admin account".
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("admin", process.argv.slice(2));
