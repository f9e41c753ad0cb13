// The per-client budget of page renders (docs/security.md): a document that the page cache did
// not answer costs a render (loaders, React, several ms of CPU), so one client asking for a new
// render each time must not take the CPU from every other visitor. Cache hits and waits for
// another visitor's render of the same page never count. Counted like the app's other limits
// (rate-limiter.server.ts), across replicas on PostgreSQL.
import { getEnv } from "~/modules/env/env.server";
import { log } from "~/modules/log/log.server";
import { createLimiter, hit, type Limiter } from "./rate-limiter.server";

// A short window: a flood gets through one window's renders, not a minute's at once, and a
// visitor who somehow meets the budget waits seconds, not a minute.
export const RENDER_WINDOW_MS = 10_000;

let current: { settings: string; limiter: Limiter } | null = null;

/** Made on first use, and again when the settings change (tests stub them between cases). */
function limiter(): Limiter {
  const { PAGE_RENDER_LIMIT: points, RATE_LIMIT_SCALE: scale } = getEnv();
  const settings = `${points}x${scale}`;
  if (current?.settings !== settings) {
    const made = createLimiter({ name: "page-render", points, windowMs: RENDER_WINDOW_MS });
    current = { settings, limiter: made };
  }
  return current.limiter;
}

/**
 * Counts one render for `clientAddress`; answers the seconds to wait once it is past its budget,
 * else 0. Without a known address (plain remix-serve) there is no per-client budget: one shared
 * bucket would let one client stop the site for everybody. A failing store never refuses a page.
 */
export async function chargeRender(clientAddress: string | null): Promise<number> {
  if (!clientAddress) return 0;
  try {
    return await hit(limiter(), clientAddress);
  } catch (error) {
    log("warn", { msg: "render budget unavailable", error: String(error) });
    return 0;
  }
}
