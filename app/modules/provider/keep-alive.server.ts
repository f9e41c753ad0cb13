import http from "node:http";
import https from "node:https";

// remix-serve replaces the global fetch with @remix-run/web-fetch, which sends `Connection: close`
// whenever a request has no `agent`: every provider call then opened a new TCP connection, and
// the handshake and teardown cost both processes more CPU than many of the calls themselves.
// These agents keep the connections open between calls. Node's own fetch (undici, used by the
// tests) ignores `agent` and pools connections by itself.

// An idle connection closes after this long, before servers usually drop it (Node's default
// keep-alive is 5 s), so a call is not sent down a socket the other side is closing. Node
// shortens it further when the provider announces a `Keep-Alive: timeout=` of its own.
const IDLE_MS = 4_000;

const httpAgent = new http.Agent({ keepAlive: true, timeout: IDLE_MS });
const httpsAgent = new https.Agent({ keepAlive: true, timeout: IDLE_MS });

/** The `agent` option of web-fetch: chosen per URL, since PROVIDER_URL may be http or https. */
export function providerAgent(url: URL): http.Agent {
  return url.protocol === "https:" ? httpsAgent : httpAgent;
}
