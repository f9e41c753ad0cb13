// Login, logout, the current user and token validation (spec §7 "Auth").
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { burnPasswordCheck, verifyPassword } from "../auth/password.js";
import { authenticate, publicUser } from "../auth/session.js";
import { signIn } from "../auth/sign-in.js";
import { pendingLogins, twoFactor } from "../auth/two-factor.js";
import type { AppContext } from "../context.js";
import { done, token } from "../../core/contract/answers.js";
import { user as userRecord } from "../../core/contract/records.js";
import { nowIso } from "../db/index.js";
import { ApiError } from "../http/errors.js";
import { visitorKey } from "../http/limits.js";
import { route } from "../http/route.js";
import { loginGuard } from "../auth/login-guard.js";
import { t } from "../i18n/index.js";
import { v } from "../http/validate.js";
import { LOGIN_PASSWORD_MAX } from "../../core/validation/rules.js";

const LOGIN = { email: v.email(), password: v.text({ max: LOGIN_PASSWORD_MAX }) };
/** With the second factor on, the password step earns a pending login, not a token. */
const pendingLogin = z.object({
  status: z.number(),
  two_factor: z.literal(true),
  login_id: z.string(),
  message: z.string(),
});

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;
  // Failed attempts only: a busy office behind one address must still be able to log in.
  const guard = loginGuard(ctx.limits);
  const factor = twoFactor(db, secret);
  const pending = pendingLogins(db);

  const signedIn = (req: FastifyRequest) => authenticate(req, db, secret);

  const login = {
    method: "POST",
    url: "/login",
    body: LOGIN,
    answer: z.union([token, pendingLogin]),
  } as const;
  route(app, login, async (req, { body: input }) => {
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
    // The token then comes from `login/verify` (docs/conventions.md, "Account security").
    if (await factor.isOn(user.id)) {
      const loginId = await pending.create(user.id);
      return {
        status: 200,
        two_factor: true as const,
        login_id: loginId,
        message: t(req.lang, "login_code_needed"),
      };
    }
    return signIn(db, secret, user, req);
  });

  const logout = { method: "POST", url: "/logout", before: signedIn, answer: done } as const;
  route(app, logout, async (req, { before: { claims } }) => {
    await db
      .updateTable("auth_tokens")
      .set({ revoked_at: nowIso() })
      .where("jti", "=", claims.jti)
      .execute();
    return { status: 200, message: t(req.lang, "logged_out") };
  });

  const me = z.object({ status: z.number(), user: userRecord });
  route(
    app,
    { method: "GET", url: "/user", before: signedIn, answer: me },
    async (_req, input) => ({
      status: 200,
      user: publicUser(input.before.user),
    }),
  );

  const valid = z.object({ status: z.number() });
  route(
    app,
    { method: "POST", url: "/validate-user", before: signedIn, answer: valid },
    async () => ({
      status: 200,
    }),
  );
}
