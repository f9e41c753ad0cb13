// The session's user only while the provider still honours its token, with the role the provider
// gives the account now: a cookie kept from before a logout, a reset, an ended session or a role
// change still decrypts and still names the old role (docs/security.md, "Accounts"). One `GET
// user` (spec §7) per request with a session, shared by the loaders running at the same time and
// remembered by no one after it answers, so a change at the provider counts from the next request.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Language } from "~/modules/i18n/config";
import { providerFetch } from "~/modules/provider/client.server";
import {
  commitSession,
  getSession,
  type AppSession,
  type SessionUser,
} from "~/modules/session/session.server";
import { endsSession } from "./session-end.server";

/** What `GET user` says of the account; read loosely, the role alone decides. */
export type LiveAccount = {
  username?: unknown;
  email?: unknown;
  phone?: unknown;
  role?: { name?: unknown } | null;
};

type Check =
  | { kind: "live"; account: LiveAccount }
  | { kind: "ended"; message?: string }
  // The provider could not be asked: that says nothing about the token.
  | { kind: "unknown" };

// Keyed by the token's digest: neither map ever holds a usable token.
const running = new Map<string, Promise<Check>>();
// Logged out here: refused even while the provider cannot be asked.
const loggedOut = new LRUCache<string, true>({ max: 10_000 });

const keyOf = (token: string) => createHash("sha256").update(token).digest("base64url");

async function askProvider(request: Request, language: Language, token: string): Promise<Check> {
  const result = await providerFetch<{ user?: LiveAccount | null }>({
    request,
    language,
    path: "user",
    token,
  });
  if (result.ok) return { kind: "live", account: result.body.user ?? {} };
  if (endsSession(result.error)) return { kind: "ended", message: result.error.message };
  return { kind: "unknown" };
}

function check(request: Request, language: Language, token: string): Promise<Check> {
  const key = keyOf(token);
  if (loggedOut.has(key)) return Promise.resolve({ kind: "ended" });
  let asked = running.get(key);
  if (!asked) {
    asked = askProvider(request, language, token).finally(() => running.delete(key));
    running.set(key, asked);
  }
  return asked;
}

/** ADR 0003: only a role name the provider gives counts; none is no role. */
function roleOf(account: LiveAccount): string | null {
  const name = account.role?.name;
  return typeof name === "string" ? name : null;
}

export type LiveSession = {
  user: SessionUser | null;
  /** The cookie holds a session that has ended: the caller clears it. */
  ended: boolean;
  /** The provider's reason, in the request's language, when it gave one. */
  message?: string;
  /** The provider's record of the account, when it answered. */
  account: LiveAccount | null;
  /** The provider gave another role than the cookie's: the caller may store it. */
  roleChanged: boolean;
};

const NONE: LiveSession = { user: null, ended: false, account: null, roleChanged: false };

export async function liveSession(request: Request, language: Language): Promise<LiveSession> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return NONE;
  const expiresAt = session.get("expiresAt");
  if (typeof expiresAt === "number" && expiresAt <= Date.now()) return { ...NONE, ended: true };
  const answer = await check(request, language, token);
  if (answer.kind === "ended") return { ...NONE, ended: true, message: answer.message };
  const stored = session.get("role") ?? null;
  const name = session.get("name") ?? "";
  // An unreachable provider refuses every staff call anyway; the cookie's role only draws the menu.
  if (answer.kind === "unknown") return { ...NONE, user: { token, role: stored, name } };
  const role = roleOf(answer.account);
  return {
    user: { token, role, name },
    ended: false,
    account: answer.account,
    roleChanged: role !== stored,
  };
}

export function remainingMaxAge(session: AppSession, now = Date.now()): number | undefined {
  const expiresAt = session.get("expiresAt");
  if (typeof expiresAt !== "number") return undefined;
  return Math.max(0, Math.floor((expiresAt - now) / 1000));
}

/** The session cookie with the role the provider gave, for the rest of the token's lifetime. */
export async function storeRole(request: Request, role: string | null): Promise<string> {
  const session = await getSession(request);
  session.set("role", role);
  const maxAge = remainingMaxAge(session);
  return commitSession(session, request, maxAge ? { maxAge } : {});
}

export function forgetToken(token: string) {
  loggedOut.set(keyOf(token), true);
}
