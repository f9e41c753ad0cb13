// Visitor messages: contact form and service requests. Staff get a mail for each (STAFF_EMAIL, docs/deploy.md).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { SERVICE_REQUEST_TYPES } from "../db/types.js";
import { ApiError } from "../http/errors.js";
import { readForm } from "../http/form.js";
import { enforce, visitorKey } from "../http/limits.js";
import { storeAttachment, withFiles } from "../http/uploads.js";
import { v, validate } from "../http/validate.js";
import { t } from "../i18n/index.js";
import type { Logger } from "../log.js";
import {
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  MESSAGE_MAX,
  MESSAGE_MIN,
} from "../../app/modules/validation/rules.js";

/** Staff mail is best effort: the visitor's message is already saved and listed in the inbox. */
async function notifyStaff(
  ctx: AppContext,
  log: Logger,
  subject: string,
  lines: [string, string | null | undefined][],
) {
  const text = lines.map(([label, value]) => `${label}: ${value ?? "-"}`).join("\n");
  try {
    await ctx.mailer.send({ to: ctx.config.staffEmail, subject, text });
  } catch (error) {
    // The request's logger: the failure line carries the id of the visit that caused it.
    log.error({ error: (error as Error).message }, "staff mail failed");
  }
}

export function messageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/contact_us", async (req) => {
    await enforce(ctx.limits.contactUs, visitorKey(req));
    const { fields } = await readForm(req);
    const input = validate(req.lang, fields, {
      name: v.text({ min: CONTACT_NAME_MIN, max: CONTACT_NAME_MAX }),
      email: v.email(),
      phone: v.optional(v.phone()),
      contact_reason: v.text({ max: 150 }),
      info: v.text({ min: MESSAGE_MIN, max: MESSAGE_MAX }),
    });
    const row = await ctx.db
      .insertInto("contact_messages")
      .values({ ...input, phone: input.phone ?? null })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    await notifyStaff(ctx, req.log, `Contact message #${row.id}: ${input.contact_reason}`, [
      ["Name", input.name],
      ["Email", input.email],
      ["Phone", input.phone],
      ["Reason", input.contact_reason],
      ["Sent", row.created_at],
      ["Message", `\n${input.info}`],
    ]);
    return { status: 200, message: t(req.lang, "contact_sent") };
  });

  app.post("/ask_service", async (req) => {
    await enforce(ctx.limits.askService, visitorKey(req));
    const { fields, files } = await readForm(req);
    const input = validate(req.lang, fields, {
      type: v.oneOf(SERVICE_REQUEST_TYPES),
      info: v.text({ min: MESSAGE_MIN, max: MESSAGE_MAX }),
    });
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
          file_path: file?.path ?? null,
          file_name: file?.name ?? null,
          file_mime: file?.mime ?? null,
          file_size: file?.size ?? null,
        })
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow(),
    );
    await notifyStaff(ctx, req.log, `Service request #${row.id}: ${input.type}`, [
      ["Type", input.type],
      ["Sent", row.created_at],
      ["File", file ? `${file.name} (${file.path})` : null],
      ["Details", `\n${input.info}`],
    ]);
    return { status: 200, message: t(req.lang, "service_request_sent") };
  });
}
