// SIGTERM on the built processes (ephemeral ports, temporary DATA_DIR): requests in flight finish,
// new ones are refused, the process exits 0, and no accepted contact message is lost, under load
// (autocannon, 20 connections) as for a single slow write.
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { e2eEnv } from "../../e2e/env";
import { waitForStamps } from "../../support/fill-time";
import { startApp, startProvider, tempDataDir, type Proc } from "./harness";

const LOAD_MS = 3_000;
const started: Proc[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const proc of started.splice(0)) await proc.stop("SIGKILL");
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function provider() {
  const data = await tempDataDir();
  cleanups.push(data.remove);
  const proc = await startProvider(data.dir);
  started.push(proc);
  return { ...proc, dataDir: data.dir };
}

/** The `info` texts of the saved contact messages (read after the provider has stopped). */
function savedInfos(dataDir: string): Set<string> {
  const db = new Database(path.join(dataDir, "provider.sqlite"), { readonly: true });
  try {
    const rows = db.prepare("select info from contact_messages").all() as { info: string }[];
    return new Set(rows.map((row) => row.info));
  } finally {
    db.close();
  }
}

function contactBody(info: string): Record<string, string> {
  return {
    name: "Load Test",
    email: "load@example.com",
    contact_reason: "other",
    info,
  };
}

/**
 * Posts contact messages over 20 connections, each with its own text, calls `kill` after
 * LOAD_MS / 2 and stops once the killed process has exited (LOAD_MS at most). Returns the texts
 * of the messages that were answered as accepted.
 */
async function loadAndKill(options: {
  url: string;
  path: string;
  headers: Record<string, string>;
  body: (info: string, n: number) => Record<string, string>;
  accepted: (status: number) => boolean;
  kill: () => void;
  exited: Promise<unknown>;
}) {
  let counter = 0;
  const accepted: string[] = [];
  let answered = 0;
  const killer = setTimeout(options.kill, LOAD_MS / 2);
  const load = autocannon({
    url: options.url,
    connections: 20,
    duration: LOAD_MS / 1000,
    timeout: 15,
    sampleInt: 100,
    requests: [
      {
        method: "POST",
        path: options.path,
        setupRequest(request, context) {
          counter++;
          const info = `load message ${counter} ${Math.random().toString(36).slice(2)}`;
          context.info = info;
          return {
            ...request,
            headers: {
              ...options.headers,
              "content-type": "application/x-www-form-urlencoded",
              // Every message from its own visitor, so rate limits do not answer for the server.
              "x-forwarded-for": `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
            },
            body: new URLSearchParams(options.body(info, counter)).toString(),
          };
        },
        onResponse(status, _body, context) {
          answered++;
          if (options.accepted(status)) accepted.push(String(context.info));
        },
      },
    ],
  });
  // Nothing is accepted once the process is gone; the answers it sent last are read first.
  void options.exited.then(() => setTimeout(() => load.stop(), 200));
  await load;
  clearTimeout(killer);
  return { accepted, answered, sent: counter };
}

/**
 * A form post sent in two parts: the first 20 characters, `kill` 300 ms later, the rest 500 ms
 * after that, so the request is in flight during shutdown. Resolves once the answer is read.
 */
function postAcrossSignal(
  url: string,
  path: string,
  body: string,
  kill: () => void,
  extra: { headers?: Record<string, string>; agent?: http.Agent } = {},
) {
  return new Promise<{ status: number; text: string; at: number }>((resolve, reject) => {
    const { port } = new URL(url);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        agent: extra.agent,
        method: "POST",
        path,
        headers: {
          ...extra.headers,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text, at: Date.now() }),
        );
      },
    );
    request.on("error", reject);
    request.write(body.slice(0, 20));
    setTimeout(() => {
      kill();
      setTimeout(() => request.end(body.slice(20)), 500);
    }, 300);
  });
}

describe("shutdown", () => {
  it("the provider killed under load loses no accepted contact message", async () => {
    const api = await provider();
    const load = await loadAndKill({
      url: api.url,
      path: "/api/contact_us",
      headers: {
        apikey: "ops-api-key-must-never-be-logged",
        lang: "en",
        accept: "application/json",
      },
      body: (info) => contactBody(info),
      accepted: (status) => status === 200,
      kill: () => api.child.kill("SIGTERM"),
      exited: api.exited,
    });
    expect(await api.exited, [...api.stdout, ...api.stderr].slice(-30).join("\n")).toBe(0);
    expect(load.accepted.length).toBeGreaterThan(20);
    const saved = savedInfos(api.dataDir);
    const lost = load.accepted.filter((info) => !saved.has(info));
    expect(lost).toEqual([]);
    // Nothing saved that was never sent, and the provider said it stopped cleanly.
    expect(saved.size).toBeLessThanOrEqual(load.sent);
    expect(api.stdout.some((line) => line.includes('"msg":"stopping"'))).toBe(true);
  }, 60_000);

  it("the app killed under load loses no accepted contact message", async () => {
    const api = await provider();
    // Forms taken sooner than spec §5's 2 s, as in the products the other tests start.
    const app = await startApp(api.url, { FORM_MIN_FILL_MS: String(e2eEnv.minFillMs) });
    started.push(app);
    // The form's signed fill-time stamp, as the page gives it, used after the minimum fill time.
    const root = await fetch(`${app.url}/contact_us?_data=root`);
    const { formStamp } = (await root.json()) as { formStamp: string };
    await waitForStamps([formStamp]);
    const load = await loadAndKill({
      url: app.url,
      path: "/contact_us",
      headers: { origin: app.url, "sec-fetch-site": "same-origin" },
      body: (info) => ({ ...contactBody(info), fp_stamp: formStamp, fp_website: "" }),
      // The action answers a saved message with a redirect to the page and a toast.
      accepted: (status) => status === 302 || status === 303,
      kill: () => app.child.kill("SIGTERM"),
      exited: app.exited,
    });
    // Its last lines say why, should it not exit cleanly.
    expect(await app.exited, [...app.stdout, ...app.stderr].slice(-30).join("\n")).toBe(0);
    expect(load.accepted.length).toBeGreaterThan(10);
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);
    const saved = savedInfos(api.dataDir);
    expect(load.accepted.filter((info) => !saved.has(info))).toEqual([]);
  }, 60_000);

  it("a write in flight finishes and a write after the signal is refused, never half done", async () => {
    const api = await provider();
    const body = new URLSearchParams(contactBody("slow message in flight")).toString();
    const answer = postAcrossSignal(
      api.url,
      "/api/contact_us",
      body,
      () => api.child.kill("SIGTERM"),
      {
        headers: { apikey: "ops-api-key-must-never-be-logged", accept: "application/json" },
      },
    );
    // A new connection after the signal is refused before anything is read.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const late = await fetch(`${api.url}/api/contact_us`, {
      method: "POST",
      headers: { apikey: "ops-api-key-must-never-be-logged" },
      body: new URLSearchParams(contactBody("late message after the signal")),
    }).then(
      (response) => response.status,
      () => "refused",
    );
    expect(late === "refused" || late === 503).toBe(true);
    const done = await answer;
    expect(done.status, done.text).toBe(200);
    expect(await api.exited).toBe(0);
    const saved = savedInfos(api.dataDir);
    expect(saved.has("slow message in flight")).toBe(true);
    expect(saved.has("late message after the signal")).toBe(false);
  }, 60_000);

  it("the app answers a request in flight on a kept-alive connection, then exits at once", async () => {
    const api = await provider();
    const app = await startApp(api.url);
    started.push(app);
    // A load balancer's pool: the connection stays open, idle, after its answer.
    const agent = new http.Agent({ keepAlive: true });
    const body = "email=someone%40example.com&password=not-the-password";
    const answer = postAcrossSignal(app.url, "/auth/login", body, () => app.child.kill("SIGTERM"), {
      headers: { origin: app.url },
      agent,
    });
    const done = await answer;
    expect(done.status).toBeGreaterThanOrEqual(200);
    expect(await app.exited).toBe(0);
    // Not held up until the idle connection times out (5 s).
    expect(Date.now() - done.at).toBeLessThan(2_000);
    agent.destroy();
  }, 60_000);
});
