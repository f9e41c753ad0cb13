import { createCookieSessionStorage, type Cookie, type SessionData } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { getEnv } from "~/modules/env/env.server";
import { createEncryptedCookie } from "./encrypted-cookie.server";

// Remix hands every loader its own copy of the Request, and one page reads the session in the
// root loader, the layout's guard and the route's guard: each read parsed the Cookie header,
// decrypted the value and decoded its JSON again. The decoded value depends only on the header
// and the secrets, so it is remembered per header (per storage, which is rebuilt when the secrets
// change). Bounded (least recently used out first), so many different cookies cannot grow the
// process.
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
      // Each session gets its own copy: a caller may change what it reads (a toast, for one).
      return structuredClone(hit.value);
    },
  };
}

/**
 * A lazily built cookie session storage whose value is encrypted (encrypted-cookie.server.ts;
 * HttpOnly, SameSite=Lax, Path=/). It is rebuilt when SESSION_SECRET changes, so the newest
 * secret encrypts and the older ones still decrypt. Secure is decided per response by the caller
 * (see isSecureRequest).
 */
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
