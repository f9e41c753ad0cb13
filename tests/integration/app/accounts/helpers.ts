// Shared by the accounts integration tests: a logged-in cookie and calling route modules.
import { createFormStamp } from "~/modules/form-protection/form-stamp.server";
import { commitSession, getSession, setSessionUser } from "~/modules/session/session.server";
import { appRequest } from "../support";

export const TOKEN = "token-abc-123";

/** A session cookie as login leaves it; `validatedAgoMs` ages the last validate-user. */
export async function sessionCookie(
  options: { role?: string | null; validatedAgoMs?: number; expiresInMs?: number } = {},
) {
  const request = appRequest("/");
  const session = await getSession(request);
  const now = Date.now();
  setSessionUser(
    session,
    { token: TOKEN, role: options.role === undefined ? "admin" : options.role, name: "Mona" },
    now - (options.validatedAgoMs ?? 0),
  );
  session.set("expiresAt", now + (options.expiresInMs ?? 3_600_000));
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
