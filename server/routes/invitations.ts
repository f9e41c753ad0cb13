// Staff invitations (docs/conventions.md, "Staff invitations"): admins invite by email and role,
// list and withdraw the pending ones; the mailed code (7 days, once) lets the colleague choose a
// password and signs them in.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  checkStrength,
  checkUnique,
  checkUsername,
  confirmPassword,
  passwordRules,
  usernameRule,
} from "../auth/account-rules.js";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import {
  INVITATION_TTL_MS,
  invitationCodeHash,
  newInvitationCode,
} from "../auth/invitation-code.js";
import { hashPassword } from "../auth/password.js";
import { adminOf } from "../auth/session.js";
import { signIn } from "../auth/sign-in.js";
import type { AppContext } from "../context.js";
import { deleted, item, list, saved, token } from "../../core/contract/answers.js";
import { INVITED_ROLES } from "../../core/contract/lists.js";
import { invitation as invitationRecord, invitationPreview } from "../../core/contract/records.js";
import { nowIso, type Db } from "../db/index.js";
import {
  PENDING_INVITATION_INDEX,
  type InvitedRole,
  type StaffInvitationsTable,
} from "../db/invitation-types.js";
import { isUniqueViolation } from "../db/unique.js";
import { ApiError } from "../http/errors.js";
import { perVisitor } from "../http/limits.js";
import { route } from "../http/route.js";
import { Problems, v } from "../http/validate.js";
import { t, type MessageKey } from "../i18n/index.js";
import { deliver } from "../mail/deliver.js";
import { invitationMail } from "../mail/templates/invitation.js";
import { INVITATION_CODE_MAX } from "../../core/validation/rules.js";
import type { Selectable } from "kysely";

type Invitation = Selectable<StaffInvitationsTable>;

/** The app's page that takes the code; only from PUBLIC_URL, never from a request (ADR 0021). */
function invitationLink(publicUrl: string | undefined, code: string): string | null {
  if (!publicUrl) return null;
  const url = new URL("/auth/invitation", publicUrl);
  url.search = new URLSearchParams({ token: code }).toString();
  return url.href;
}

const pending = (db: Db) =>
  db
    .selectFrom("staff_invitations")
    .selectAll()
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", nowIso());

function listed(row: Invitation) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: { id: row.invited_by, username: row.inviter_name, email: row.inviter_email },
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

/** The new invitation with its audit line, in the caller's transaction. */
async function openInvitation(
  trx: Db,
  me: ReturnType<typeof adminOf>,
  { email, role, code, secret }: { email: string; role: InvitedRole; code: string; secret: string },
) {
  // An expired one still holds the email in the index (migration 0020): closed as of its end.
  await trx
    .updateTable("staff_invitations")
    .set((eb) => ({ withdrawn_at: eb.ref("expires_at") }))
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", "<=", nowIso())
    .execute();
  const made = await trx
    .insertInto("staff_invitations")
    .values({
      email,
      role,
      code_hash: invitationCodeHash(secret, code) ?? "",
      invited_by: me.id,
      inviter_name: me.username,
      inviter_email: me.email,
      expires_at: new Date(Date.now() + INVITATION_TTL_MS).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, me, {
    entity: "invitations",
    entityId: made.id,
    action: "create",
    summary: summarize(null, { email, role }),
  });
  return made;
}

export function invitationAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  const index = { method: "POST", url: "/invitations", answer: list(invitationRecord) } as const;
  route(app, index, async () => {
    const rows = await pending(db).orderBy("id", "desc").execute();
    return { status: 200, data: rows.map(listed) };
  });

  const create = {
    method: "POST",
    url: "/invitations/save",
    body: { email: v.email(), role: v.oneOf(INVITED_ROLES) },
    answer: saved(invitationRecord),
  } as const;
  route(app, create, async (req, { body: { email, role } }) => {
    const me = adminOf(req);
    const taken = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    if (taken) throw ApiError.fields({ email: [t(req.lang, "invitation_has_account")] });
    const clash = () => ApiError.fields({ email: [t(req.lang, "invitation_pending")] });
    if (await pending(db).where("email", "=", email).executeTakeFirst()) throw clash();
    const code = newInvitationCode();
    const row = await db
      .transaction()
      .execute((trx) =>
        openInvitation(trx, me, { email, role, code, secret: ctx.config.tokenSecret }),
      )
      .catch((error: unknown) => {
        // Another admin's invitation to this email won the race since the check above.
        throw isUniqueViolation(error, PENDING_INVITATION_INDEX) ? clash() : error;
      });
    const link = invitationLink(ctx.config.publicUrl, code);
    const mail = { code, link, role, inviter: me.username, expiresAt: row.expires_at };
    // A colleague's question about the invitation goes to the admin who sent it (ADR 0024).
    deliver(ctx, req.log, "account", async (brand) => ({
      ...(await invitationMail(email, req.lang, mail, brand)),
      replyTo: me.email,
    }));
    return { status: 200, message: t(req.lang, "invitation_sent", { email }), data: listed(row) };
  });

  const withdraw = {
    method: "POST",
    url: "/invitations/withdraw",
    body: { id: v.int() },
    answer: deleted,
  } as const;
  route(app, withdraw, async (req, { body: { id } }) => {
    const me = adminOf(req);
    await db.transaction().execute(async (trx) => {
      // Only a pending one: of a withdraw and an accept at once, one finds it unused.
      const row = await trx
        .updateTable("staff_invitations")
        .set({ withdrawn_at: nowIso() })
        .where("id", "=", id)
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .where("expires_at", ">", nowIso())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw ApiError.key(404, "invitation_not_pending");
      await recordAudit(trx, me, {
        entity: "invitations",
        entityId: id,
        action: "delete",
        summary: summarize({ email: row.email, role: row.role }, null),
      });
    });
    return { status: 200, message: t(req.lang, "invitation_withdrawn_done"), data: { id } };
  });
}

/** Why a code cannot be used, or null when it can. */
function problemOf(row: Invitation | undefined): MessageKey | null {
  if (!row) return "invitation_invalid";
  if (row.accepted_at) return "invitation_used";
  // A newer invitation closes an expired one as of its end (withdrawn_at = expires_at).
  if (row.withdrawn_at && row.withdrawn_at < row.expires_at) return "invitation_withdrawn";
  if (row.withdrawn_at || row.expires_at <= nowIso()) return "invitation_expired";
  return null;
}

const CODE = { token: v.text({ max: INVITATION_CODE_MAX }) };
const ACCEPT = { ...CODE, username: usernameRule, ...passwordRules };

export function invitationPublicRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;
  // Both take the code: the same allowance per address as the reset's (ADR 0021).
  const limited = perVisitor(ctx.limits.invitationAddress);
  const find = async (code: string) => {
    const hash = invitationCodeHash(secret, code);
    if (!hash) return undefined;
    return db
      .selectFrom("staff_invitations")
      .selectAll()
      .where("code_hash", "=", hash)
      .executeTakeFirst();
  };

  const show = {
    method: "GET",
    url: "/invitation",
    before: limited,
    query: CODE,
    answer: item(invitationPreview),
  } as const;
  route(app, show, async (req, { query }) => {
    const row = await find(query.token);
    const problem = problemOf(row);
    if (problem || !row)
      throw ApiError.key(
        problem === "invitation_invalid" ? 404 : 410,
        problem ?? "invitation_invalid",
      );
    const data = {
      email: row.email,
      role: row.role,
      inviter: row.inviter_name,
      expires_at: row.expires_at,
    };
    return { status: 200, data };
  });

  const accept = {
    method: "POST",
    url: "/invitation/accept",
    before: limited,
    body: ACCEPT,
    check: (req: FastifyRequest, fields: Parameters<typeof confirmPassword>[1]) =>
      confirmPassword(req.lang, fields),
    answer: token.extend({ message: z.string() }),
  } as const;
  route(app, accept, async (req, { body: input }) => {
    const refused = (key: MessageKey) => ApiError.fields({ token: [t(req.lang, key)] });
    const row = await find(input.token);
    const problem = problemOf(row);
    if (problem || !row) throw refused(problem ?? "invitation_invalid");
    const problems = new Problems(req.lang);
    checkUsername(problems, input.username);
    await checkStrength(problems, input.password, [input.username, row.email]);
    await checkUnique(db, problems, { username: input.username });
    problems.throwIfAny();
    // An account made for this email since the invitation was sent.
    const taken = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", row.email)
      .executeTakeFirst();
    if (taken) throw refused("invitation_has_account");
    const password_hash = await hashPassword(input.password);
    const user = await db.transaction().execute(async (trx) => {
      // Spent once: of two accepts with the same code, only the first finds it pending.
      const spent = await trx
        .updateTable("staff_invitations")
        .set({ accepted_at: nowIso() })
        .where("id", "=", row.id)
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) throw refused("invitation_used");
      const made = await trx
        .insertInto("users")
        .values({
          username: input.username,
          email: row.email,
          password_hash,
          type: "company",
          role: row.role,
          updated_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, made, {
        entity: "users",
        entityId: made.id,
        action: "create",
        summary: summarize(null, { username: made.username, email: made.email, role: made.role }),
      });
      return made;
    });
    const session = await signIn(db, secret, user, req);
    return { ...session, message: t(req.lang, "invitation_accepted", { name: user.username }) };
  });
}
