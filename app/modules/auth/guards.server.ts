// The route guards of spec §4 and §6; role checks always happen here, on the server, with the role
// the provider gives the token on this very request (live-session.server.ts), never the cookie's.
import { json, redirect } from "@remix-run/node";
import { isStaff, may, type Area } from "~core/auth/permissions";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import type { SessionUser } from "~/modules/session/session.server";
import { liveSession, storeRole } from "./live-session.server";
import { endSessionResponse, loginUrlFor } from "./session-end.server";

async function signedIn(request: Request, language: Language) {
  const live = await liveSession(request, language);
  if (live.user) return { user: live.user, roleChanged: live.roleChanged };
  if (!live.ended) throw redirect(loginUrlFor(request));
  const t = await getServerT(language);
  throw await endSessionResponse(request, live.message ?? t("errors.token_invalid"));
}

export async function requireUser(request: Request, language: Language): Promise<SessionUser> {
  return (await signedIn(request, language)).user;
}

/** Staff whose role lacks the area get the dashboard's 403; non-staff go to / (spec §6). */
export async function requireArea(
  request: Request,
  language: Language,
  area: Area,
): Promise<SessionUser> {
  const { user, roleChanged } = await signedIn(request, language);
  // A role changed at the provider leaves with a redirect that stores it: a redirect that sets a
  // cookie makes Remix reload every loader of the next page, so the browser's menus follow too.
  const headers = roleChanged ? { "Set-Cookie": await storeRole(request, user.role) } : undefined;
  if (!isStaff(user.role)) throw redirect("/", { headers });
  if (headers && (request.method === "GET" || request.method === "HEAD")) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname}${url.search}`, { headers });
  }
  if (!may(user.role, area)) {
    const t = await getServerT(language);
    throw json({ message: t("errors.forbidden") }, { status: 403 });
  }
  return user;
}

export async function requireAdmin(request: Request, language: Language): Promise<SessionUser> {
  return requireArea(request, language, "other");
}

/** A visitor whose session has ended may stay on the /auth/* pages. */
export async function requireAnonymous(request: Request, language: Language): Promise<void> {
  if ((await liveSession(request, language)).user) throw redirect("/");
}
