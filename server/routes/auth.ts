// Login, logout, the current user and token validation (spec §7 "Auth").
import type { FastifyInstance } from "fastify";
import { burnPasswordCheck, verifyPassword } from "../auth/password.js";
import { authenticate, publicUser } from "../auth/session.js";
import { signIn } from "../auth/sign-in.js";
import { pendingLogins, twoFactor } from "../auth/two-factor.js";
import type { AppContext } from "../context.js";
import { nowIso } from "../db/index.js";
import { ApiError } from "../http/errors.js";
import { readForm } from "../http/form.js";
import { visitorKey } from "../http/limits.js";
import { loginGuard } from "../auth/login-guard.js";
import { t } from "../i18n/index.js";
import { v, validate } from "../http/validate.js";
import { LOGIN_PASSWORD_MAX } from "../../app/modules/validation/rules.js";

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;
  // Failed attempts only: a busy office behind one address must still be able to log in.
  const guard = loginGuard(ctx.limits);
  const factor = twoFactor(db, secret);
  const pending = pendingLogins(db);

  app.post("/login", async (req) => {
    const { fields } = await readForm(req);
    const input = validate(req.lang, fields, {
      email: v.email(),
      password: v.text({ max: LOGIN_PASSWORD_MAX }),
    });
    const attempt = await guard.admit(visitorKey(req), input.email);
    const user = await db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", input.email)
      .executeTakeFirst();
    const valid = user
      ? await verifyPassword(user.password_hash, input.password)
      : await burnPasswordCheck(input.password).then(() => false);
    if (!user || !valid) {
      await attempt.failed();
      throw ApiError.key(401, "login_failed");
    }
    await attempt.succeeded();
    // With the second factor on, the password step only earns a pending login: the token comes
    // from `login/verify` with a code (docs/conventions.md, "Account security").
    if (await factor.isOn(user.id)) {
      const loginId = await pending.create(user.id);
      return {
        status: 200,
        two_factor: true,
        login_id: loginId,
        message: t(req.lang, "login_code_needed"),
      };
    }
    return signIn(db, secret, user, req);
  });

  app.post("/logout", async (req) => {
    const { claims } = await authenticate(req, db, secret);
    await db
      .updateTable("auth_tokens")
      .set({ revoked_at: nowIso() })
      .where("jti", "=", claims.jti)
      .execute();
    return { status: 200, message: t(req.lang, "logged_out") };
  });

  app.get("/user", async (req) => {
    const { user } = await authenticate(req, db, secret);
    return { status: 200, user: publicUser(user) };
  });

  app.post("/validate-user", async (req) => {
    await authenticate(req, db, secret);
    return { status: 200 };
  });
}
