import type { Language } from "~/modules/i18n/config";
import { LRUCache } from "lru-cache";
import { cacheTtlMs, wallClock } from "~/modules/provider/cache.server";
import { providerFetch } from "~/modules/provider/client.server";
import { throwIfAccessEnded } from "./guard.server";
import type { Statistics } from "./types";
import { announce, onAnnouncement } from "~/modules/shared-state/announcements.server";

export type { Statistics, WeekCount } from "./types";

// Every dashboard page shows the unread count in its menu, and dashboard/statistics (a dozen
// COUNTs on the provider) cost a second provider call per page, about as much as the list itself.
// Screens that only show the menu's count take it from a short per-process memory, like the
// public reads (ADR 0004: PROVIDER_CACHE_TTL_MS, off under tests); the home page and the inbox,
// which show the figures themselves, always ask the provider and refresh it. Read marks and new
// messages handled by this process forget it at once (forgetStatistics); a change made
// elsewhere shows within the TTL.
const cache = new LRUCache<string, Statistics>({ max: 50, perf: wallClock, ttlResolution: 0 });
// Bumped by forgetStatistics, so a call that started before a change cannot store what it read.
let generation = 0;

/**
 * The provider's dashboard/statistics. A failure other than the session ending leaves the
 * dashboard usable: the cards say the figures are unavailable and the menu shows no count.
 * `fresh` skips the memory (it is refreshed with the answer).
 */
export async function loadStatistics(
  request: Request,
  language: Language,
  token: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Statistics | null> {
  const ttlMs = cacheTtlMs();
  // Per token: a cached answer is only ever shown to the session that the provider gave it to.
  const hit = fresh || ttlMs === 0 ? undefined : cache.get(token);
  if (hit) return hit;
  const startedAt = generation;
  const result = await providerFetch<{ data: Statistics }>({
    request,
    language,
    token,
    path: "dashboard/statistics",
    method: "POST",
  });
  if (result.ok) {
    if (ttlMs > 0 && startedAt === generation) cache.set(token, result.body.data, { ttl: ttlMs });
    return result.body.data;
  }
  await throwIfAccessEnded(request, result.error);
  return null;
}

/** After anything that changes the unread counts: a read mark, a new message (every replica). */
export function forgetStatistics() {
  announce({ kind: "messages" });
  forgetHere();
}

function forgetHere() {
  generation++;
  cache.clear();
}

onAnnouncement((announcement) => {
  if (announcement.kind === "messages" || announcement.kind === "missed") forgetHere();
});
