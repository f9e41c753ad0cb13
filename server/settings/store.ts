// A field with no row reads the first-start default, so a field added later has a value.
import { engineOf, type Db } from "../db/index.js";
import { conflictOf, nextStamp } from "../db/stamps.js";
import type { Lang } from "../i18n/index.js";
import { DEFAULT_FEATURED_COUNT, DEFAULT_SETTINGS } from "../db/seed/settings.js";
import { LIST_KEYS, TEXT_KEYS, type SiteSettings } from "./fields.js";

type Stored = Record<string, string>;

function decodeList(raw: string | undefined): unknown[] | undefined {
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function fromRows(rows: Stored): SiteSettings {
  const settings: SiteSettings = { ...DEFAULT_SETTINGS, featured_services: [] };
  for (const key of TEXT_KEYS) if (rows[key] !== undefined) settings[key] = rows[key];
  for (const key of ["ar_claims", "en_claims"] as const) {
    const list = decodeList(rows[key]);
    if (list) settings[key] = list.map(String);
  }
  settings.admin_second_factor = rows.admin_second_factor === "true";
  settings.featured_services = (decodeList(rows.featured_services) ?? [])
    .map(Number)
    .filter(Number.isInteger);
  return settings;
}

function toRows(settings: SiteSettings): { key: string; value: string }[] {
  return [
    ...TEXT_KEYS.map((key) => ({ key, value: settings[key] })),
    ...LIST_KEYS.map((key) => ({ key, value: JSON.stringify(settings[key]) })),
    { key: "admin_second_factor", value: String(settings.admin_second_factor) },
  ];
}

export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  return fromRows(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** Featured services deleted since the save are left out. */
export async function publicSettings(db: Db): Promise<SiteSettings & { updated_at: string }> {
  const settings = await readSettings(db);
  const live = await existingServices(db, settings.featured_services);
  return {
    ...settings,
    featured_services: settings.featured_services.filter((id) => live.has(id)),
    updated_at: await settingsStamp(db),
  };
}

/** The settings' stamp (ADR 0022) is a row of its own; never saved since it came, it reads as
 * the epoch, which the form sends back like any other stamp. */
const STAMP_KEY = "updated_at";
const NEVER = new Date(0).toISOString();
/** The audit log's record id for the one set of settings. */
export const SETTINGS_ID = 1;

async function settingsStamp(db: Db, lock = false): Promise<string> {
  let query = db.selectFrom("site_settings").select("value").where("key", "=", STAMP_KEY);
  if (lock && engineOf(db) === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row?.value ?? NEVER;
}

/** As claimStamp (server/db/stamps.ts): the compare-and-set is the UPDATE's WHERE; returns the
 * stamp it replaced, which a save that changed nothing puts back. */
export async function claimSettingsStamp(
  trx: Db,
  lang: Lang,
  expected: string | undefined,
): Promise<string> {
  await trx
    .insertInto("site_settings")
    .values({ key: STAMP_KEY, value: NEVER })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const previous = await settingsStamp(trx, true);
  let update = trx
    .updateTable("site_settings")
    .set({ value: nextStamp(previous) })
    .where("key", "=", STAMP_KEY);
  if (expected !== undefined) update = update.where("value", "=", expected);
  const { numUpdatedRows } = await update.executeTakeFirst();
  if (numUpdatedRows === 0n)
    throw await conflictOf(trx, lang, "settings", SETTINGS_ID, await settingsStamp(trx));
  return previous;
}

export async function keepSettingsStamp(trx: Db, previous: string) {
  await trx
    .updateTable("site_settings")
    .set({ value: previous })
    .where("key", "=", STAMP_KEY)
    .execute();
}

export async function existingServices(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("services").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((row) => Number(row.id)));
}

export async function writeSettings(db: Db, settings: SiteSettings): Promise<void> {
  for (const row of toRows(settings)) {
    await db
      .insertInto("site_settings")
      .values(row)
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value }))
      .execute();
  }
}

export async function ensureSettings(db: Db): Promise<boolean> {
  const any = await db.selectFrom("site_settings").select("key").limit(1).executeTakeFirst();
  if (any) return false;
  const services = await db
    .selectFrom("services")
    .select("id")
    .orderBy("id")
    .limit(DEFAULT_FEATURED_COUNT)
    .execute();
  await writeSettings(db, {
    ...DEFAULT_SETTINGS,
    featured_services: services.map((row) => Number(row.id)),
  });
  return true;
}
