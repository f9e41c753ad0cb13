// The route guards of spec §4 and §6; role checks always happen here, on the server. A token is
// re-validated every VALIDATE_EVERY_MS so one revoked elsewhere stops working within minutes.
import { json, redirect } from "@remix-run/node";
import { isStaff, may, type Area } from "~/modules/auth/permissions";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import {
  commitSession,
  getSession,
  getUser,
  type AppSession,
  type SessionUser,
} from "~/modules/session/session.server";
import { liveSession } from "./live-session.server";
import { endSessionResponse, endsSession, loginUrlFor } from "./session-end.server";

export const VALIDATE_EVERY_MS = 5 * 60_000;

export function remainingMaxAge(session: AppSession, now = Date.now()): number | undefined {
  const expiresAt = session.get("expiresAt");
  if (typeof expiresAt !== "number") return undefined;
  return Math.max(0, Math.floor((expiresAt - now) / 1000));
}

async function revalidate(
  request: Request,
  language: Language,
  session: AppSession,
  user: SessionUser,
) {
  const result = await providerFetch({
    request,
    language,
    path: "validate-user",
    method: "POST",
    token: user.token,
  });
  if (!result.ok) {
    if (endsSession(result.error)) throw await endSessionResponse(request, result.error.message);
    // A provider that is down says nothing about the token.
    return;
  }
  // Only a GET can be redirected to store the new time without losing the request.
  if (request.method !== "GET" && request.method !== "HEAD") return;
  session.set("validatedAt", Date.now());
  const maxAge = remainingMaxAge(session);
  throw redirect(`${new URL(request.url).pathname}${new URL(request.url).search}`, {
    headers: {
      "Set-Cookie": await commitSession(session, request, maxAge ? { maxAge } : {}),
    },
  });
}

export async function requireUser(request: Request, language: Language): Promise<SessionUser> {
  const session = await getSession(request);
  const user = await getUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  const expiresAt = session.get("expiresAt");
  if (typeof expiresAt === "number" && expiresAt <= Date.now()) {
    const t = await getServerT(language);
    throw await endSessionResponse(request, t("errors.token_invalid"));
  }
  const validatedAt = session.get("validatedAt") ?? 0;
  if (Date.now() - validatedAt > VALIDATE_EVERY_MS)
    await revalidate(request, language, session, user);
  return user;
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
