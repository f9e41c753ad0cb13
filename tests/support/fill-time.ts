// The form protection refuses a post made within FORM_MIN_FILL_MS of its page (spec §5, ADR 0003):
// e2eEnv.minFillMs in the products the tests start.
import { e2eEnv } from "../e2e/env";

/**
 * Waits until a form whose signed stamps (`issuedAt.signature`, the time in base 36,
 * form-stamp.server.ts) are `stamps` may be posted: only what is left of the fill time, so the time
 * spent filling it in counts; the product runs on this machine's clock.
 */
export async function waitForStamps(stamps: string[]) {
  const issuedAt = Math.max(...stamps.map((stamp) => parseInt(stamp.split(".")[0], 36)));
  if (!Number.isFinite(issuedAt)) throw new Error(`no form stamp to wait for: ${stamps}`);
  const left = issuedAt + e2eEnv.minFillMs + 150 - Date.now();
  if (left > 0) await new Promise((done) => setTimeout(done, left));
}
