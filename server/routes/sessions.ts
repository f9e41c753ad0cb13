// The signed-in user's own account security (docs/conventions.md, "Account security"): their
// sessions and a password change. Any role; each call acts only on the caller's account.
// Every step is in the audit log (entity users, the account's id) and mailed to the holder.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/log.js";
import { checkStrength, confirmPassword, passwordRules } from "../auth/account-rules.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { authenticate } from "../auth/session.js";
import {
  describeSession,
  endOtherSessions,
  endSession,
  listSessions,
  type EndedSession,
} from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { sessionsEnded } from "../../core/contract/account-security.js";
import { done, list, saved } from "../../core/contract/answers.js";
import { accountSession } from "../../core/contract/records.js";
import { nowIso } from "../db/index.js";
import type { User } from "../db/types.js";
import { ApiError } from "../http/errors.js";
import type { FieldValue } from "../http/form.js";
import { route } from "../http/route.js";
import { Problems, v } from "../http/validate.js";
import { t } from "../i18n/index.js";
import { deliver } from "../mail/deliver.js";
import { passwordChangedMail, sessionsEndedMail } from "../mail/templates/account-security.js";
import { LOGIN_PASSWORD_MAX } from "../../core/validation/rules.js";

const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;

  const mailEnded = (req: FastifyRequest, user: User, ended: EndedSession[]) => {
    const when = nowIso();
    deliver(ctx, req.log, "account", (brand) =>
      sessionsEndedMail(user.email, req.lang, when, ended.map(describeSession), brand),
    );
  };

  // Who asks comes first: a stranger is told 401, whatever the form says.
  const signedIn = (req: FastifyRequest) => authenticate(req, db, secret);

  route(
    app,
    { method: "GET", url: "/account/sessions", before: signedIn, answer: list(accountSession) },
    async (_req, { before: { user, claims } }) => ({
      status: 200,
      data: await listSessions(db, user.id, claims.jti),
    }),
  );

  const end = {
    method: "POST",
    url: "/account/sessions/end",
    before: signedIn,
    body: { id: v.text({ max: 64 }) },
    answer: done,
  } as const;
  route(app, end, async (req, { before: { user }, body: { id } }) => {
    if (!SESSION_ID.test(id)) throw ApiError.key(404, "session_not_found");
    const ended = await db.transaction().execute(async (trx) => {
      const session = await endSession(trx, user.id, id);
      if (session) {
        await recordAudit(trx, user, {
          entity: "users",
          entityId: user.id,
          action: "update",
          summary: `session ended: ${describeSession(session)}`,
        });
      }
      return session;
    });
    if (!ended) throw ApiError.key(404, "session_not_found");
    mailEnded(req, user, [ended]);
    return { status: 200, message: t(req.lang, "session_ended") };
  });

  const endOthers = {
    method: "POST",
    url: "/account/sessions/end-others",
    before: signedIn,
    answer: saved(sessionsEnded),
  } as const;
  route(app, endOthers, async (req, { before: { user, claims } }) => {
    const ended = await db.transaction().execute(async (trx) => {
      const sessions = await endOtherSessions(trx, user.id, claims.jti);
      if (sessions.length > 0) {
        await recordAudit(trx, user, {
          entity: "users",
          entityId: user.id,
          action: "update",
          summary: `other sessions ended (${sessions.length}): ${sessions.map(describeSession).join("; ")}`,
        });
      }
      return sessions;
    });
    if (ended.length > 0) mailEnded(req, user, ended);
    return { status: 200, message: t(req.lang, "sessions_ended"), data: { ended: ended.length } };
  });

  const password = {
    method: "POST",
    url: "/account/password",
    before: signedIn,
    body: { current_password: v.text({ max: LOGIN_PASSWORD_MAX }), ...passwordRules },
    check: (req: FastifyRequest, fields: Record<string, FieldValue>) =>
      confirmPassword(req.lang, fields),
    answer: done,
  } as const;
  route(app, password, async (req, { before: { user, claims }, body: input }) => {
    const problems = new Problems(req.lang);
    // Both checks, so one answer names every field at fault.
    if (!(await verifyPassword(user.password_hash, input.current_password)))
      problems.add("current_password", "v_current_password");
    else if (input.password === input.current_password) problems.add("password", "v_password_same");
    await checkStrength(problems, input.password, [user.username, user.email]);
    problems.throwIfAny();
    const hash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ password_hash: hash })
        .where("id", "=", user.id)
        .execute();
      // A stolen session must not outlive the password that let it in.
      const ended = await endOtherSessions(trx, user.id, claims.jti);
      await recordAudit(trx, user, {
        entity: "users",
        entityId: user.id,
        action: "update",
        summary: `password changed; other sessions ended: ${ended.length}`,
      });
    });
    const when = nowIso();
    deliver(ctx, req.log, "account", (brand) =>
      passwordChangedMail(user.email, req.lang, when, brand),
    );
    return { status: 200, message: t(req.lang, "password_changed") };
  });
}
