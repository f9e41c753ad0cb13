import { redirect } from "@remix-run/node";
import * as z from "zod/v4/mini";
import { isSecureRequest } from "~/modules/session/cookie-security.server";
import { encryptedCookieStorage } from "~/modules/session/cookie-storage.server";
import { toastSchema, type Toast, type ToastInput } from "./toast";

export type { Toast, ToastInput } from "./toast";

const TOAST_KEY = "toast";

// A flash cookie of its own, so a toast can be set without touching the login session.
const toastStorage = encryptedCookieStorage<{ toast: Toast }>("__toast");

export async function createToastHeaders(input: ToastInput, request?: Request): Promise<Headers> {
  const session = await toastStorage().getSession();
  const toast: Toast = z.parse(toastSchema, { id: crypto.randomUUID(), ...input });
  session.flash(TOAST_KEY, toast);
  const cookie = await toastStorage().commitSession(session, {
    secure: isSecureRequest(request),
  });
  return new Headers({ "Set-Cookie": cookie });
}

export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init: ResponseInit = {},
  request?: Request,
): Promise<Response> {
  const headers = new Headers(init.headers);
  const toastHeaders = await createToastHeaders(toast, request);
  headers.append("Set-Cookie", toastHeaders.get("Set-Cookie") ?? "");
  return redirect(url, { status: 303, ...init, headers });
}

/** Send `headers` with the answer so it shows only once. */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  // has() before get(): reading a flash value removes it from the session.
  if (!session.has(TOAST_KEY)) return { toast: null, headers: null };
  const parsed = z.safeParse(toastSchema, session.get(TOAST_KEY));
  const cookie = await toastStorage().destroySession(session, {
    secure: isSecureRequest(request),
  });
  return {
    toast: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": cookie }),
  };
}
