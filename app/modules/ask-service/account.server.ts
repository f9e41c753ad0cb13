// The signed-in visitor's details, given to the ask-service form only where it shows.
import type { LiveAccount } from "~/modules/auth/live-session.server";
import type { AskPrefill } from "./types";

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function showsAskForm(url: URL): boolean {
  return url.searchParams.has("ask") || url.pathname === "/ask-service";
}

/** The live-session check already read the account (`GET user`): no call of its own. */
export function askPrefill(request: Request, account: LiveAccount | null): AskPrefill | null {
  if (!account || !showsAskForm(new URL(request.url))) return null;
  return { name: text(account.username), email: text(account.email), phone: text(account.phone) };
}
