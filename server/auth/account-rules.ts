// Shared by register and reset (routes/account.ts), the password change (routes/sessions.ts),
// users/save (routes/users.ts) and `npm run admin -- set-password` (server/admin/cli.ts).
import type { Db } from "../db/index.js";
import type { FieldValue } from "../http/form.js";
import { Problems, v } from "../http/validate.js";
import type { Lang } from "../i18n/index.js";
import { weakPasswordReason } from "../../core/validation/password-strength.js";
import { verifyPassword } from "./password.js";
import {
  isUsername,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../../core/validation/rules.js";

export const passwordRules = { password: v.text({ min: PASSWORD_MIN, max: PASSWORD_MAX }) };

/** Reported on `password`, like Laravel's `confirmed`. */
export function confirmPassword(lang: Lang, fields: Record<string, FieldValue | undefined>) {
  const problems = new Problems(lang);
  if (fields.password && fields.password !== fields.password_confirmation) {
    problems.add("password", "v_confirmed");
  }
  return problems.errors;
}

/** The rule of core/validation/password-strength.ts, which the app's forms apply first. */
export async function checkStrength(
  problems: Problems,
  password: string,
  personal: (string | undefined)[],
  field = "password",
) {
  const reason = await weakPasswordReason(
    password,
    personal.filter((word): word is string => Boolean(word)),
  );
  if (reason) problems.add(field, `v_password_${reason}`);
}

/** A "new" password that is the current one changes nothing but the sessions it ends. */
export async function checkNotCurrent(
  problems: Problems,
  password: string,
  currentHash: string | null | undefined,
  field = "password",
) {
  if (currentHash && (await verifyPassword(currentHash, password))) {
    problems.add(field, "v_password_same");
  }
}

export async function checkUnique(
  db: Db,
  problems: Problems,
  input: { email?: string; username?: string },
  exceptId?: number,
) {
  for (const field of ["email", "username"] as const) {
    const value = input[field];
    if (!value) continue;
    let q = db.selectFrom("users").select("id").where(field, "=", value);
    if (exceptId) q = q.where("id", "!=", exceptId);
    if (await q.executeTakeFirst()) problems.add(field, "v_unique");
  }
}

export const usernameRule = v.text({ min: USERNAME_MIN, max: USERNAME_MAX });
export function checkUsername(problems: Problems, username: string) {
  if (!isUsername(username)) problems.add("username", "v_username");
}
