// The second factor (TOTP) of the signed-in account, and the second step of a sign-in with it on
// (docs/conventions.md, "Account security"). Every change is audit-logged and mailed.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import {
  accountFactors,
  recoveryCodes,
  recoveryCodesRevealed,
  totpStarted,
  totpState,
} from "../../core/contract/account-security.js";
import { done, item, saved, token } from "../../core/contract/answers.js";
import type { Db } from "../db/index.js";
import type { User } from "../db/types.js";
import { recordFactorChange, mailFactorChange } from "../auth/factor-events.js";
import { factorLimit } from "../auth/factor-limit.js";
import { loginGuard } from "../auth/login-guard.js";
import { verifyPassword } from "../auth/password.js";
import { authenticate } from "../auth/session.js";
import { signIn } from "../auth/sign-in.js";
import { totpUri } from "../auth/totp.js";
import { pendingLogins, twoFactor } from "../auth/two-factor.js";
import { ApiError } from "../http/errors.js";
import { visitorKey } from "../http/limits.js";
import { route } from "../http/route.js";
import { v } from "../http/validate.js";
import { t, type Lang } from "../i18n/index.js";
import { readSettings } from "../settings/store.js";
import { LOGIN_PASSWORD_MAX } from "../../core/validation/rules.js";

const CODE = v.code(40);
const PASSWORD = v.text({ max: LOGIN_PASSWORD_MAX });
const invalidCode = (lang: Lang) => ApiError.fields({ code: [t(lang, "totp_code_invalid")] });

export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;
  const factor = twoFactor(db, secret);
  const pending = pendingLogins(db);
  const guard = loginGuard(ctx.limits);
  const codeLimit = factorLimit(ctx);

  /** Both limits before a code is checked: the account's, then the address's (login-guard.ts). */
  async function admitCode(req: FastifyRequest, account: User) {
    const codeTry = await codeLimit.admit(req, account);
    try {
      return { codeTry, attempt: await guard.admit(visitorKey(req), account.email) };
    } catch (error) {
      await codeTry.withdrawn();
      throw error;
    }
  }

  // Who asks comes first: a stranger is told 401, whatever the form says. Recovery codes are
  // bound to the session (the token's jti) that made or asked for them (ADR 0021).
  const session = (req: FastifyRequest) => authenticate(req, db, secret);
  const user = async (req: FastifyRequest) => (await session(req)).user;
  const withCode = { before: user, body: { code: CODE } } as const;

  /** The authenticator app's entry names the company and the account. */
  async function uri(req: FastifyRequest, account: User, base32: string) {
    const settings = await readSettings(db);
    const issuer = req.lang === "ar" ? settings.ar_company_name : settings.en_company_name;
    return totpUri(base32, issuer || settings.en_company_name, account.email);
  }

  const read = {
    method: "GET",
    url: "/account/totp",
    before: user,
    answer: item(totpState),
  } as const;
  route(app, read, async (req, { before: account }) => {
    const state = await factor.state(account.id);
    const started = state.pendingSecret
      ? { secret: state.pendingSecret, uri: await uri(req, account, state.pendingSecret) }
      : null;
    return {
      status: 200,
      data: {
        enabled: state.enabled,
        enabled_at: state.enabledAt,
        pending: started,
        recovery_codes_left: state.recoveryLeft,
      },
    };
  });

  // What the app needs to hold an admin to the site's "admins must use a second factor".
  const factors = {
    method: "GET",
    url: "/account/factors",
    before: user,
    answer: item(accountFactors),
  } as const;
  route(app, factors, async (_req, { before: account }) => {
    const passkeys = await db
      .selectFrom("passkeys")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("user_id", "=", account.id)
      .executeTakeFirstOrThrow();
    return {
      status: 200,
      data: { totp: await factor.isOn(account.id), passkeys: Number(passkeys.n) },
    };
  });

  const start = {
    method: "POST",
    url: "/account/totp/start",
    before: user,
    answer: item(totpStarted),
  } as const;
  route(app, start, async (req, { before: account }) => {
    if (await factor.isOn(account.id)) throw ApiError.key(409, "totp_already_on");
    const base32 = await factor.start(account.id);
    return { status: 200, data: { secret: base32, uri: await uri(req, account, base32) } };
  });

  const confirm = {
    method: "POST",
    url: "/account/totp/confirm",
    before: session,
    body: { code: CODE },
    answer: saved(recoveryCodes),
  } as const;
  route(app, confirm, async (req, { before: { user: account, claims }, body: { code } }) => {
    if (await factor.isOn(account.id)) throw ApiError.key(409, "totp_already_on");
    if (!(await factor.state(account.id)).pendingSecret)
      throw ApiError.key(409, "totp_not_started");
    const codes = await db.transaction().execute(async (trx) => {
      const made = await factor.confirm(trx, account.id, code, claims.jti);
      if (made) await recordFactorChange(trx, account, "totp_on");
      return made;
    });
    if (!codes) throw invalidCode(req.lang);
    mailFactorChange(ctx, req, account, "totp_on");
    return { status: 200, message: t(req.lang, "totp_on"), data: { recovery_codes: codes } };
  });

  /** Runs `change` when `code` (TOTP or recovery) is good; a wrong code counts as a failed login. */
  async function checked<T>(
    req: FastifyRequest,
    account: User,
    code: string,
    change: (trx: Db) => Promise<T>,
  ): Promise<T> {
    if (!(await factor.isOn(account.id))) throw ApiError.key(409, "totp_not_on");
    const { codeTry, attempt } = await admitCode(req, account);
    const result = await db.transaction().execute(async (trx) => {
      if (!(await factor.check(trx, account.id, code))) return { passed: false as const };
      return { passed: true as const, value: await change(trx) };
    });
    if (!result.passed) {
      codeTry.failed();
      await attempt.failed();
      throw invalidCode(req.lang);
    }
    await Promise.all([codeTry.passed(), attempt.succeeded()]);
    return result.value;
  }

  const disable = {
    method: "POST",
    url: "/account/totp/disable",
    ...withCode,
    answer: done,
  } as const;
  route(app, disable, async (req, { before: account, body: { code } }) => {
    await checked(req, account, code, async (trx) => {
      await factor.disable(trx, account.id);
      await recordFactorChange(trx, account, "totp_off");
    });
    mailFactorChange(ctx, req, account, "totp_off");
    return { status: 200, message: t(req.lang, "totp_off") };
  });

  const regenerate = {
    method: "POST",
    url: "/account/recovery-codes",
    before: session,
    body: { code: CODE },
    answer: saved(recoveryCodes),
  } as const;
  route(app, regenerate, async (req, { before: { user: account, claims }, body: { code } }) => {
    const codes = await checked(req, account, code, async (trx) => {
      const made = await factor.regenerate(trx, account.id, claims.jti);
      await recordFactorChange(trx, account, "recovery_regenerated");
      return made;
    });
    mailFactorChange(ctx, req, account, "recovery_regenerated");
    return {
      status: 200,
      message: t(req.lang, "recovery_codes_new"),
      data: { recovery_codes: codes },
    };
  });

  // The codes just made, for their download by the session that made them (or asked to see them
  // again), for a few minutes (REVEAL_MS); 404 to any other session and after.
  const reveal = {
    method: "GET",
    url: "/account/recovery-codes",
    before: session,
    answer: item(recoveryCodesRevealed),
  } as const;
  route(app, reveal, async (_req, { before: { user: account, claims } }) => {
    const shown = await factor.revealed(account.id, claims.jti);
    if (!shown) throw ApiError.key(404, "recovery_codes_gone");
    return { status: 200, data: { recovery_codes: shown.codes, until: shown.until } };
  });

  // Showing the codes again asks for a code (TOTP or recovery) or the password.
  const show = {
    method: "POST",
    url: "/account/recovery-codes/show",
    before: session,
    body: { code: v.optional(CODE), current_password: v.optional(PASSWORD) },
    answer: item(recoveryCodes),
  } as const;
  route(app, show, async (req, { before: { user: account, claims }, body }) => {
    const reopen = (trx: Db) => factor.reopen(trx, account.id, claims.jti);
    let codes: string[] | null;
    if (body.code) codes = await checked(req, account, body.code, reopen);
    else if (body.current_password) {
      await passwordChecked(req, account, body.current_password);
      codes = await db.transaction().execute(reopen);
    } else throw ApiError.fields({ code: [t(req.lang, "recovery_show_needs")] });
    if (!codes) throw ApiError.key(404, "recovery_codes_gone");
    return { status: 200, data: { recovery_codes: codes } };
  });

  /** A wrong password counts as a failed login (login-guard.ts). */
  async function passwordChecked(req: FastifyRequest, account: User, password: string) {
    const attempt = await guard.admit(visitorKey(req), account.email);
    if (!(await verifyPassword(account.password_hash, password))) {
      await attempt.failed();
      throw ApiError.fields({ current_password: [t(req.lang, "v_current_password")] });
    }
    await attempt.succeeded();
  }

  // The second step of a sign-in: the pending login's id from `login` and a code.
  const verify = {
    method: "POST",
    url: "/login/verify",
    body: { login_id: v.text({ max: 100 }), code: CODE },
    answer: token,
  } as const;
  route(app, verify, async (req, { body: input }) => {
    const waiting = await pending.find(input.login_id);
    if (!waiting) throw ApiError.key(401, "login_pending_expired");
    const account = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", waiting.user_id)
      .executeTakeFirstOrThrow();
    const { codeTry, attempt } = await admitCode(req, account);
    // The code is spent only with the pending login: a second request with it finds neither.
    const passed = await db.transaction().execute(async (trx) => {
      if (!(await factor.check(trx, account.id, input.code))) return false;
      if (!(await pending.finish(trx, waiting.id)))
        throw ApiError.key(401, "login_pending_expired");
      return true;
    });
    if (!passed) {
      codeTry.failed();
      await attempt.failed();
      await pending.miss(waiting.id, waiting.attempts);
      throw invalidCode(req.lang);
    }
    await Promise.all([codeTry.passed(), attempt.succeeded()]);
    return signIn(db, secret, account, req);
  });
}
