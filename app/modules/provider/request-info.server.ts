import { getClientIPAddress } from "remix-utils/get-client-ip-address";
import { isIP } from "is-ip";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keep the caller's id when it looks sane, so one id follows a visit through both logs. */
export function getRequestId(request: Request): string {
  const incoming = request.headers.get("X-Request-Id");
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The visitor's address. remix-serve does not expose the socket address, so it comes from
 * headers: in X-Forwarded-For we walk from the right past our own trusted proxies (the left part
 * is whatever the client claimed); otherwise the other proxy headers remix-utils knows.
 */
export function getVisitorAddress(request: Request, trustedProxies: string[]): string | null {
  const forwarded = request.headers.get("X-Forwarded-For");
  if (forwarded) {
    const hops = forwarded
      .split(",")
      .map((hop) => hop.trim())
      .filter((hop) => isIP(hop));
    for (let index = hops.length - 1; index >= 0; index--) {
      if (!trustedProxies.includes(hops[index]) || index === 0) return hops[index];
    }
  }
  return getClientIPAddress(request);
}
