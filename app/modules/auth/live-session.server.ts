// The session's user only while the provider still honours its token: a cookie kept from before
// a logout or a password reset still decrypts. One `validate-user` call per token and CHECK_TTL_MS.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Language } from "~/modules/i18n/config";
import { providerFetch } from "~/modules/provider/client.server";
import { wallClock } from "~/modules/provider/cache.server";
import { getSession, type SessionUser } from "~/modules/session/session.server";
import { endsSession } from "./session-end.server";

const CHECK_TTL_MS = 2_000;

// Keyed by the token's digest: the memo never holds a usable token.
const checks = new LRUCache<string, Promise<boolean>>({
  max: 10_000,
  ttl: CHECK_TTL_MS,
  perf: wallClock,
  ttlResolution: 0,
});

const keyOf = (token: string) => createHash("sha256").update(token).digest("base64url");

async function tokenIsLive(request: Request, language: Language, token: string): Promise<boolean> {
  const result = await providerFetch({
    request,
    language,
    path: "validate-user",
    method: "POST",
    token,
  });
  return result.ok || !endsSession(result.error);
}

export type LiveSession = {
  user: SessionUser | null;
  /** The cookie holds a session that has ended: the caller may clear it. */
  ended: boolean;
};

export async function liveSession(request: Request, language: Language): Promise<LiveSession> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return { user: null, ended: false };
  const expiresAt = session.get("expiresAt");
  if (typeof expiresAt === "number" && expiresAt <= Date.now()) return { user: null, ended: true };
  const key = keyOf(token);
  let check = checks.get(key);
  if (!check) {
    check = tokenIsLive(request, language, token);
    checks.set(key, check);
  }
  if (!(await check)) return { user: null, ended: true };
  const user = { token, role: session.get("role") ?? null, name: session.get("name") ?? "" };
  return { user, ended: false };
}

export function forgetToken(token: string) {
  checks.set(keyOf(token), Promise.resolve(false), { ttl: 0 });
}

export function forgetCheckedTokens() {
  checks.clear();
}
