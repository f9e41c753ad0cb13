// Visitor messages: contact form and service requests. Staff get a mail for each (STAFF_EMAIL,
// docs/deploy.md), the visitor a receipt (docs/decisions/0013).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { optionalSession, type Session } from "../auth/session.js";
import type { AppContext } from "../context.js";
import { done } from "../../core/contract/answers.js";
import { SERVICE_REQUEST_TYPES, type User } from "../db/types.js";
import { ApiError, type FieldErrors } from "../http/errors.js";
import type { FieldValue } from "../http/form.js";
import { enforce, perVisitor, visitorKey } from "../http/limits.js";
import { route } from "../http/route.js";
import { storeAttachment, withFiles } from "../http/uploads.js";
import { v } from "../http/validate.js";
import { t, type Lang } from "../i18n/index.js";
import { deliver } from "../mail/deliver.js";
import { inboxSearchText } from "../db/inbox-search.js";
import { contactReceiptMail, requestReceiptMail } from "../mail/templates/receipt.js";
import { contactStaffMail, requestStaffMail } from "../mail/templates/staff.js";
import {
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  MESSAGE_MAX,
  MESSAGE_MIN,
} from "../../core/validation/rules.js";

const CONTACT = {
  name: v.text({ min: CONTACT_NAME_MIN, max: CONTACT_NAME_MAX }),
  email: v.email(),
  phone: v.optional(v.phone()),
  contact_reason: v.text({ max: 150 }),
  info: v.text({ min: MESSAGE_MIN, max: MESSAGE_MAX }),
};

const ASK = {
  type: v.oneOf(SERVICE_REQUEST_TYPES),
  info: v.text({ min: MESSAGE_MIN, max: MESSAGE_MAX }),
  name: v.optional(v.text({ max: CONTACT_NAME_MAX })),
  email: v.optional(v.email()),
  phone: v.optional(v.phone()),
};

const blank = (raw: FieldValue | undefined) => [raw ?? ""].flat().every((s) => !s.trim());

/**
 * An anonymous visitor must give an email or a phone, or the request could never be answered;
 * a signed-in visitor's account has an address. Reported with the other fields' problems.
 */
function unreachable(
  lang: Lang,
  fields: Record<string, FieldValue>,
  signedIn: boolean,
): FieldErrors {
  if (signedIn || !blank(fields.email) || !blank(fields.phone)) return {};
  const message = [t(lang, "v_email_or_phone")];
  return { email: message, phone: message };
}

/** Who to answer: what the form gave, the signed-in account's details where it left a gap. */
function senderOf(
  input: { name?: string; email?: string; phone?: string },
  account?: Pick<User, "username" | "email" | "phone">,
) {
  return {
    name: input.name ?? account?.username ?? null,
    email: input.email ?? account?.email ?? null,
    phone: input.phone ?? account?.phone ?? null,
  };
}

export function messageRoutes(app: FastifyInstance, ctx: AppContext) {
  const session = (req: FastifyRequest) => optionalSession(req, ctx.db, ctx.config.tokenSecret);
  const contact = {
    method: "POST",
    url: "/contact_us",
    before: perVisitor(ctx.limits.contactUs),
    body: CONTACT,
    answer: done,
  } as const;
  route(app, contact, async (req, { body: input }) => {
    const visitor = await session(req);
    const row = await ctx.db
      .insertInto("contact_messages")
      .values({
        ...input,
        phone: input.phone ?? null,
        user_id: visitor?.user.id ?? null,
        lang: req.lang,
        search_text: inboxSearchText(input),
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    const message = {
      ...input,
      id: row.id,
      phone: input.phone ?? null,
      reason: input.contact_reason,
      createdAt: row.created_at,
      lang: req.lang,
    };
    // Both go out after the answer (server/mail/deliver.ts).
    deliver(ctx, req.log, "staff", (brand) =>
      contactStaffMail(ctx.config.staffEmail, message, brand),
    );
    deliver(ctx, req.log, "receipt", (brand) =>
      contactReceiptMail({ to: input.email, lang: req.lang, id: row.id, name: input.name }, brand),
    );
    return { status: 200, message: t(req.lang, "contact_sent") };
  });

  const ask = {
    method: "POST",
    url: "/ask_service",
    before: async (req: FastifyRequest) => {
      await enforce(ctx.limits.askService, visitorKey(req));
      return session(req);
    },
    body: ASK,
    check: (req: FastifyRequest, fields: Record<string, FieldValue>, visitor: Session | null) =>
      unreachable(req.lang, fields, Boolean(visitor)),
    answer: done,
  } as const;
  route(app, ask, async (req, { body: input, files, before: visitor }) => {
    const sender = senderOf(input, visitor?.user);
    const uploads = files.info_file ?? [];
    if (uploads.length > 1) {
      throw ApiError.fields({
        info_file: [t(req.lang, "v_too_many", { field: "info_file", max: 1 })],
      });
    }
    const file = uploads[0]
      ? await storeAttachment(ctx, req.lang, uploads[0], "requests")
      : undefined;
    const row = await withFiles(ctx, file ? [file.path] : [], () =>
      ctx.db
        .insertInto("service_requests")
        .values({
          type: input.type,
          info: input.info,
          ...sender,
          user_id: visitor?.user.id ?? null,
          lang: req.lang,
          search_text: inboxSearchText({ ...sender, info: input.info }),
          file_path: file?.path ?? null,
          file_name: file?.name ?? null,
          file_mime: file?.mime ?? null,
          file_size: file?.size ?? null,
        })
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow(),
    );
    const account = visitor && { username: visitor.user.username, email: visitor.user.email };
    const request = {
      id: row.id,
      type: input.type,
      info: input.info,
      createdAt: row.created_at,
      lang: req.lang,
      file,
      account: account ?? undefined,
      sender,
    };
    deliver(ctx, req.log, "staff", (brand) =>
      requestStaffMail(ctx.config.staffEmail, request, brand),
    );
    // A receipt goes only to a signed-in visitor's own account: anyone can type any address
    // into the form (docs/decisions/0013).
    if (account) {
      deliver(ctx, req.log, "receipt", (brand) =>
        requestReceiptMail(
          {
            to: account.email,
            lang: req.lang,
            id: row.id,
            name: account.username,
            type: input.type,
          },
          brand,
        ),
      );
    }
    return { status: 200, message: t(req.lang, "service_request_sent") };
  });
}
