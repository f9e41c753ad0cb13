// Entry of `npm run admin` (server/bin/admin.mjs), bundled into server/dist/admin.js like the
// provider: account chores an operator needs without the website, such as a lost admin
// password. It reads the provider's variables (DATA_DIR, DATABASE_URL) and works on both engines.
import { parseArgs } from "node:util";
import { checkNotCurrent, checkStrength } from "../auth/account-rules.js";
import { hashPassword } from "../auth/password.js";
import { resolveDataDir } from "../bin/secrets.mjs";
import { databaseTarget } from "../config.js";
import { openDb } from "../db/index.js";
import { Problems } from "../http/validate.js";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../core/validation/rules.js";
import { askHidden } from "./ask-hidden.js";

const USAGE =
  "usage: npm run admin -- set-password <email>\n" +
  "  The new password is read from ADMIN_PASSWORD, or asked for (not shown) on a terminal.\n";

class UsageError extends Error {}

async function newPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    throw new UsageError("no terminal to ask on: set ADMIN_PASSWORD to the new password");
  }
  const first = await askHidden("New password: ");
  const again = await askHidden("Again: ");
  if (first !== again) throw new UsageError("the two passwords differ; nothing was changed");
  return first;
}

/** The forms' rules (server/auth/account-rules.ts), in the forms' English words. */
async function refusal(
  password: string,
  user: { username: string; email: string; password_hash: string },
): Promise<string | undefined> {
  const problems = new Problems("en");
  await checkStrength(problems, password, [user.username, user.email]);
  await checkNotCurrent(problems, password, user.password_hash);
  return problems.errors.password?.join(" ");
}

/** Sets the password of the account with `email`, hashed as the provider hashes it. */
async function setPassword(email: string, env: NodeJS.ProcessEnv) {
  const password = await newPassword(env);
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    throw new UsageError(`the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  }
  const db = openDb(databaseTarget(env.DATABASE_URL?.trim() || undefined, resolveDataDir(env)));
  try {
    const user = await db
      .selectFrom("users")
      .select(["id", "username", "email", "password_hash"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) throw new UsageError(`no account has the email ${email}`);
    const refused = await refusal(password, user);
    if (refused) throw new UsageError(`password refused: ${refused} Nothing was changed.`);
    await db
      .updateTable("users")
      .set({ password_hash: await hashPassword(password) })
      .where("id", "=", user.id)
      .execute();
  } finally {
    await db.destroy();
  }
}

export async function main(argv: string[], env = process.env): Promise<number> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = positionals;
  if (command !== "set-password" || !email || rest.length) {
    process.stderr.write(USAGE);
    return 2;
  }
  try {
    await setPassword(email, env);
    const line = { level: "info", source: "admin", message: "password set", email };
    process.stdout.write(`${JSON.stringify(line)}\n`);
    return 0;
  } catch (error) {
    // One JSON line, like the provider's log, so scripts read why (README, "The admin account").
    const line = { level: "error", source: "admin", message: (error as Error).message, email };
    process.stderr.write(`${JSON.stringify(line)}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}
