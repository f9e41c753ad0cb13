// Login and logout against the provider; the session cookie is the only place the token lives.
import { forgetToken } from "~/modules/auth/live-session.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { destroySession, getSession } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { askForCode } from "./login-step.server";
import { startSession, type LoginAnswer, type LoginResult } from "./session-start.server";

export { TOKEN_LIFETIME_S } from "./session-start.server";

export type { LoginResult } from "./session-start.server";

export async function logIn(
  request: Request,
  language: Language,
  credentials: { email: string; password: string },
  redirectTo: string,
): Promise<LoginResult> {
  const result = await providerFetch<LoginAnswer>({
    request,
    language,
    path: "login",
    method: "POST",
    body: credentials,
  });
  if (!result.ok) return result;
  if (result.body.two_factor === true && typeof result.body.login_id === "string") {
    return {
      ok: true,
      response: await askForCode(request, result.body.login_id, redirectTo, credentials.email),
    };
  }
  return startSession(request, language, result.body, redirectTo);
}

/** A failure to revoke the token at the provider does not keep anyone logged in. */
export async function logOut(request: Request, language: Language): Promise<Response> {
  const session = await getSession(request);
  const token = session.get("token");
  const t = await getServerT(language, "auth");
  let message = t("logout.done");
  if (token) {
    const result = await providerFetch({
      request,
      language,
      path: "logout",
      method: "POST",
      token,
    });
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
