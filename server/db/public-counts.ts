// The totals of public lists, kept a few seconds (ADR 0026): counting what is shown reads every
// row with its parents (a list of 10,000 services cost 2.5 ms a request), while the page itself
// reads ten. Any write this process answers forgets them all; another replica's write and a
// scheduled publication show in the total within PUBLIC_COUNT_TTL_MS (5 s), as in the app's own
// cache (ADR 0004).
import { LRUCache } from "lru-cache";

// Off under NODE_ENV=test unless set, as the app's cache: tests write rows and read them at once.
const ttl = Number(
  process.env.PUBLIC_COUNT_TTL_MS ?? (process.env.NODE_ENV === "test" ? 0 : 5_000),
);

// Forgetting is a new generation, not a clear(): every dashboard list is a post, and clearing
// the cache's tables on each cost more than the counts it saves.
const counts = new LRUCache<string, { generation: number; total: number }>({
  max: 2_000,
  ttl: Math.max(1, ttl),
});
let generation = 0;

export function forgetPublicCounts(): void {
  generation += 1;
}

/** A count that started before a write is not kept: it may not have seen the write. */
export async function publicCount(key: string, count: () => Promise<number>): Promise<number> {
  if (!(ttl > 0)) return count();
  const known = counts.get(key);
  if (known?.generation === generation) return known.total;
  const started = generation;
  const total = await count();
  if (started === generation) counts.set(key, { generation, total });
  return total;
}
