// docs/security.md: one client asking for a new render each time must not take the CPU from
// every other visitor. Cache hits and waits never count.
import { getEnv } from "~/modules/env/env.server";
import { log } from "~/modules/log/log.server";
import { createLimiter, hit, type Limiter } from "./rate-limiter.server";

// A short window: a flood gets one window's renders, and a visitor waits seconds, not a minute.
export const RENDER_WINDOW_MS = 10_000;

let current: { settings: string; limiter: Limiter } | null = null;

function limiter(): Limiter {
  const { PAGE_RENDER_LIMIT: points, RATE_LIMIT_SCALE: scale } = getEnv();
  const settings = `${points}x${scale}`;
  if (current?.settings !== settings) {
    const made = createLimiter({ name: "page-render", points, windowMs: RENDER_WINDOW_MS });
    current = { settings, limiter: made };
  }
  return current.limiter;
}

/** Without an address there is no budget: one shared bucket would let one client stop the site. */
export async function chargeRender(clientAddress: string | null): Promise<number> {
  if (!clientAddress) return 0;
  try {
    return await hit(limiter(), clientAddress);
  } catch (error) {
    log("warn", { msg: "render budget unavailable", error: String(error) });
    return 0;
  }
}
