import { log } from "~/modules/log/log.server";

// A provider that hangs costs every call the whole PROVIDER_TIMEOUT_MS. After one call times out
// the provider counts as hung for PROVIDER_COOLDOWN_MS: calls fail at once instead of waiting
// (the public read cache answers its last good copy meanwhile, ADR 0004; pages without one get
// the 503 page with Retry-After). Past the cooldown one call tries the provider again while the
// others still fail fast; any answer ends the cooldown, another timeout starts a new one.
// Per process, like the read cache. /healthz asks the provider itself and reports it down.

export const DEFAULT_COOLDOWN_MS = 5_000;

/**
 * PROVIDER_COOLDOWN_MS, read on each call. `0` turns it off; unset under NODE_ENV=test it is off,
 * so a test of one timeout does not make the next test's calls fail.
 */
export function cooldownMs(
  raw = process.env.PROVIDER_COOLDOWN_MS,
  nodeEnv = process.env.NODE_ENV,
): number {
  if (raw === undefined || raw.trim() === "") return nodeEnv === "test" ? 0 : DEFAULT_COOLDOWN_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : DEFAULT_COOLDOWN_MS;
}

/** Until when calls fail fast; 0 when the provider answers. */
let hungUntil = 0;
/** A call is trying the provider again after the cooldown. */
let probing = false;

export type Passage = { go: false } | { go: true; probe: boolean };

/** Whether a call may go to the provider now; a probe must report how it went. */
export function enterProvider(now = Date.now()): Passage {
  if (hungUntil === 0) return { go: true, probe: false };
  if (now < hungUntil || probing) return { go: false };
  probing = true;
  return { go: true, probe: true };
}

/** The call ended: `timedOut` starts (or restarts) a cooldown, anything else ends it. */
export function leaveProvider(passage: Passage, timedOut: boolean, now = Date.now()) {
  if (passage.go && passage.probe) probing = false;
  if (!timedOut) {
    if (hungUntil !== 0) {
      log("info", { source: "provider-client", message: "provider answers again" });
      hungUntil = 0;
    }
    return;
  }
  const cooldown = cooldownMs();
  if (cooldown === 0) return;
  if (hungUntil === 0 || (passage.go && passage.probe)) {
    log("warn", {
      source: "provider-client",
      message: `provider timed out: calls fail at once for ${cooldown} ms`,
    });
  }
  hungUntil = now + cooldown;
}

/** For tests. */
export function resetProviderCooldown() {
  hungUntil = 0;
  probing = false;
}
