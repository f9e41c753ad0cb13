import type { Session } from "@remix-run/node";
import { isSecureRequest } from "./cookie-security.server";
import { encryptedCookieStorage } from "./cookie-storage.server";

/** ADR 0003: the token, the role name and the display name; nothing else. */
export type SessionData = {
  token: string;
  role: string | null;
  name: string;
  expiresAt?: number;
};

export type SessionUser = { token: string; role: string | null; name: string };
export type AppSession = Session<SessionData>;

const sessionStorage = encryptedCookieStorage<SessionData>("__session");

export async function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The token's lifetime (spec §9), so the session ends with the token. */
export async function commitSession(
  session: AppSession,
  request: Request,
  options: { maxAge?: number } = {},
): Promise<string> {
  return sessionStorage().commitSession(session, {
    secure: isSecureRequest(request),
    ...options,
  });
}

export async function destroySession(session: AppSession, request: Request): Promise<string> {
  return sessionStorage().destroySession(session, { secure: isSecureRequest(request) });
}

export function setSessionUser(session: AppSession, user: SessionUser) {
  session.set("token", user.token);
  session.set("role", user.role);
  session.set("name", user.name);
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return null;
  return { token, role: session.get("role") ?? null, name: session.get("name") ?? "" };
}

/** ADR 0003: only `role.name === 'admin'` (no role is not one). */
export function isAdmin(user: Pick<SessionUser, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}
