// One JSON line per request on both processes, one request id across them, and no secret in any
// line: the product runs for real, gets a login, a session cookie, token headers and secret-looking
// query strings, and everything it printed is searched.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  API_KEY,
  SESSION_SECRET,
  jsonLines,
  startProduct,
} from "./harness";

type Product = Awaited<ReturnType<typeof startProduct>>;

const TRACE_ID = "ops-trace-0001";
const COOKIE_SECRET = "cookie-value-never-logged-42";
const QUERY_SECRET = "query-secret-never-logged-42";

let product: Product;
let exitCode: number | null;
const BAD_HOSTS = ["a b", "[::1", "evil:99999"];
let badHostStatuses: string[] = [];

/** The status line of a GET whose Host header no HTTP client would send. */
function statusWithHost(url: string, host: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer.split("\r\n", 1)[0]));
    socket.on("error", reject);
  });
}
const CACHED_ID = "cached-visit";
let cacheHit: { id: string; requestId: string | null; nosniff: string | null } | null = null;
const secrets: string[] = [API_KEY, ADMIN_PASSWORD, SESSION_SECRET, COOKIE_SECRET, QUERY_SECRET];

beforeAll(async () => {
  product = await startProduct();
  const { baseURL, providerURL } = product;

  // The app: a page with a caller-chosen request id and a cookie the app does not know.
  const home = await fetch(`${baseURL}/?token=${QUERY_SECRET}`, {
    headers: { "X-Request-Id": TRACE_ID, Cookie: `lng=en; other=${COOKIE_SECRET}` },
  });
  expect(home.status).toBe(200);
  expect(home.headers.get("x-request-id")).toBe(TRACE_ID);

  // The app: a repeat visit answered by the page cache (ahead of express) is headed and logged
  // as any other answer.
  for (let visit = 0; visit < 5 && !cacheHit; visit++) {
    const page = await fetch(`${baseURL}/services`, {
      headers: { "X-Request-Id": `${CACHED_ID}-${visit}`, Cookie: "lng=en" },
    });
    await page.arrayBuffer();
    if (page.headers.get("x-page-cache") !== "hit") continue;
    cacheHit = {
      id: `${CACHED_ID}-${visit}`,
      requestId: page.headers.get("x-request-id"),
      nosniff: page.headers.get("x-content-type-options"),
    };
  }

  // The app: log in, then use the session cookie and token-looking headers.
  const login = await fetch(`${baseURL}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(303);
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) secrets.push(cookie.slice(cookie.indexOf("=") + 1));
  const dashboard = await fetch(`${baseURL}/dashboard?_data=routes/dashboard`, {
    headers: {
      Cookie: cookies.join("; "),
      token: QUERY_SECRET,
      Authorization: `Bearer ${QUERY_SECRET}`,
    },
  });
  expect(dashboard.status).toBe(200);

  // The provider: log in, then call with the token and the api key.
  const providerLogin = await fetch(`${providerURL}/api/login`, {
    method: "POST",
    headers: { apikey: API_KEY, lang: "en", accept: "application/json" },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token } = (await providerLogin.json()) as { token: string };
  expect(token).toBeTruthy();
  secrets.push(token);
  const user = await fetch(`${providerURL}/api/user?apikey=${API_KEY}`, {
    headers: {
      apikey: API_KEY,
      token,
      Authorization: `Bearer ${token}`,
      Cookie: `x=${COOKIE_SECRET}`,
    },
  });
  expect(user.status).toBe(200);
  const wrongKey = await fetch(`${providerURL}/api/categories`, {
    headers: { apikey: QUERY_SECRET },
  });
  expect(wrongKey.status).toBe(401);

  // Hosts that are no host: a refusal, and the lines stay JSON (stderr too).
  badHostStatuses = await Promise.all(
    BAD_HOSTS.flatMap((host) => [baseURL, providerURL].map((url) => statusWithHost(url, host))),
  );

  exitCode = await product.stop("SIGTERM");
}, 90_000);

afterAll(async () => {
  await product?.stop("SIGKILL");
  await product?.removeData();
});

describe("request logs", () => {
  it("the product stops cleanly on SIGTERM", () => {
    expect(exitCode).toBe(0);
  });

  it("print no api key, password, session secret, token or cookie value", () => {
    const lines = [...product.stdout, ...product.stderr];
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      const leaking = lines.filter((line) => line.includes(secret));
      expect(leaking, `a line holding ${secret.slice(0, 6)}…`).toEqual([]);
    }
  });

  it("warn once, at start, that the captcha is off (no reCAPTCHA keys set)", () => {
    const { records } = jsonLines(product.stdout);
    const warnings = records.filter(
      (record) => record.level === "warn" && String(record.msg).startsWith("captcha off"),
    );
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.msg)).toContain("RECAPTCHA_SITE_KEY");
  });

  it("warn once, at start, that PUBLIC_URL is unset, naming passkeys", () => {
    const { records } = jsonLines(product.stdout);
    const warnings = records.filter(
      (record) =>
        record.level === "warn" && String(record.message).startsWith("PUBLIC_URL is not set"),
    );
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.message)).toContain("passkeys");
  });

  it("are JSON lines only, on stdout and stderr", () => {
    expect(jsonLines(product.stdout).other).toEqual([]);
    expect(jsonLines(product.stderr).other).toEqual([]);
  });

  it("refuse a Host that is no host with 400 on the app; the provider never reads it", () => {
    // App then provider, per host: the provider's answer (its health-free root) is not a 5xx.
    const app = badHostStatuses.filter((_, i) => i % 2 === 0);
    const provider = badHostStatuses.filter((_, i) => i % 2 === 1);
    expect(app).toEqual(BAD_HOSTS.map(() => "HTTP/1.1 400 Bad Request"));
    for (const line of provider) expect(line).not.toMatch(/ 5\d\d /);
  });

  it("hold method, path, status, duration and request id on both processes", () => {
    const { records } = jsonLines(product.stdout);
    const requests = records.filter((record) => record.msg === "request");
    const app = requests.filter((record) => record.source === "app");
    const provider = requests.filter((record) => record.source === undefined);
    for (const record of requests) {
      expect(record).toMatchObject({
        level: "info",
        reqId: expect.stringMatching(/^[A-Za-z0-9._:-]+$/),
        method: expect.stringMatching(/^[A-Z]+$/),
        path: expect.stringMatching(/^\/[^?]*$/),
        status: expect.any(Number),
        ms: expect.any(Number),
      });
    }
    expect(app).toContainEqual(
      expect.objectContaining({ method: "POST", path: "/auth/login", status: 303 }),
    );
    expect(app).toContainEqual(
      expect.objectContaining({
        method: "GET",
        path: "/dashboard",
        data: "routes/dashboard",
        status: 200,
      }),
    );
    expect(cacheHit).toMatchObject({ requestId: cacheHit?.id, nosniff: "nosniff" });
    expect(app).toContainEqual(
      expect.objectContaining({
        reqId: cacheHit?.id,
        method: "GET",
        path: "/services",
        status: 200,
        pageCache: "hit",
      }),
    );
    expect(provider).toContainEqual(
      expect.objectContaining({ method: "POST", path: "/api/login", status: 200 }),
    );
    expect(provider).toContainEqual(
      expect.objectContaining({ path: "/api/categories", status: 401 }),
    );
  });

  it("carry the app's request id into the provider's lines", () => {
    const { records } = jsonLines(product.stdout);
    const traced = records.filter((record) => record.reqId === TRACE_ID);
    expect(traced).toContainEqual(
      expect.objectContaining({ source: "app", path: "/", status: 200 }),
    );
    expect(
      traced.filter((record) => String(record.path).startsWith("/api/")).length,
    ).toBeGreaterThan(0);
    // The login's provider call carries the id of the app request that made it.
    const appLogin = records.find(
      (record) => record.source === "app" && record.path === "/auth/login",
    );
    expect(records).toContainEqual(
      expect.objectContaining({ reqId: appLogin?.reqId, path: "/api/login", status: 200 }),
    );
  });
});
