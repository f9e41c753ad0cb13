// Shared by the accounts integration tests: a logged-in cookie and calling route modules.
import { createFormStamp } from "~/modules/form-protection/form-stamp.server";
import { commitSession, getSession, setSessionUser } from "~/modules/session/session.server";
import { appRequest } from "../support";

export const TOKEN = "token-abc-123";

/**
 * The token of a test session in that role: the stand-in provider answers `GET user` with the
 * role named after `~` (support.ts); the admin's is TOKEN.
 */
export function tokenOf(role: string | null): string {
  return role === "admin" ? TOKEN : `${TOKEN}~${role ?? "none"}`;
}

/** A session cookie as login leaves it; the cookie's role is the one the provider gives. */
export async function sessionCookie(options: { role?: string | null; expiresInMs?: number } = {}) {
  const request = appRequest("/");
  const session = await getSession(request);
  const role = options.role === undefined ? "admin" : options.role;
  setSessionUser(session, { token: tokenOf(role), role, name: "Mona" });
  session.set("expiresAt", Date.now() + (options.expiresInMs ?? 3_600_000));
  return (await commitSession(session, request)).split(";")[0];
}

/** A form post from our own site, as a browser sends it. */
export function post(path: string, fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams(fields);
  return appRequest(path, {
    method: "POST",
    body,
    cookie,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost:3000",
      "Sec-Fetch-Site": "same-origin",
    },
  });
}

/** The hidden fields <FormProtection /> renders, filled in at a human pace. */
export function protectedFields() {
  return {
    fp_website: "",
    fp_stamp: createFormStamp(Date.now() - 5_000),
    "g-recaptcha-response": "",
  };
}

export const args = (request: Request) => ({ request, params: {}, context: {} });
