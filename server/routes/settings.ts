// The company's own details (our extension of spec §7, docs/conventions.md): `GET settings` for
// every public page, `dashboard/settings/save` for admins, recorded in the audit log (ADR 0014).
import type { FastifyInstance } from "fastify";
import { adminOf } from "../auth/session.js";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import type { AppContext } from "../context.js";
import { readForm } from "../http/form.js";
import { t } from "../i18n/index.js";
import { parseSettings } from "../settings/fields.js";
import {
  existingServices,
  publicSettings,
  readSettings,
  writeSettings,
} from "../settings/store.js";

/** The audit log's record id for the one set of settings. */
const SETTINGS_ID = 1;

export function settingsRoute(app: FastifyInstance, ctx: AppContext) {
  app.get("/settings", async () => ({ status: 200, data: await publicSettings(ctx.db) }));
}

/** Registered under the admin hook and the `/dashboard` prefix (server/app.ts). */
export function settingsSaveRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  app.post("/settings/save", async (req) => {
    const user = adminOf(req);
    const { fields } = await readForm(req);
    const settings = await parseSettings(req.lang, fields, (ids) => existingServices(db, ids));
    await db.transaction().execute(async (trx) => {
      const before = await readSettings(trx);
      await writeSettings(trx, settings);
      const summary = summarize(before, settings);
      if (summary) {
        await recordAudit(trx, user, {
          entity: "settings",
          entityId: SETTINGS_ID,
          action: "update",
          summary,
        });
      }
    });
    return { status: 200, message: t(req.lang, "saved"), data: await publicSettings(db) };
  });
}
