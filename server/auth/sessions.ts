// docs/conventions.md, "Account security". An ended row is revoked, so the token is refused on
// its next call and the app, which re-checks within seconds, shows it signed out.
import { createHash } from "node:crypto";
import type { AccountSession } from "../../core/contract/records.js";
import type { Db } from "../db/index.js";
import { nowIso } from "../db/index.js";

export const LAST_SEEN_EVERY_MS = 60_000;

/** A digest of the jti, so the list never hands out a token's own id. */
export function sessionIdOf(jti: string): string {
  return createHash("sha256").update(jti).digest("base64url").slice(0, 22);
}

export async function touchSession(db: Db, jti: string, lastSeen: string | null, now = Date.now()) {
  if (lastSeen && now - Date.parse(lastSeen) < LAST_SEEN_EVERY_MS) return;
  await db
    .updateTable("auth_tokens")
    .set({ last_seen_at: new Date(now).toISOString() })
    .where("jti", "=", jti)
    .execute();
}

async function liveRows(db: Db, userId: number) {
  return db
    .selectFrom("auth_tokens")
    .select(["jti", "device", "address", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", nowIso())
    .orderBy("created_at", "desc")
    .execute();
}

export async function listSessions(db: Db, userId: number, currentJti: string) {
  const rows = await liveRows(db, userId);
  return rows.map((row): AccountSession => ({
    id: sessionIdOf(row.jti),
    device: row.device,
    address: row.address,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at ?? row.created_at,
    current: row.jti === currentJti,
  }));
}

export type EndedSession = { device: string | null; address: string | null };

export async function endSession(db: Db, userId: number, id: string): Promise<EndedSession | null> {
  const row = (await liveRows(db, userId)).find((r) => sessionIdOf(r.jti) === id);
  if (!row) return null;
  await db
    .updateTable("auth_tokens")
    .set({ revoked_at: nowIso() })
    .where("jti", "=", row.jti)
    .where("user_id", "=", userId)
    .execute();
  return { device: row.device, address: row.address };
}

export async function endOtherSessions(
  db: Db,
  userId: number,
  keepJti: string | null,
): Promise<EndedSession[]> {
  const others = (await liveRows(db, userId)).filter((r) => r.jti !== keepJti);
  if (others.length === 0) return [];
  await db
    .updateTable("auth_tokens")
    .set({ revoked_at: nowIso() })
    .where(
      "jti",
      "in",
      others.map((r) => r.jti),
    )
    .execute();
  return others.map(({ device, address }) => ({ device, address }));
}

export function describeSession(session: EndedSession): string {
  return [session.device ?? "unknown device", session.address].filter(Boolean).join(", ");
}
