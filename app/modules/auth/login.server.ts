// Login and logout against the provider; the session cookie is the only place the token lives.
import { forgetToken } from "~/modules/auth/live-session.server";
import { getLocale, getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import type { ProviderError } from "~/modules/provider/errors";
import {
  commitSession,
  destroySession,
  getSession,
  setSessionUser,
} from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";

/** Spec §9: the token lives 216000 s; the session cookie ends with it. */
export const TOKEN_LIFETIME_S = 216_000;

type LoginAnswer = {
  token?: unknown;
  user?: { username?: unknown; email?: unknown; role?: { name?: unknown } | null };
};

export type LoginResult = { ok: true; response: Response } | { ok: false; error: ProviderError };

/**
 * Logs in, checks the new token with `validate-user` (spec §4) and answers with the redirect
 * that stores the session. Failures come back for the page to show.
 */
export async function logIn(
  request: Request,
  credentials: { email: string; password: string },
  redirectTo: string,
): Promise<LoginResult> {
  const result = await providerFetch<LoginAnswer>({
    request,
    path: "login",
    method: "POST",
    body: credentials,
  });
  if (!result.ok) return result;
  const { token, user } = result.body;
  const t = await getServerT(await getLocale(request), "auth");
  if (typeof token !== "string" || !token) {
    const error: ProviderError = { kind: "bad_response", status: 502, message: t("login.failed") };
    return { ok: false, error };
  }
  const validated = await providerFetch({ request, path: "validate-user", method: "POST", token });
  if (!validated.ok) return validated;

  const now = Date.now();
  const session = await getSession(request);
  const role = typeof user?.role?.name === "string" ? user.role.name : null;
  const name = typeof user?.username === "string" ? user.username : String(user?.email ?? "");
  setSessionUser(session, { token, role, name }, now);
  session.set("expiresAt", now + TOKEN_LIFETIME_S * 1000);
  const cookie = await commitSession(session, request, { maxAge: TOKEN_LIFETIME_S });
  const response = await redirectWithToast(
    redirectTo,
    { type: "success", message: t("login.success", { name }) },
    { headers: { "Set-Cookie": cookie } },
    request,
  );
  return { ok: true, response };
}

/**
 * Tells the provider to revoke the token (a failure there does not keep anyone logged in) and
 * answers with the redirect to /auth/login that destroys the session.
 */
export async function logOut(request: Request): Promise<Response> {
  const session = await getSession(request);
  const token = session.get("token");
  const t = await getServerT(await getLocale(request), "auth");
  let message = t("logout.done");
  if (token) {
    const result = await providerFetch({ request, path: "logout", method: "POST", token });
    forgetToken(token);
    if (result.ok && typeof result.body.message === "string") message = result.body.message;
  }
  return redirectWithToast(
    "/auth/login",
    { type: "success", message },
    { headers: { "Set-Cookie": await destroySession(session, request) } },
    request,
  );
}
