// docs/conventions.md, "Account security". Ended sessions show signed out on their next request
// (auth/live-session.server.ts asks the provider about the token on every request).
import { throwIfSessionEnded } from "~/modules/auth/session-end.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import type { AccountSession, Item } from "~/modules/provider/types";
import type { SessionUser } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";

export const SECURITY_PATH = "/account/security";

export type { AccountSession };

export type SessionsData = { items: AccountSession[]; error: string | null };

export async function loadSessions(
  request: Request,
  language: Language,
  user: SessionUser,
): Promise<SessionsData> {
  const result = await providerFetch<Item<AccountSession[]>>({
    request,
    language,
    path: "account/sessions",
    token: user.token,
  });
  if (!result.ok) {
    await throwIfSessionEnded(request, result.error);
    // The provider is away: the page still opens, the section says why it is empty.
    return { items: [], error: result.error.message };
  }
  return { items: result.body.data, error: null };
}

async function answer(
  request: Request,
  language: Language,
  user: SessionUser,
  path: string,
  body: Record<string, string>,
  fallback: string,
): Promise<Response> {
  const result = await providerFetch<{ message?: string }>({
    request,
    language,
    path,
    method: "POST",
    token: user.token,
    body,
  });
  if (!result.ok) {
    await throwIfSessionEnded(request, result.error);
    return redirectWithToast(
      SECURITY_PATH,
      { type: "error", message: result.error.message },
      {},
      request,
    );
  }
  const t = await getServerT(language, "auth");
  return redirectWithToast(
    SECURITY_PATH,
    { type: "success", message: result.body.message || t(fallback) },
    {},
    request,
  );
}

export async function endSession(
  request: Request,
  language: Language,
  user: SessionUser,
  form: FormData,
) {
  const id = String(form.get("session") ?? "").slice(0, 64);
  return answer(request, language, user, "account/sessions/end", { id }, "sessions.ended");
}

export async function endOtherSessions(request: Request, language: Language, user: SessionUser) {
  return answer(
    request,
    language,
    user,
    "account/sessions/end-others",
    {},
    "sessions.others_ended",
  );
}
