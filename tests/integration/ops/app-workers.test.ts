// The app on every core (ADR 0033): `npm start` on SQLite with two app worker processes acts as
// one app. Every request below opens a connection of its own, and the primary hands connections
// to the workers in turn, so consecutive requests meet both: a category saved through one shows
// on every worker's cached pages at once; renders are refused past the budget as one process
// counts it; the start-time warning is printed once; SIGTERM drains both and exits 0.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, jsonLines, saveCategory, startProduct } from "./harness";

type Product = Awaited<ReturnType<typeof startProduct>>;
type Answer = { status: number; cookies: string[]; text: string };

const RENDER_LIMIT = 10;
let product: Product;

beforeAll(async () => {
  product = await startProduct({
    APP_WORKERS: "2",
    // The render budget per address counts for real here.
    RATE_LIMIT_SCALE: "1",
    PAGE_RENDER_LIMIT: String(RENDER_LIMIT),
    // Pages and provider reads are cached as in production: only an announcement empties them.
    PROVIDER_CACHE_TTL_MS: "10000",
  });
}, 120_000);

afterAll(async () => {
  await product?.stop("SIGKILL");
  await product?.removeData();
});

/** One request on a connection of its own (no keep-alive pool that would stick to one worker). */
function send(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, product.baseURL), { method, headers, agent: false });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cookies: response.headers["set-cookie"] ?? [],
          text,
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

function logIn(password: string, address: string) {
  return send("/auth/login", {
    method: "POST",
    headers: {
      Origin: product.baseURL,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": address,
    },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password }).toString(),
  });
}

function workerPids(): number[] {
  return jsonLines(product.stdout)
    .records.filter((record) => /^app worker \d+ started$/.test(String(record.msg)))
    .map((record) => Number(record.pid));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the app in two worker processes", () => {
  it("forks two workers that both listen, and warns once that the captcha is off", async () => {
    const pids = workerPids();
    expect(new Set(pids).size).toBe(2);
    expect(pids.every(alive)).toBe(true);
    // /healthz answered as soon as one of them listened.
    const listening = () =>
      jsonLines(product.stdout).records.filter((record) => record.msg === "listening");
    for (let waited = 0; listening().length < 2 && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listening()).toHaveLength(2);
    const { records } = jsonLines(product.stdout);
    const captcha = records.filter((record) => String(record.msg).startsWith("captcha off"));
    expect(captcha).toHaveLength(1);
  });

  it("a category saved through one worker shows on every worker's cached home page at once", async () => {
    // Both workers have the page in their caches before the save.
    for (let i = 0; i < 4; i++) expect((await send("/?lng=en")).status).toBe(200);
    const login = await logIn(ADMIN_PASSWORD, "198.51.100.1");
    expect(login.status).toBe(303);
    const cookie = login.cookies.map((value) => value.split(";")[0]).join("; ");
    const name = `Across workers ${Date.now()}`;
    expect(await saveCategory(product.baseURL, cookie, name)).toBe(303);
    // The announcement crosses in well under the 10 s a cached copy would otherwise live.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push(await send("/?lng=en"));
    expect(pages.map((page) => page.text.includes(name))).toEqual([true, true, true, true]);
  });

  it("refuses renders past the budget after as many as one process allows, whichever worker answers", async () => {
    // A new cookie each time: no page cache answers, every request renders and counts.
    const render = (n: number) =>
      send("/FAQs", { headers: { "X-Forwarded-For": "198.51.100.77", Cookie: `render=${n}` } });
    const statuses: number[] = [];
    for (let n = 0; n < RENDER_LIMIT; n++) statuses.push((await render(n)).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await render(RENDER_LIMIT);
    expect(refused.status).toBe(429);
  });

  it("stops on SIGTERM: both workers drain and exit, and the app exits 0", async () => {
    const pids = workerPids();
    expect(await product.stop("SIGTERM")).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
    const { records } = jsonLines(product.stdout);
    expect(records.filter((record) => record.msg === "stopped").length).toBeGreaterThanOrEqual(3);
  });
});
