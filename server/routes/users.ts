// Admin user management: POST dashboard/users?page=n, POST users/save (create or update) and
// POST dashboard/users/delete (the dashboard's delete confirm, spec §2 "Admin list screens").
import type { FastifyInstance } from "fastify";
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
import { summarize } from "../audit/summary.js";
import { hashPassword } from "../auth/password.js";
import { adminOf, publicUser } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { deleted, paged, saved } from "../../core/contract/answers.js";
import { user as userRecord } from "../../core/contract/records.js";
import { engineOf } from "../db/index.js";
import { pagedRows } from "../db/paged.js";
import { claimStamp, keepStamp, sentStamp } from "../db/stamps.js";
import { ROLES, USER_TYPES, type User } from "../db/types.js";
import { ApiError, notFound } from "../http/errors.js";
import { LIST_QUERY, likeAny, listOf, pageMeta } from "../http/paging.js";
import { route } from "../http/route.js";
import { Problems, v, validate } from "../http/validate.js";
import { t } from "../i18n/index.js";
import { deliver } from "../mail/deliver.js";
import { roleChangedMail } from "../mail/templates/account-security.js";
import { PLACE_MAX } from "../../core/validation/rules.js";

export function userListRoute(app: FastifyInstance, ctx: AppContext) {
  const spec = {
    method: "POST",
    url: "/users",
    query: LIST_QUERY,
    queryInForm: true,
    answer: paged(userRecord),
  } as const;
  route(app, spec, async (_req, { query }) => {
    const { page, q } = listOf(query);
    let base = ctx.db.selectFrom("users");
    if (q)
      base = base.where(
        likeAny(engineOf(ctx.db), ["username", "email", "phone", "country", "city"], q),
      );
    const whole = q ? undefined : { db: ctx.db, table: "users" as const };
    const { total, rows } = await pagedRows<User>(base, page, "desc", whole);
    return { status: 200, data: rows.map(publicUser), meta: pageMeta(total, page) };
  });
}

async function adminCount(ctx: AppContext): Promise<number> {
  const row = await ctx.db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function userDeleteRoute(app: FastifyInstance, ctx: AppContext) {
  const spec = {
    method: "POST",
    url: "/users/delete",
    body: { id: v.int() },
    answer: deleted,
  } as const;
  route(app, spec, async (req, { body: { id } }) => {
    const me = adminOf(req);
    const user = await ctx.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!user) throw notFound();
    // An admin deleting themselves would end their own session mid-request: refused with a
    // reason. The site must keep an admin (the rule users/save applies to the role); with the
    // caller an admin this follows from the first rule, and is checked anyway for the record.
    if (user.id === me.id) throw ApiError.key(422, "user_delete_self");
    if (user.role === "admin" && (await adminCount(ctx)) <= 1)
      throw ApiError.key(422, "last_admin_delete");
    // Tokens and reset codes go with the user (cascade); service requests keep their text.
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("users").where("id", "=", id).execute();
      const { password_hash: _p, ...was } = user;
      await recordAudit(trx, me, {
        entity: "users",
        entityId: id,
        action: "delete",
        summary: summarize(was, null),
      });
    });
    return { status: 200, message: t(req.lang, "deleted"), data: { id } };
  });
}

export function userSaveRoute(app: FastifyInstance, ctx: AppContext) {
  // The other fields' rules depend on the record (a new user needs a password): the handler
  // checks them once it has read it.
  const spec = {
    method: "POST",
    url: "/users/save",
    body: { id: v.optional(v.int()) },
    answer: saved(userRecord),
  } as const;
  route(app, spec, async (req, { body: { id }, fields }) => {
    const { db } = ctx;
    const existing = id
      ? await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst()
      : undefined;
    if (id && !existing) throw notFound();
    const profile = {
      username: usernameRule,
      email: v.email(),
      country: v.optional(v.text({ max: PLACE_MAX })),
      city: v.optional(v.text({ max: PLACE_MAX })),
      phone: v.optional(v.phone()),
      type: v.oneOf(USER_TYPES),
      role: v.oneOf(ROLES),
    };
    // A new user needs a password; an edit keeps the current one unless a new one is given.
    const password = existing ? { password: v.optional(passwordRules.password) } : passwordRules;
    const input = validate(
      req.lang,
      fields,
      { ...profile, ...password },
      confirmPassword(req.lang, fields),
    );
    const problems = new Problems(req.lang);
    checkUsername(problems, input.username);
    if (input.password) {
      await checkStrength(problems, input.password, [input.username, input.email]);
      await checkNotCurrent(problems, input.password, existing?.password_hash);
    }
    await checkUnique(db, problems, input, id);
    problems.throwIfAny();
    if (existing?.role === "admin" && input.role !== "admin" && (await adminCount(ctx)) <= 1) {
      throw ApiError.key(422, "last_admin");
    }
    const values = {
      username: input.username,
      email: input.email,
      country: input.country ?? null,
      city: input.city ?? null,
      phone: input.phone ?? null,
      type: input.type,
      role: input.role,
      ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
    };
    const actor = adminOf(req);
    // The hash is compared only to say "password" changed; summarize never shows a secret.
    const summary = summarize(
      existing
        ? Object.fromEntries(Object.keys(values).map((k) => [k, existing[k as keyof User]]))
        : null,
      values,
    );
    const audit = (trx: typeof db, saved: User) =>
      recordAudit(trx, actor, {
        entity: "users",
        entityId: saved.id,
        action: existing ? "update" : "create",
        summary,
      });
    let user: User;
    if (existing) {
      user = await db.transaction().execute(async (trx) => {
        // A form opened before the account's last change is refused (server/db/stamps.ts).
        const sent = sentStamp(fields.updated_at);
        const previous = await claimStamp(trx, req.lang, "users", existing.id, sent);
        if (summary === "") await keepStamp(trx, "users", existing.id, previous);
        // A new password ends the user's sessions, as a reset does.
        if (input.password) {
          await trx
            .updateTable("auth_tokens")
            .set({ revoked_at: new Date().toISOString() })
            .where("user_id", "=", existing.id)
            .where("revoked_at", "is", null)
            .execute();
        }
        const saved = await trx
          .updateTable("users")
          .set(values)
          .where("id", "=", existing.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, saved);
        return saved;
      });
    } else {
      user = await db.transaction().execute(async (trx) => {
        const saved = await trx
          .insertInto("users")
          .values({
            ...values,
            password_hash: values.password_hash ?? "",
            updated_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, saved);
        return saved;
      });
    }
    if (existing && existing.role !== user.role) {
      deliver(ctx, req.log, "account", (brand) =>
        roleChangedMail(user.email, req.lang, user.role, brand),
      );
    }
    return { status: 200, message: t(req.lang, "saved"), data: publicUser(user) };
  });
}
