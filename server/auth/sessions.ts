// The sessions of an account (docs/conventions.md, "Account security"): each sign-in is a row of
// auth_tokens, with its device, address and when it was last seen. A user sees only their own;
// the security page ends one or all but the current one, and a password change or reset ends the
// others. An ended row is revoked, so the token is refused on its next call (session.ts), and the
// app, which re-checks a token within seconds (live-session.server.ts), shows it signed out.
import { createHash } from "node:crypto";
import type { Db } from "../db/index.js";
import { nowIso } from "../db/index.js";

/** last_seen_at is written at most this often per token: one write a minute, not one a call. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The id a session is shown and ended by: a digest of the token's jti, so the list never hands
 * out the jti itself (a token's own id) and cannot be used to name another account's session.
 */
export function sessionIdOf(jti: string): string {
  return createHash("sha256").update(jti).digest("base64url").slice(0, 22);
}

export type SessionView = {
  id: string;
  device: string | null;
  address: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
};

/** Notes that the token was used, if its last note is older than LAST_SEEN_EVERY_MS. */
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

/** The account's live sessions, newest first, the caller's own marked `current`. */
export async function listSessions(db: Db, userId: number, currentJti: string) {
  const rows = await liveRows(db, userId);
  return rows.map((row): SessionView => ({
    id: sessionIdOf(row.jti),
    device: row.device,
    address: row.address,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at ?? row.created_at,
    current: row.jti === currentJti,
  }));
}

export type EndedSession = { device: string | null; address: string | null };

/** Ends one live session of this account by its shown id; null when it has none by that id. */
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

/** Ends every live session of the account but `keepJti`; answers the ones it ended. */
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

/** How a session reads in the audit log and the mail: "Chrome on Linux, 203.0.113.7". */
export function describeSession(session: EndedSession): string {
  return [session.device ?? "unknown device", session.address].filter(Boolean).join(", ");
}
