#!/usr/bin/env node
// `npm run admin -- set-password <email>`: sets an account's password in the database the
// provider uses (README, "The admin account"), e.g. when the first start's password is lost.
import { runBundled } from "./run-bundled.mjs";

process.exitCode = await runBundled("admin", process.argv.slice(2));
