import type { Language } from "~/modules/i18n/config";
import { LRUCache } from "lru-cache";
import { cacheTtlMs, wallClock } from "~/modules/provider/cache.server";
import { providerFetch } from "~/modules/provider/client.server";
import { throwIfAccessEnded } from "./guard.server";
import type { Statistics } from "~/modules/provider/types";
import { announce, onAnnouncement } from "~/modules/shared-state/announcements.server";

// The menu's unread count on every page would cost a second provider call per page, so screens
// that only show the count read a short per-process memory (ADR 0004); the home page and the
// inbox ask the provider and refresh it. A change made elsewhere shows within the TTL.
const cache = new LRUCache<string, Statistics>({ max: 50, perf: wallClock, ttlResolution: 0 });
// So a call that started before a change cannot store what it read.
let generation = 0;

/** A failure other than the session ending leaves the dashboard usable, without the figures. */
export async function loadStatistics(
  request: Request,
  language: Language,
  token: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<Statistics | null> {
  const ttlMs = cacheTtlMs();
  // Per token: a cached answer is only ever shown to the session it was given to.
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

/** After anything that changes the unread counts, on every replica. */
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
