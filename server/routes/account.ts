// Register, forgotten password and reset (spec §7 "Auth"; the reset by a mailed code: ADR 0003,
// its length and the link: ADR 0021).
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  checkNotCurrent,
  checkStrength,
  checkUnique,
  checkUsername,
  confirmPassword,
  passwordRules,
  usernameRule,
} from "../auth/account-rules.js";
import { recordAudit } from "../audit/log.js";
import { hashPassword } from "../auth/password.js";
import { newResetCode, normalResetCode, resetCodeHash } from "../auth/reset-code.js";
import type { AppContext } from "../context.js";
import { done } from "../../core/contract/answers.js";
import { nowIso } from "../db/index.js";
import { USER_TYPES } from "../db/types.js";
import { ApiError } from "../http/errors.js";
import type { FieldValue } from "../http/form.js";
import { enforce, perVisitor } from "../http/limits.js";
import { route } from "../http/route.js";
import { Problems, v } from "../http/validate.js";
import { t } from "../i18n/index.js";
import { deliver } from "../mail/deliver.js";
import { passwordChangedMail } from "../mail/templates/account-security.js";
import { resetCodeMail } from "../mail/templates/reset-code.js";
import { CODE_MAX, PLACE_MAX } from "../../core/validation/rules.js";

const CODE_TTL_MS = 15 * 60_000;
/** Codes of one account good at once (ADR 0021). */
const LIVE_CODES = 5;

const REGISTER = {
  username: usernameRule,
  email: v.email(),
  ...passwordRules,
  country: v.text({ max: PLACE_MAX }),
  city: v.text({ max: PLACE_MAX }),
  phone: v.phone(),
  type: v.oneOf(USER_TYPES),
};
const RESET = { email: v.email(), code: v.code(CODE_MAX), ...passwordRules };

const confirmed = (req: FastifyRequest, fields: Record<string, FieldValue>) =>
  confirmPassword(req.lang, fields);

/** The app's page that takes the code, filled in; only from PUBLIC_URL, never from a request. */
function resetLink(publicUrl: string | undefined, email: string, code: string): string | null {
  if (!publicUrl) return null;
  const url = new URL("/auth/new_password", publicUrl);
  url.search = new URLSearchParams({ email, code }).toString();
  return url.href;
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;

  const register = {
    method: "POST",
    url: "/register",
    before: perVisitor(ctx.limits.register),
    body: REGISTER,
    check: confirmed,
    answer: done,
  } as const;
  route(app, register, async (req, { body: input }) => {
    const { password, ...profile } = input;
    // Hashed before the uniqueness check, and awaited either way: "already taken" takes as long
    // as a new account, so telling who has one costs what a login guess costs (docs/security.md).
    const hashing = hashPassword(password);
    const problems = new Problems(req.lang);
    checkUsername(problems, input.username);
    await checkStrength(problems, password, [input.username, input.email]);
    await checkUnique(db, problems, input);
    const password_hash = await hashing;
    problems.throwIfAny();
    await db
      .insertInto("users")
      .values({ ...profile, password_hash, role: "user" })
      .execute();
    return { status: 200, message: t(req.lang, "registered") };
  });

  const forgot = {
    method: "POST",
    url: "/password/forgot",
    before: perVisitor(ctx.limits.forgotAddress),
    body: { email: v.email() },
    answer: done,
  } as const;
  route(app, forgot, async (req, { body: { email }, before: address }) => {
    // Per account at this address, never per account alone: requests from strangers' addresses
    // must not leave the owner without a code. A new code replaces one that guesses have burnt.
    await enforce(ctx.limits.forgotAccountAddress, `${email}\n${address}`);
    const user = await db
      .selectFrom("users")
      .select(["id", "email"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (user) {
      // Earlier codes stay good until they expire or one is used: a stranger asking for another
      // does not retire the owner's. Only the newest few, so that guesses have few to find.
      const code = newResetCode();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("password_resets")
          .values({
            user_id: user.id,
            code_hash: resetCodeHash(secret, code),
            expires_at: new Date(Date.now() + CODE_TTL_MS).toISOString(),
          })
          .execute();
        const live = await trx
          .selectFrom("password_resets")
          .select("id")
          .where("user_id", "=", user.id)
          .where("used_at", "is", null)
          .where("expires_at", ">", nowIso())
          .orderBy("id", "desc")
          .execute();
        const older = live.slice(LIVE_CODES).map((row) => row.id);
        if (older.length > 0) {
          await trx
            .updateTable("password_resets")
            .set({ used_at: nowIso() })
            .where("id", "in", older)
            .execute();
        }
      });
      const link = resetLink(ctx.config.publicUrl, user.email, code);
      // The answer must not differ for known addresses, so a mail failure is only logged.
      deliver(ctx, req.log, "reset", (brand) =>
        resetCodeMail(user.email, req.lang, { code, link }, brand),
      );
    }
    return { status: 200, message: t(req.lang, "password_forgot_sent") };
  });

  const reset = {
    method: "POST",
    url: "/password/reset",
    before: perVisitor(ctx.limits.resetAddress),
    body: RESET,
    check: confirmed,
    answer: done,
  } as const;
  route(app, reset, async (req, { body: input }) => {
    // Before the code is checked: a refused password leaves the code for the next try.
    const weak = new Problems(req.lang);
    await checkStrength(weak, input.password, [input.email]);
    weak.throwIfAny();
    const invalid = () => ApiError.fields({ code: [t(req.lang, "reset_code_invalid")] });
    const user = await db
      .selectFrom("users")
      .select(["id", "username", "email", "password_hash"])
      .where("email", "=", input.email)
      .executeTakeFirst();
    const code = normalResetCode(input.code);
    if (!user || !code) throw invalid();
    // Wrong guesses change nothing: the code is too long to find (ADR 0021), and the address's
    // limit above paces whoever tries.
    const reset = await db
      .selectFrom("password_resets")
      .select("id")
      .where("user_id", "=", user.id)
      .where("code_hash", "=", resetCodeHash(secret, code))
      .where("used_at", "is", null)
      .where("expires_at", ">", nowIso())
      .executeTakeFirst();
    if (!reset) throw invalid();
    // Only once the code is good: without it, the answer would tell anyone an account's password.
    const same = new Problems(req.lang);
    await checkNotCurrent(same, input.password, user.password_hash);
    same.throwIfAny();
    const hash = await hashPassword(input.password);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      // Spent once: of two requests with the same code, only the first finds it unused.
      const spent = await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("id", "=", reset.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw invalid();
      // The account's other codes go with it.
      await trx
        .updateTable("password_resets")
        .set({ used_at: now })
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
      await trx
        .updateTable("users")
        .set({ password_hash: hash })
        .where("id", "=", user.id)
        .execute();
      await trx
        .updateTable("auth_tokens")
        .set({ revoked_at: now })
        .where("user_id", "=", user.id)
        .where("revoked_at", "is", null)
        .execute();
      await recordAudit(trx, user, {
        entity: "users",
        entityId: user.id,
        action: "update",
        summary: "password reset by mailed code; all sessions ended",
      });
    });
    deliver(ctx, req.log, "account", (brand) =>
      passwordChangedMail(user.email, req.lang, now, brand),
    );
    return { status: 200, message: t(req.lang, "password_reset_done") };
  });
}
