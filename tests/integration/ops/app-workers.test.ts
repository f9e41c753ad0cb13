// The app on every core (ADR 0033): `npm start` on SQLite with two app worker processes acts as
// one app. Every request below opens a connection of its own, and the primary hands each to the
// worker holding the fewest (ADR 0036), so consecutive requests meet both: a category saved
// through one shows on every worker's cached pages at once; renders are refused past the budget
// as one process counts it; a new connection goes to the worker holding the fewest; the
// start-time warning is printed once; SIGTERM drains both and exits 0.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
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

function keptAlive(agent: http.Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, product.baseURL), { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

/** The client ports of the TCP connections to `port` that process `pid` holds open (/proc). */
function peersOf(pid: number, port: number): Set<number> {
  const peerByInode = new Map<string, number>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1]?.split(":")[1];
      const remote = fields[2]?.split(":")[1];
      // State 01: established.
      if (local && remote && parseInt(local, 16) === port && fields[3] === "01")
        peerByInode.set(fields[9], parseInt(remote, 16));
    }
  }
  const peers = new Set<number>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      const peer = inode ? peerByInode.get(inode) : undefined;
      if (peer !== undefined) peers.add(peer);
    } catch {
      // closed meanwhile
    }
  }
  return peers;
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
  it("forks two workers that take connections from the listening primary, and warns once that the captcha is off", async () => {
    const pids = workerPids();
    expect(new Set(pids).size).toBe(2);
    expect(pids.every(alive)).toBe(true);
    const said = (msg: string) =>
      jsonLines(product.stdout).records.filter((record) => record.msg === msg);
    expect(said("listening")).toHaveLength(1);
    // /healthz answered as soon as one of them was ready.
    const ready = () => said("taking connections from the primary");
    for (let waited = 0; ready().length < 2 && waited < 10_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ready()).toHaveLength(2);
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

  it("hands each new connection to the worker holding the fewest, not merely the next in turn", async () => {
    const port = Number(new URL(product.baseURL).port);
    const [first, second] = workerPids();
    const pool = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const fresh = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const held = (pid: number) => peersOf(pid, port);
    // Up to 5 s for the connections to close, then time for the primary to hear of each close.
    const closed = async (gone: () => boolean) => {
      for (let waited = 0; !gone() && waited < 5_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    // The earlier checks' connections closed first: none counts.
    await closed(() => held(first).size + held(second).size === 0);
    try {
      expect(
        await Promise.all(Array.from({ length: 10 }, () => keptAlive(pool, "/livez"))),
      ).toEqual(Array(10).fill(200));
      const ours = (agent: http.Agent) =>
        Object.values(agent.freeSockets).flatMap((sockets) => sockets ?? []);
      // Ten held five and five; then the first worker's five are closed by their client.
      expect(
        [held(first), held(second)].map(
          (peers) => ours(pool).filter((s) => peers.has(s.localPort!)).length,
        ),
      ).toEqual([5, 5]);
      const firstPeers = held(first);
      for (const socket of ours(pool)) if (firstPeers.has(socket.localPort!)) socket.destroy();
      await closed(() => ![...held(first)].some((p) => firstPeers.has(p)));
      // Four new connections all go to the first worker, which holds none of the ten now.
      expect(
        await Promise.all(Array.from({ length: 4 }, () => keptAlive(fresh, "/livez"))),
      ).toEqual(Array(4).fill(200));
      const firstNow = held(first);
      expect(ours(fresh).filter((socket) => firstNow.has(socket.localPort!))).toHaveLength(4);
    } finally {
      pool.destroy();
      fresh.destroy();
    }
  });

  it("stops on SIGTERM: both workers drain and exit, and the app exits 0", async () => {
    const pids = workerPids();
    expect(await product.stop("SIGTERM")).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
    const { records } = jsonLines(product.stdout);
    expect(records.filter((record) => record.msg === "stopped").length).toBeGreaterThanOrEqual(3);
  });
});
