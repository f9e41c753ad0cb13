import { createCookieSessionStorage, type Cookie, type SessionData } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/modules/env/env.server";
import { createEncryptedCookie } from "./encrypted-cookie.server";

// One page reads the session several times (root loader, guards): the decoded value is
// remembered per Cookie header, bounded so many different cookies cannot grow the process.
const MAX_HEADERS = 200;

function memoizedParse(cookie: Cookie): Cookie {
  // Boxed: lru-cache keeps no null, and a cookie that does not decode parses to null.
  const decoded = new LRUCache<string, { value: unknown }>({ max: MAX_HEADERS });
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header, options) {
      if (!header || options) return cookie.parse(header, options);
      let hit = decoded.get(header);
      if (hit === undefined) {
        hit = { value: await cookie.parse(header) };
        decoded.set(header, hit);
      }
      // A caller may change what it reads (a toast, for one).
      return structuredClone(hit.value);
    },
  };
}

/** Rebuilt when SESSION_SECRET changes; Secure is decided per response (isSecureRequest). */
export function encryptedCookieStorage<Data extends SessionData, Flash extends SessionData = Data>(
  name: string,
) {
  let built: { key: string; storage: ReturnType<typeof build> } | null = null;
  const build = (secrets: string[]) =>
    createCookieSessionStorage<Data, Flash>({
      cookie: memoizedParse(
        createEncryptedCookie(name, {
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          secrets,
          secure: false,
        }),
      ),
    });
  return () => {
    const secrets = getEnv().SESSION_SECRET;
    const key = secrets.join(",");
    if (built?.key !== key) built = { key, storage: build(secrets) };
    return built.storage;
  };
}
