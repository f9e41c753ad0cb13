// The form protection refuses a post made within MIN_FILL_MS of its page (spec §5, ADR 0003).
import { MIN_FILL_MS } from "../../app/modules/form-protection/fields";

/**
 * Waits until a form whose signed stamps (`issuedAt.signature`, the time in base 36,
 * form-stamp.server.ts) are `stamps` may be posted: only what is left of MIN_FILL_MS, so the time
 * spent filling it in counts; the product runs on this machine's clock.
 */
export async function waitForStamps(stamps: string[]) {
  const issuedAt = Math.max(...stamps.map((stamp) => parseInt(stamp.split(".")[0], 36)));
  if (!Number.isFinite(issuedAt)) throw new Error(`no form stamp to wait for: ${stamps}`);
  const left = issuedAt + MIN_FILL_MS + 150 - Date.now();
  if (left > 0) await new Promise((done) => setTimeout(done, left));
}
