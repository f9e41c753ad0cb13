// A visitor who leaves while the app asks for their render budget (a PostgreSQL or worker round
// trip, ADR 0033) must not leave the page marked as rendering: every later visit of that page
// would wait for a render that never comes (page-server.ts stands for the app's HTTP path).
import http from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpLayer } from "~/modules/http/layer.server";
import * as pageCache from "~/modules/page-cache/page-cache.server";
import { startPageServer } from "./page-server";
import { stubAppEnv } from "./support";

const ASKING_MS = 150;
const asked = vi.hoisted(() => ({ count: 0 }));

vi.mock("~/modules/security/render-budget.server", () => ({
  chargeRender: () => {
    asked.count++;
    return new Promise<number>((resolve) => setTimeout(() => resolve(0), ASKING_MS));
  },
}));

let server: Awaited<ReturnType<typeof startPageServer>>;

afterEach(async () => {
  await server?.close();
  pageCache.clearPageCache();
  vi.unstubAllEnvs();
});

/** Sends GET `path` and goes away after `ms`, before any answer. */
function leaveAfter(port: number, path: string, ms: number, headers: http.OutgoingHttpHeaders) {
  return new Promise<void>((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers, agent: false });
    request.on("error", () => resolve());
    setTimeout(() => {
      request.destroy();
      resolve();
    }, ms);
  });
}

describe("a visitor gone while the render budget is asked", () => {
  it("leaves the page free for the next visit, which is answered at once", async () => {
    stubAppEnv({ PROVIDER_CACHE_TTL_MS: "10000", TRUSTED_PROXIES: "127.0.0.1" });
    server = await startPageServer({ createHttpLayer, pageCache });
    // Signed in: the page is never kept, so the next visit renders (one waits for the other).
    const session = { cookie: "session=abc" };
    await leaveAfter(server.port, "/posts", ASKING_MS / 3, session);
    await new Promise((resolve) => setTimeout(resolve, ASKING_MS * 2));
    const next = await Promise.race([
      server.get("/posts", "127.0.0.2", session),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
    ]);
    expect(next?.status, "the next visit was answered within 3 s").toBe(200);
    expect(asked.count).toBe(2);
    // The visitor who left cost no render.
    expect(server.state.renders).toBe(1);
  });
});
