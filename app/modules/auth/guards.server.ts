// The route guards of spec §4 and §6; role checks always happen here, on the server, with the role
// the provider gives the token on this very request (live-session.server.ts), never the cookie's.
import { json, redirect } from "@remix-run/node";
import { isStaff, may, type Area } from "~/modules/auth/permissions";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import type { SessionUser } from "~/modules/session/session.server";
import { liveSession } from "./live-session.server";
import { endSessionResponse, loginUrlFor } from "./session-end.server";

export async function requireUser(request: Request, language: Language): Promise<SessionUser> {
  const { user, ended, message } = await liveSession(request, language);
  if (user) return user;
  if (!ended) throw redirect(loginUrlFor(request));
  const t = await getServerT(language);
  throw await endSessionResponse(request, message ?? t("errors.token_invalid"));
}

/** Staff whose role lacks the area get the dashboard's 403; non-staff go to / (spec §6). */
export async function requireArea(
  request: Request,
  language: Language,
  area: Area,
): Promise<SessionUser> {
  const user = await requireUser(request, language);
  if (!isStaff(user.role)) throw redirect("/");
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
