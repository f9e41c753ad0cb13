// The built app (remix-serve build/index.js) against a fake provider we control: stopped, slow,
// answering garbage. Pages show the translated message with the right status in both languages,
// /healthz says 503 with a reason, and the app recovers without a restart when the provider does.
// After a timeout the next visitors are not made to wait (PROVIDER_COOLDOWN_MS).
import { readFileSync } from "node:fs";
import http, { type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, root, startApp } from "./harness";

type Mode = "ok" | "slow" | "garbage";
// Generous enough that a busy 2-core CI machine answers in time when the provider is healthy.
const TIMEOUT_MS = 4_000;
const COOLDOWN_MS = 1_500;
const langs = ["en", "ar"] as const;

const errors = Object.fromEntries(
  langs.map((lang) => {
    const common = JSON.parse(
      readFileSync(path.join(root, "public/locales", lang, "common.json"), "utf8"),
    ) as { errors: Record<string, string> };
    return [lang, common.errors];
  }),
) as Record<(typeof langs)[number], Record<string, string>>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!,
  );

let mode: Mode = "ok";
let fake: Server | null = null;
let port = 0;
let app: Awaited<ReturnType<typeof startApp>>;
const seen: string[] = [];

/** Answers every list call with an empty page and the health call with ok, unless told otherwise. */
function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.push(String(req.headers["x-request-id"] ?? ""));
  req.resume();
  if (mode === "garbage") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("<html>502 Bad Gateway</html>{not json");
    return;
  }
  const answer = () => {
    if (res.destroyed) return;
    res.writeHead(200, { "content-type": "application/json" });
    const body = req.url?.startsWith("/api/health")
      ? { status: 200, message: "ok" }
      : { status: 200, data: [], meta: { total: 0, current_page: 1, last_page: 1, per_page: 12 } };
    res.end(JSON.stringify(body));
  };
  if (mode === "slow") setTimeout(answer, TIMEOUT_MS * 10);
  else answer();
}

async function startFake() {
  fake = http.createServer(handle);
  await new Promise<void>((resolve) => fake!.listen(port, "127.0.0.1", resolve));
}

async function stopFake() {
  const server = fake;
  fake = null;
  if (!server) return;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function page(lang: string, url = "/") {
  const response = await fetch(`${app.url}${url}`, { headers: { Cookie: `lng=${lang}` } });
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  port = await freePort();
  await startFake();
  app = await startApp(`http://127.0.0.1:${port}`, {
    PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    PROVIDER_CACHE_TTL_MS: "0",
    PROVIDER_COOLDOWN_MS: String(COOLDOWN_MS),
  });
}, 60_000);

afterAll(async () => {
  await app?.stop("SIGKILL");
  await stopFake();
});

describe("provider faults", () => {
  it("serves pages and a healthy /healthz while the provider answers", async () => {
    mode = "ok";
    for (const lang of langs) expect((await page(lang)).status).toBe(200);
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(seen.filter(Boolean).length).toBeGreaterThan(0);
  });

  it("provider stopped: translated 503 page, /healthz 503 with a reason, then recovery", async () => {
    await stopFake();
    for (const lang of langs) {
      const { status, html } = await page(lang);
      expect(status).toBe(503);
      expect(html).toContain(escapeHtml(errors[lang].provider_unavailable));
      expect(html).toContain(`lang="${lang}"`);
    }
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "error", reason: "provider unreachable" });

    // The provider comes back on the same address: the same app process serves again.
    await startFake();
    for (const lang of langs) expect((await page(lang)).status).toBe(200);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("provider too slow: translated timeout page within the configured time, then no wait", async () => {
    mode = "slow";
    try {
      const started = Date.now();
      const { status, html } = await page("en");
      expect(status).toBe(504);
      expect(html).toContain(escapeHtml(errors.en.provider_timeout));
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
      // The next visitors are answered at once, in their language, during the cooldown.
      for (const lang of langs) {
        const next = Date.now();
        const fast = await page(lang);
        expect(fast.status).toBe(503);
        expect(fast.html).toContain(escapeHtml(errors[lang].provider_unavailable));
        expect(Date.now() - next).toBeLessThan(TIMEOUT_MS / 2);
      }
    } finally {
      mode = "ok";
    }
    // Past the cooldown one call asks again; once it is answered pages are served.
    const deadline = Date.now() + TIMEOUT_MS * 3;
    while ((await page("en")).status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS / 3));
    }
    expect((await page("ar")).status).toBe(200);
  });

  it("provider answering garbage: translated 502 page, no provider text shown", async () => {
    mode = "garbage";
    try {
      for (const lang of langs) {
        const { status, html } = await page(lang);
        expect(status).toBe(502);
        expect(html).toContain(escapeHtml(errors[lang].provider_bad_response));
        expect(html).not.toContain("Bad Gateway");
      }
      // A loader call (`?_data=`) gets the same message as JSON.
      const data = await fetch(`${app.url}/?_data=routes/_site._index`, {
        headers: { Cookie: "lng=ar" },
      });
      expect(data.status).toBe(502);
      expect(await data.text()).toContain(errors.ar.provider_bad_response);
    } finally {
      mode = "ok";
    }
    expect((await page("en")).status).toBe(200);
  });
});
