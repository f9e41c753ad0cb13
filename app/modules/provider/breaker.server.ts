import { log } from "~/modules/log/log.server";
import { onOtherWorkers, tellOtherWorkers } from "~/modules/shared-state/workers.server";

// A hung provider costs every call PROVIDER_TIMEOUT_MS: after one timeout calls fail at once for
// PROVIDER_COOLDOWN_MS (the read cache answers meanwhile, ADR 0004), then one call probes. The
// app's other workers (ADR 0033) hear of the timeout and of the answer that ends it.

export const DEFAULT_COOLDOWN_MS = 5_000;

/** Off under NODE_ENV=test, so a test of one timeout does not fail the next test's calls. */
export function cooldownMs(
  raw = process.env.PROVIDER_COOLDOWN_MS,
  nodeEnv = process.env.NODE_ENV,
): number {
  if (raw === undefined || raw.trim() === "") return nodeEnv === "test" ? 0 : DEFAULT_COOLDOWN_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : DEFAULT_COOLDOWN_MS;
}

let hungUntil = 0;
let probing = false;

onOtherWorkers((news) => {
  if (news.kind !== "provider-hung") return;
  hungUntil = news.until === 0 ? 0 : Math.max(hungUntil, news.until);
});

export type Passage = { go: false } | { go: true; probe: boolean };

export function enterProvider(now = Date.now()): Passage {
  if (hungUntil === 0) return { go: true, probe: false };
  if (now < hungUntil || probing) return { go: false };
  probing = true;
  return { go: true, probe: true };
}

export function leaveProvider(passage: Passage, timedOut: boolean, now = Date.now()) {
  if (passage.go && passage.probe) probing = false;
  if (!timedOut) {
    if (hungUntil !== 0) {
      log("info", { source: "provider-client", message: "provider answers again" });
      hungUntil = 0;
      tellOtherWorkers({ kind: "provider-hung", until: 0 });
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
  tellOtherWorkers({ kind: "provider-hung", until: hungUntil });
}

export function resetProviderCooldown() {
  hungUntil = 0;
  probing = false;
}
