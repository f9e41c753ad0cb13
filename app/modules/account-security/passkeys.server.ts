// docs/conventions.md, "Account security". The provider checks the answer against the site's
// public origin, passed from here.
import { json } from "@remix-run/node";
import { requireAnonymous, requireUser } from "~/modules/auth/guards.server";
import { throwIfSessionEnded } from "~/modules/auth/session-end.server";
import { startSession, type LoginAnswer } from "~/modules/auth/session-start.server";
import { readFormData } from "~/modules/http/form-body.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import type { Item, PasskeyOptions } from "~/modules/provider/types";
import { getPublicUrl } from "~/modules/security/public-origin.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";
import type { PasskeysAnswer, PasskeyView } from "./types";
import { SECURITY_PATH } from "./two-factor.server";

const NAME_MAX = 60;
const RESPONSE_MAX = 20_000;

export async function loadPasskeys(
  request: Request,
  language: Language,
): Promise<PasskeyView[] | null> {
  const user = await requireUser(request, language);
  const result = await providerFetch<Item<PasskeyView[]>>({
    request,
    language,
    path: "account/passkeys",
    token: user.token,
  });
  if (!result.ok) {
    await throwIfSessionEnded(request, result.error);
    return null;
  }
  return result.body.data;
}

export async function handlePasskeys(
  request: Request,
  language: Language,
  intent: string,
  form: FormData,
) {
  if (intent !== "passkey-remove") return null;
  const user = await requireUser(request, language);
  const result = await providerFetch({
    request,
    language,
    path: "account/passkeys/remove",
    method: "POST",
    token: user.token,
    body: { id: String(form.get("id") ?? "") },
  });
  if (!result.ok) {
    await throwIfSessionEnded(request, result.error);
    return json<PasskeysAnswer>(
      { intent, error: result.error.message },
      result.error.status || 503,
    );
  }
  const t = await getServerT(language, "factors");
  const message =
    typeof result.body.message === "string" ? result.body.message : t("passkeys.removed");
  return redirectWithToast(SECURITY_PATH, { type: "success", message }, {}, request);
}

const origin = (request: Request) => getPublicUrl(request).origin;

const failure = (
  error: { message: string; fieldErrors?: Record<string, string[]> },
  status: number,
) =>
  json({ error: Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.message }, status || 503);

export async function passkeyRegistrationAction(
  request: Request,
  language: Language,
): Promise<Response> {
  const user = await requireUser(request, language);
  const form = await readFormData(request);
  if (form.get("step") === "options") {
    const result = await providerFetch<Item<PasskeyOptions>>({
      request,
      language,
      path: "account/passkeys/register-options",
      method: "POST",
      token: user.token,
      body: { origin: origin(request) },
    });
    if (!result.ok) return failure(result.error, result.error.status);
    return json({
      options: result.body.data.options,
      challengeId: result.body.data.challenge_id,
    });
  }
  const result = await providerFetch({
    request,
    language,
    path: "account/passkeys/register",
    method: "POST",
    token: user.token,
    body: {
      challenge_id: String(form.get("challengeId") ?? ""),
      name: String(form.get("name") ?? "").slice(0, NAME_MAX),
      response: String(form.get("response") ?? "").slice(0, RESPONSE_MAX),
    },
  });
  if (!result.ok) return failure(result.error, result.error.status);
  return json({ ok: true, message: result.body.message ?? "" });
}

export async function passkeyLoginAction(request: Request, language: Language): Promise<Response> {
  await requireAnonymous(request, language);
  const form = await readFormData(request);
  if (form.get("step") === "options") {
    const result = await providerFetch<Item<PasskeyOptions>>({
      request,
      language,
      path: "login/passkey-options",
      method: "POST",
      body: { origin: origin(request) },
    });
    if (!result.ok) return failure(result.error, result.error.status);
    return json({
      options: result.body.data.options,
      challengeId: result.body.data.challenge_id,
    });
  }
  const result = await providerFetch<LoginAnswer>({
    request,
    language,
    path: "login/passkey",
    method: "POST",
    body: {
      challenge_id: String(form.get("challengeId") ?? ""),
      response: String(form.get("response") ?? "").slice(0, RESPONSE_MAX),
    },
  });
  if (!result.ok) return failure(result.error, result.error.status);
  const redirectTo = safeRedirect(String(form.get("redirectTo") ?? ""));
  const started = await startSession(request, language, result.body, redirectTo);
  if (!started.ok) return failure(started.error, started.error.status);
  // The script follows the redirect itself; the cookies travel with this answer.
  const headers = new Headers();
  for (const cookie of started.response.headers.getSetCookie())
    headers.append("Set-Cookie", cookie);
  return json({ redirectTo }, { headers });
}
