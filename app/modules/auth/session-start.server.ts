// The end of every way of signing in (password, password and code, passkey): the provider's token
// checked with `validate-user` (spec §4) and stored in the session cookie, with a welcome toast.
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import type { ProviderError } from "~/modules/provider/errors";
import { commitSession, getSession, setSessionUser } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";

/** Spec §9; the session cookie ends with the token. */
export const TOKEN_LIFETIME_S = 216_000;

export type LoginAnswer = {
  token?: unknown;
  user?: { username?: unknown; email?: unknown; role?: { name?: unknown } | null };
  two_factor?: unknown;
  login_id?: unknown;
};

export type LoginResult = { ok: true; response: Response } | { ok: false; error: ProviderError };

export async function startSession(
  request: Request,
  language: Language,
  answer: LoginAnswer,
  redirectTo: string,
): Promise<LoginResult> {
  const { token, user } = answer;
  const t = await getServerT(language, "auth");
  if (typeof token !== "string" || !token) {
    const error: ProviderError = { kind: "bad_response", status: 502, message: t("login.failed") };
    return { ok: false, error };
  }
  const validated = await providerFetch({
    request,
    language,
    path: "validate-user",
    method: "POST",
    token,
  });
  if (!validated.ok) return validated;

  const now = Date.now();
  const session = await getSession(request);
  const role = typeof user?.role?.name === "string" ? user.role.name : null;
  const name = typeof user?.username === "string" ? user.username : String(user?.email ?? "");
  setSessionUser(session, { token, role, name });
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
