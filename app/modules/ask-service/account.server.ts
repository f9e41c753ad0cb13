// Read only where the form shows, so other pages make no extra provider call.
import type { Language } from "~/modules/i18n/config";
import { providerFetch } from "~/modules/provider/client.server";
import type { SessionUser } from "~/modules/session/session.server";
import type { AskPrefill } from "./types";

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function showsAskForm(url: URL): boolean {
  return url.searchParams.has("ask") || url.pathname === "/ask-service";
}

export async function askPrefill(
  request: Request,
  language: Language,
  user: SessionUser | null,
): Promise<AskPrefill | null> {
  if (!user || !showsAskForm(new URL(request.url))) return null;
  const me = await providerFetch<{ user?: Record<string, unknown> }>({
    request,
    language,
    path: "user",
    token: user.token,
  });
  if (!me.ok || !me.body.user) return null;
  const { username, email, phone } = me.body.user;
  return { name: text(username), email: text(email), phone: text(phone) };
}
