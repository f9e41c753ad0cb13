// The one way a session ends because the provider refused its token (spec §4, §8). Not for the
// login call itself, where a 401 means a wrong password.
import { redirect } from "@remix-run/node";
import type { ProviderError } from "~/modules/provider/errors";
import { destroySession, getSession } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";

export function endsSession(error: Pick<ProviderError, "kind">): boolean {
  return error.kind === "unauthorized" || error.kind === "token_invalid";
}

export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (back === "/" || url.pathname.startsWith("/auth/")) return "/auth/login";
  return `/auth/login?${new URLSearchParams({ redirectTo: back })}`;
}

export async function endSessionResponse(request: Request, message: string): Promise<Response> {
  const session = await getSession(request);
  return redirectWithToast(
    loginUrlFor(request),
    { type: "error", message },
    { headers: { "Set-Cookie": await destroySession(session, request) } },
    request,
  );
}

export async function throwIfSessionEnded(request: Request, error: ProviderError): Promise<void> {
  if (endsSession(error)) throw await endSessionResponse(request, error.message);
}

/** Also a 403 (no longer an admin) sends the user to / (spec §6). */
export async function throwIfAccessEnded(request: Request, error: ProviderError): Promise<void> {
  await throwIfSessionEnded(request, error);
  if (error.kind === "forbidden") throw redirect("/");
}
