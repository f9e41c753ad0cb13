import { randomBytes } from "node:crypto";
import type { Db } from "../db/index.js";
import { nowIso } from "../db/index.js";
import { keyedHash, open, seal } from "./secret-box.js";
import { asRecoveryCode, asTotpCode, newRecoveryCodes, newTotpSecret, totpStep } from "./totp.js";

const TOTP_PURPOSE = "totp-secret";
const RECOVERY_PURPOSE = "recovery-code";
const REVEAL_PURPOSE = "recovery-reveal";
export const REVEAL_MS = 10 * 60_000;
/** Not in the spec: the password step waits at most 5 minutes. */
export const PENDING_LOGIN_MS = 5 * 60_000;
export const PENDING_LOGIN_ATTEMPTS = 5;

export type FactorState = {
  enabled: boolean;
  enabledAt: string | null;
  pendingSecret: string | null;
  recoveryLeft: number;
};

export function twoFactor(db: Db, tokenSecret: string) {
  const sealTotp = (plain: string) => seal(tokenSecret, TOTP_PURPOSE, plain);
  const openTotp = (sealed: string | null) =>
    sealed ? open(tokenSecret, TOTP_PURPOSE, sealed) : null;
  const hashRecovery = (code: string) => keyedHash(tokenSecret, RECOVERY_PURPOSE, code);

  // Inside a transaction every query goes through it: SQLite has one connection (server/db/sqlite.ts).
  async function row(userId: number, q: Db = db) {
    return q.selectFrom("user_totp").selectAll().where("user_id", "=", userId).executeTakeFirst();
  }

  async function state(userId: number): Promise<FactorState> {
    const found = await row(userId);
    const left = await db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    return {
      enabled: Boolean(found?.secret),
      enabledAt: found?.enabled_at ?? null,
      pendingSecret: found?.secret ? null : openTotp(found?.pending_secret ?? null),
      recoveryLeft: Number(left.n),
    };
  }

  async function start(userId: number): Promise<string> {
    const secret = newTotpSecret();
    const sealed = sealTotp(secret);
    const now = nowIso();
    const existing = await row(userId);
    if (existing) {
      await db
        .updateTable("user_totp")
        .set({ pending_secret: sealed, updated_at: now })
        .where("user_id", "=", userId)
        .execute();
    } else {
      await db
        .insertInto("user_totp")
        .values({ user_id: userId, pending_secret: sealed, updated_at: now })
        .execute();
    }
    return secret;
  }

  /** Conditional update, so two requests with the same code cannot both pass. */
  async function acceptStep(trx: Db, userId: number, secret: string, code: string) {
    const step = totpStep(secret, code);
    if (step === null) return false;
    const result = await trx
      .updateTable("user_totp")
      .set({ last_step: step })
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The codes stay sealed while they are the account's set; `session` may download them until
   * `reveal_until` (docs/conventions.md, "Account security"; ADR 0021). */
  function sealReveal(codes: string[], session: string) {
    return {
      reveal: seal(tokenSecret, REVEAL_PURPOSE, JSON.stringify({ codes, session })),
      reveal_until: new Date(Date.now() + REVEAL_MS).toISOString(),
    };
  }

  function openReveal(sealed: string | null): { codes: string[]; session: string | null } | null {
    const plain = sealed ? open(tokenSecret, REVEAL_PURPOSE, sealed) : null;
    const parsed: unknown = plain ? JSON.parse(plain) : null;
    // Sets made before codes were bound to a session: a plain list, for no session.
    if (Array.isArray(parsed)) return { codes: parsed.map(String), session: null };
    if (!parsed || typeof parsed !== "object" || !("codes" in parsed)) return null;
    const { codes } = parsed;
    const session = "session" in parsed ? String(parsed.session) : null;
    return Array.isArray(codes) ? { codes: codes.map(String), session } : null;
  }

  async function storeRecoveryCodes(trx: Db, userId: number, session: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecovery(code) })))
      .execute();
    await trx
      .updateTable("user_totp")
      .set(sealReveal(codes, session))
      .where("user_id", "=", userId)
      .execute();
    return codes;
  }

  /** The set's codes not used yet, in their order. */
  async function unused(userId: number, codes: string[], q: Db = db): Promise<string[]> {
    const left = await q
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    const hashes = new Set(left.map((row) => row.code_hash));
    return codes.filter((code) => hashes.has(hashRecovery(code)));
  }

  async function confirm(
    trx: Db,
    userId: number,
    code: string,
    session: string,
  ): Promise<string[] | null> {
    const found = await row(userId, trx);
    const secret = openTotp(found?.pending_secret ?? null);
    const totpCode = asTotpCode(code);
    if (!found || !secret || !totpCode) return null;
    const step = totpStep(secret, totpCode);
    if (step === null) return null;
    const now = nowIso();
    await trx
      .updateTable("user_totp")
      .set({
        secret: found.pending_secret,
        pending_secret: null,
        last_step: step,
        enabled_at: now,
        updated_at: now,
      })
      .where("user_id", "=", userId)
      .execute();
    return storeRecoveryCodes(trx, userId, session);
  }

  async function check(
    trx: Db,
    userId: number,
    input: string,
  ): Promise<"totp" | "recovery" | null> {
    const found = await row(userId, trx);
    const secret = openTotp(found?.secret ?? null);
    if (!secret) return null;
    const totpCode = asTotpCode(input);
    if (totpCode) return (await acceptStep(trx, userId, secret, totpCode)) ? "totp" : null;
    const recovery = asRecoveryCode(input);
    if (!recovery) return null;
    const used = await trx
      .updateTable("recovery_codes")
      .set({ used_at: nowIso() })
      .where("user_id", "=", userId)
      .where("code_hash", "=", hashRecovery(recovery))
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) >= 1 ? "recovery" : null;
  }

  async function disable(trx: Db, userId: number): Promise<void> {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("user_totp").where("user_id", "=", userId).execute();
  }

  /** The download right after the codes were made: only `session`, only until `reveal_until`. */
  async function revealed(
    userId: number,
    session: string,
  ): Promise<{ codes: string[]; until: string } | null> {
    const found = await row(userId);
    if (!found?.reveal_until || found.reveal_until <= nowIso()) return null;
    const sealed = openReveal(found.reveal);
    if (!sealed || sealed.session !== session) return null;
    return { codes: await unused(userId, sealed.codes), until: found.reveal_until };
  }

  /** Shows the codes again after a code or the password, and opens their download to `session`. */
  async function reopen(trx: Db, userId: number, session: string): Promise<string[] | null> {
    const sealed = openReveal((await row(userId, trx))?.reveal ?? null);
    if (!sealed) return null;
    await trx
      .updateTable("user_totp")
      .set(sealReveal(sealed.codes, session))
      .where("user_id", "=", userId)
      .execute();
    return unused(userId, sealed.codes, trx);
  }

  async function isOn(userId: number): Promise<boolean> {
    return Boolean((await row(userId))?.secret);
  }

  return {
    state,
    start,
    confirm,
    check,
    disable,
    revealed,
    reopen,
    isOn,
    regenerate: storeRecoveryCodes,
  };
}

export function pendingLogins(db: Db) {
  async function create(userId: number): Promise<string> {
    const id = randomBytes(32).toString("base64url");
    await db.deleteFrom("pending_logins").where("expires_at", "<=", nowIso()).execute();
    await db
      .insertInto("pending_logins")
      .values({
        id,
        user_id: userId,
        expires_at: new Date(Date.now() + PENDING_LOGIN_MS).toISOString(),
      })
      .execute();
    return id;
  }

  async function find(id: string) {
    return db
      .selectFrom("pending_logins")
      .selectAll()
      .where("id", "=", id)
      .where("expires_at", ">", nowIso())
      .executeTakeFirst();
  }

  async function miss(id: string, attempts: number): Promise<void> {
    if (attempts + 1 >= PENDING_LOGIN_ATTEMPTS) {
      await db.deleteFrom("pending_logins").where("id", "=", id).execute();
      return;
    }
    await db
      .updateTable("pending_logins")
      .set({ attempts: attempts + 1 })
      .where("id", "=", id)
      .execute();
  }

  async function finish(trx: Db, id: string): Promise<boolean> {
    const gone = await trx.deleteFrom("pending_logins").where("id", "=", id).executeTakeFirst();
    return Number(gone.numDeletedRows) === 1;
  }

  return { create, find, miss, finish };
}
