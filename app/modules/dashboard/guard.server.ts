// Every dashboard loader and action starts with requireAdmin; this adds what to do when the
// provider itself says the session is over (spec §8: a token it cannot parse, or an expired one).
import { redirect } from "@remix-run/node";
import { requireAdmin } from "~/modules/auth/guards.server";
import { throwProviderError, type ProviderError } from "~/modules/provider/client.server";
import { destroySession, getSession } from "~/modules/session/session.server";

export { requireAdmin };

/** A redirect for errors that end the visit (401, token not parsed, 403), else null. */
export async function authFailure(
  request: Request,
  error: ProviderError,
): Promise<Response | null> {
  if (error.kind === "unauthorized" || error.kind === "token_invalid") {
    const session = await getSession(request);
    const url = new URL(request.url);
    const back = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
    return redirect(`/auth/login?${back}`, {
      headers: { "Set-Cookie": await destroySession(session, request) },
    });
  }
  // The provider no longer sees an admin (role changed meanwhile): spec §6 sends them home.
  if (error.kind === "forbidden") return redirect("/");
  return null;
}

/** For loaders: the auth redirect, else the error page for the provider failure. */
export async function failLoader(request: Request, error: ProviderError): Promise<never> {
  const response = await authFailure(request, error);
  if (response) throw response;
  throwProviderError(error);
}
