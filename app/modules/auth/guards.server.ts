// The route guards of spec §4 and §6, in one place so every loader and action asks the same
// question the same way. Role checks always happen here, on the server.
import { redirect } from "@remix-run/node";
import { getUser, isAdmin, type SessionUser } from "~/modules/session/session.server";

/** Where to come back after logging in: only same-site paths (no open redirect). */
export function safeRedirectTo(
  value: FormDataEntryValue | string | null | undefined,
  fallback = "/",
) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  return value;
}

function loginUrl(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/auth/login?${new URLSearchParams({ redirectTo: back })}`;
}

/** A visitor without a session goes to /auth/login (and comes back after logging in). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(loginUrl(request));
  return user;
}

/** The dashboard: only `role.name === 'admin'`; any other logged-in user goes to /. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdmin(user)) throw redirect("/");
  return user;
}

/** The /auth/* pages: a logged-in visitor goes to /. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect("/");
}
