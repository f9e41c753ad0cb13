import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/modules/env/env.server";
import { isSecureRequest } from "~/modules/session/cookie-security.server";
import { toastSchema, type Toast, type ToastInput } from "./toast";

export type { Toast, ToastInput } from "./toast";

const TOAST_KEY = "toast";

let storage: { key: string; value: ReturnType<typeof build> } | null = null;

function build(secrets: string[]) {
  return createCookieSessionStorage({
    cookie: { name: "__toast", httpOnly: true, sameSite: "lax", path: "/", secrets, secure: false },
  });
}

function toastStorage() {
  const secrets = getEnv().SESSION_SECRET;
  const key = secrets.join(",");
  if (storage?.key !== key) storage = { key, value: build(secrets) };
  return storage.value;
}

/** The Set-Cookie header that carries a toast to the next page the visitor sees. */
export async function createToastHeaders(input: ToastInput, request?: Request): Promise<Headers> {
  const session = await toastStorage().getSession();
  const toast: Toast = toastSchema.parse({ id: crypto.randomUUID(), ...input });
  session.flash(TOAST_KEY, toast);
  const cookie = await toastStorage().commitSession(session, {
    secure: isSecureRequest(request),
  });
  return new Headers({ "Set-Cookie": cookie });
}

/** A 303 redirect that shows `toast` on the page it leads to (it survives the redirect). */
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

/** Reads and consumes the flashed toast; send `headers` with the answer so it shows only once. */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = z.optional(toastSchema).safeParse(session.get(TOAST_KEY));
  if (!session.has(TOAST_KEY)) return { toast: null, headers: null };
  const cookie = await toastStorage().destroySession(session, {
    secure: isSecureRequest(request),
  });
  return {
    toast: parsed.success ? (parsed.data ?? null) : null,
    headers: new Headers({ "Set-Cookie": cookie }),
  };
}
