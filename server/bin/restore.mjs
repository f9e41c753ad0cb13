#!/usr/bin/env node
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("restore", process.argv.slice(2));
