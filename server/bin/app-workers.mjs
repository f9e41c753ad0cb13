// How many worker processes serve the app (ADR 0033): APP_WORKERS, else one per core up to
// MAX_DEFAULT_WORKERS. Read by start.mjs, which refuses a bad value before anything starts, and
// by the app's primary.
import os from "node:os";

export const MAX_DEFAULT_WORKERS = 4;
/** How long a worker drains its requests on SIGTERM before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;
export const MAX_WORKERS = 64;

/**
 * @param {Record<string, string | undefined>} env
 * @param {number} [cores]
 * @returns {{ workers: number, problem: null } | { workers: null, problem: string }}
 */
export function appWorkers(env, cores = os.availableParallelism()) {
  const raw = env.APP_WORKERS?.trim();
  if (!raw) return { workers: Math.max(1, Math.min(MAX_DEFAULT_WORKERS, cores)), problem: null };
  const workers = Number(raw);
  if (Number.isInteger(workers) && workers >= 1 && workers <= MAX_WORKERS)
    return { workers, problem: null };
  return {
    workers: null,
    problem: `APP_WORKERS must be a whole number from 1 to ${MAX_WORKERS} (got "${raw}")`,
  };
}
