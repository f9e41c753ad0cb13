// The one way a session ends because the provider refused its token (spec §4, §8): a 401 from
// any call, the 'The token could not be parsed from the request' answer, or a failed
// validate-user. The session cookie is destroyed and the visitor goes to /auth/login with a
// message, and comes back to where they were after logging in again.
//
// How other routes use it, right after a provider call made with the user's token:
//   const result = await providerFetch({ request, path: "dashboard/faqs", token: user.token });
//   if (!result.ok) {
//     await throwIfSessionEnded(request, result.error); // throws the redirect on 401/token_invalid
//     ...show result.error as usual...
//   }
// Do not use it for the login call itself: there a 401 means a wrong password.
//
// Admin-only calls (the dashboard) use throwIfAccessEnded, which also handles the provider's 403.
import { redirect } from "@remix-run/node";
import type { ProviderError } from "~/modules/provider/errors";
import { destroySession, getSession } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";

/** Whether this provider failure means the token is no longer good. */
export function endsSession(error: Pick<ProviderError, "kind">): boolean {
  return error.kind === "unauthorized" || error.kind === "token_invalid";
}

/** /auth/login, asking to come back to the page the visitor was on (GET) or posted from. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (back === "/" || url.pathname.startsWith("/auth/")) return "/auth/login";
  return `/auth/login?${new URLSearchParams({ redirectTo: back })}`;
}

/** The redirect to /auth/login that also destroys the session; `message` is shown there. */
export async function endSessionResponse(request: Request, message: string): Promise<Response> {
  const session = await getSession(request);
  return redirectWithToast(
    loginUrlFor(request),
    { type: "error", message },
    { headers: { "Set-Cookie": await destroySession(session, request) } },
    request,
  );
}

/** Throws the end-of-session redirect when the provider refused the token; returns otherwise. */
export async function throwIfSessionEnded(request: Request, error: ProviderError): Promise<void> {
  if (endsSession(error)) throw await endSessionResponse(request, error.message);
}

/**
 * For calls that need the admin role: the session ending as above, and a 403 (the provider no
 * longer sees an admin, e.g. the role was changed meanwhile) sends the user to / (spec §6).
 */
export async function throwIfAccessEnded(request: Request, error: ProviderError): Promise<void> {
  await throwIfSessionEnded(request, error);
  if (error.kind === "forbidden") throw redirect("/");
}
