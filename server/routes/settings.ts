// The company's own details (our extension of spec §7, docs/conventions.md), each save recorded
// in the audit log (ADR 0014).
import type { FastifyInstance } from "fastify";
import { adminOf } from "../auth/session.js";
import { recordAudit } from "../audit/log.js";
import { summarize } from "../audit/summary.js";
import type { AppContext } from "../context.js";
import { item, saved } from "../../core/contract/answers.js";
import { siteSettings } from "../../core/contract/records.js";
import { readForm } from "../http/form.js";
import { route } from "../http/route.js";
import { t } from "../i18n/index.js";
import { discardFiles, storeImages, withFiles } from "../http/uploads.js";
import { parseSettings, PICTURE_KEYS, type SiteSettings } from "../settings/fields.js";
import { sentStamp } from "../db/stamps.js";
import {
  claimSettingsStamp,
  keepSettingsStamp,
  existingServices,
  publicSettings,
  readSettings,
  SETTINGS_ID,
  writeSettings,
} from "../settings/store.js";

export function settingsRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, { method: "GET", url: "/settings", answer: item(siteSettings) }, async () => ({
    status: 200,
    data: await publicSettings(ctx.db),
  }));
}

/** Registered under the admin hook and the `/dashboard` prefix (server/app.ts). */
export function settingsSaveRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  // The form's lists and their counts are checked by parseSettings, not a field-by-field schema.
  route(
    app,
    { method: "POST", url: "/settings/save", answer: saved(siteSettings) },
    async (req) => {
      const user = adminOf(req);
      const { fields, files } = await readForm(req);
      const posted = await parseSettings(req.lang, fields, (ids) => existingServices(db, ids));
      // Checked by content and stored like every picture (server/storage); a field with no file
      // keeps the current picture, `remove_<name>` goes back to the built-in one.
      const uploaded: Partial<Record<(typeof PICTURE_KEYS)[number], string>> = {};
      for (const key of PICTURE_KEYS) {
        const [stored] = await storeImages(ctx, req.lang, files[key], key, "settings", 1);
        if (stored) uploaded[key] = stored.path;
      }
      const replaced: string[] = [];
      await withFiles(ctx, Object.values(uploaded), () =>
        db.transaction().execute(async (trx) => {
          // First: a form opened before the last save is refused (ADR 0022).
          const previous = await claimSettingsStamp(trx, req.lang, sentStamp(fields.updated_at));
          const before = await readSettings(trx);
          const settings: SiteSettings = { ...posted, logo: before.logo, favicon: before.favicon };
          for (const key of PICTURE_KEYS) {
            const removed = fields[`remove_${key}`] === "on" || fields[`remove_${key}`] === "true";
            settings[key] = uploaded[key] ?? (removed ? "" : before[key]);
            if (before[key] && settings[key] !== before[key]) replaced.push(before[key]);
          }
          await writeSettings(trx, settings);
          const summary = summarize(before, settings);
          if (!summary) await keepSettingsStamp(trx, previous);
          if (summary) {
            await recordAudit(trx, user, {
              entity: "settings",
              entityId: SETTINGS_ID,
              action: "update",
              summary,
            });
          }
        }),
      );
      await discardFiles(ctx, req.log, replaced);
      return { status: 200, message: t(req.lang, "saved"), data: await publicSettings(db) };
    },
  );
}
