#!/usr/bin/env node
// `npm run admin -- set-password <email>` (README, "The admin account").
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("admin", process.argv.slice(2));
