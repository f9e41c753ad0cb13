import { createCookieSessionStorage, type SessionData } from "@remix-run/node";
import { getEnv } from "~/modules/env/env.server";

/**
 * A lazily built, signed cookie session storage (HttpOnly, SameSite=Lax, Path=/). It is rebuilt
 * when SESSION_SECRET changes, so the newest secret signs and the older ones still verify.
 * Secure is decided per response by the caller (see isSecureRequest).
 */
export function signedCookieStorage<Data extends SessionData, Flash extends SessionData = Data>(
  name: string,
) {
  let built: { key: string; storage: ReturnType<typeof build> } | null = null;
  const build = (secrets: string[]) =>
    createCookieSessionStorage<Data, Flash>({
      cookie: { name, httpOnly: true, sameSite: "lax", path: "/", secrets, secure: false },
    });
  return () => {
    const secrets = getEnv().SESSION_SECRET;
    const key = secrets.join(",");
    if (built?.key !== key) built = { key, storage: build(secrets) };
    return built.storage;
  };
}
