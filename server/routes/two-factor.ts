// The second factor (TOTP) of the signed-in account, and the second step of a sign-in with it on
// (docs/conventions.md, "Account security"). Every change is audit-logged and mailed.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import type { Db } from "../db/index.js";
import type { User } from "../db/types.js";
import { recordFactorChange, mailFactorChange } from "../auth/factor-events.js";
import { loginGuard } from "../auth/login-guard.js";
import { authenticate } from "../auth/session.js";
import { signIn } from "../auth/sign-in.js";
import { totpUri } from "../auth/totp.js";
import { pendingLogins, twoFactor } from "../auth/two-factor.js";
import { ApiError } from "../http/errors.js";
import { readForm } from "../http/form.js";
import { visitorKey } from "../http/limits.js";
import { v, validate } from "../http/validate.js";
import { t, type Lang } from "../i18n/index.js";
import { readSettings } from "../settings/store.js";

const CODE = v.text({ max: 40 });
const invalidCode = (lang: Lang) => ApiError.fields({ code: [t(lang, "totp_code_invalid")] });

export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;
  const factor = twoFactor(db, secret);
  const pending = pendingLogins(db);
  const guard = loginGuard(ctx.limits);

  const user = async (req: FastifyRequest) => (await authenticate(req, db, secret)).user;
  const codeOf = async (req: FastifyRequest) => {
    const { fields } = await readForm(req);
    return validate(req.lang, fields, { code: CODE }).code;
  };

  /** The authenticator app's entry names the company and the account. */
  async function uri(req: FastifyRequest, account: User, base32: string) {
    const settings = await readSettings(db);
    const issuer = req.lang === "ar" ? settings.ar_company_name : settings.en_company_name;
    return totpUri(base32, issuer || settings.en_company_name, account.email);
  }

  app.get("/account/totp", async (req) => {
    const account = await user(req);
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
  app.get("/account/factors", async (req) => {
    const account = await user(req);
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

  app.post("/account/totp/start", async (req) => {
    const account = await user(req);
    if (await factor.isOn(account.id)) throw ApiError.key(409, "totp_already_on");
    const base32 = await factor.start(account.id);
    return { status: 200, data: { secret: base32, uri: await uri(req, account, base32) } };
  });

  app.post("/account/totp/confirm", async (req) => {
    const account = await user(req);
    const code = await codeOf(req);
    if (await factor.isOn(account.id)) throw ApiError.key(409, "totp_already_on");
    if (!(await factor.state(account.id)).pendingSecret)
      throw ApiError.key(409, "totp_not_started");
    const codes = await db.transaction().execute(async (trx) => {
      const made = await factor.confirm(trx, account.id, code);
      if (made) await recordFactorChange(trx, account, "totp_on");
      return made;
    });
    if (!codes) throw invalidCode(req.lang);
    mailFactorChange(ctx, req, account, "totp_on");
    return { status: 200, message: t(req.lang, "totp_on"), data: { recovery_codes: codes } };
  });

  /** Runs `change` when `code` (TOTP or recovery) is good; a wrong code counts as a failed login. */
  async function withCode<T>(
    req: FastifyRequest,
    account: User,
    change: (trx: Db) => Promise<T>,
  ): Promise<T> {
    const code = await codeOf(req);
    if (!(await factor.isOn(account.id))) throw ApiError.key(409, "totp_not_on");
    const attempt = await guard.admit(visitorKey(req), account.email);
    const result = await db.transaction().execute(async (trx) => {
      if (!(await factor.check(trx, account.id, code))) return { passed: false as const };
      return { passed: true as const, value: await change(trx) };
    });
    if (!result.passed) {
      await attempt.failed();
      throw invalidCode(req.lang);
    }
    await attempt.succeeded();
    return result.value;
  }

  app.post("/account/totp/disable", async (req) => {
    const account = await user(req);
    await withCode(req, account, async (trx) => {
      await factor.disable(trx, account.id);
      await recordFactorChange(trx, account, "totp_off");
    });
    mailFactorChange(ctx, req, account, "totp_off");
    return { status: 200, message: t(req.lang, "totp_off") };
  });

  app.post("/account/recovery-codes", async (req) => {
    const account = await user(req);
    const codes = await withCode(req, account, async (trx) => {
      const made = await factor.regenerate(trx, account.id);
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

  // The codes just made, for their download, for a few minutes (REVEAL_MS); 404 after.
  app.get("/account/recovery-codes", async (req) => {
    const account = await user(req);
    const shown = await factor.revealed(account.id);
    if (!shown) throw ApiError.key(404, "recovery_codes_gone");
    return { status: 200, data: { recovery_codes: shown.codes, until: shown.until } };
  });

  // The second step of a sign-in: the pending login's id from `login` and a code.
  app.post("/login/verify", async (req) => {
    const { fields } = await readForm(req);
    const input = validate(req.lang, fields, { login_id: v.text({ max: 100 }), code: CODE });
    const waiting = await pending.find(input.login_id);
    if (!waiting) throw ApiError.key(401, "login_pending_expired");
    const account = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", waiting.user_id)
      .executeTakeFirstOrThrow();
    const attempt = await guard.admit(visitorKey(req), account.email);
    // The code is spent only with the pending login: a second request with it finds neither.
    const passed = await db.transaction().execute(async (trx) => {
      if (!(await factor.check(trx, account.id, input.code))) return false;
      if (!(await pending.finish(trx, waiting.id)))
        throw ApiError.key(401, "login_pending_expired");
      return true;
    });
    if (!passed) {
      await attempt.failed();
      await pending.miss(waiting.id, waiting.attempts);
      throw invalidCode(req.lang);
    }
    await attempt.succeeded();
    return signIn(db, secret, account, req);
  });
}
