// Pure: the caller passes the clock (docs/deploy.md).

/**
 * @typedef {{ firstDelayMs: number, maxDelayMs: number, healthyAfterMs: number,
 *   maxExits: number, windowMs: number }} RestartOptions
 */

/** @type {Readonly<RestartOptions>} */
export const DEFAULT_RESTART_POLICY = Object.freeze({
  /** Doubles with each failure in a row. */
  firstDelayMs: 250,
  maxDelayMs: 8_000,
  /** A child that ran this long was healthy: the next delay starts over. */
  healthyAfterMs: 30_000,
  maxExits: 5,
  windowMs: 60_000,
});

export class RestartPolicy {
  /** @param {Partial<RestartOptions>} [options] */
  constructor(options = {}) {
    this.options = { ...DEFAULT_RESTART_POLICY, ...options };
    /** @type {number[]} */
    this.exits = [];
    this.failuresInARow = 0;
    /** @type {number | null} */
    this.startedAt = null;
  }

  /** @param {number} now */
  started(now) {
    this.startedAt = now;
  }

  /**
   * @param {number} now
   * @returns {{ restart: true, delayMs: number, exits: number }
   *   | { restart: false, exits: number, windowMs: number }}
   */
  exited(now) {
    const { firstDelayMs, maxDelayMs, healthyAfterMs, maxExits, windowMs } = this.options;
    this.exits = this.exits.filter((time) => now - time < windowMs);
    this.exits.push(now);
    if (this.exits.length >= maxExits) {
      return { restart: false, exits: this.exits.length, windowMs };
    }
    const ranMs = this.startedAt === null ? 0 : now - this.startedAt;
    if (ranMs >= healthyAfterMs) this.failuresInARow = 0;
    const delayMs = Math.min(firstDelayMs * 2 ** this.failuresInARow, maxDelayMs);
    this.failuresInARow++;
    return { restart: true, delayMs, exits: this.exits.length };
  }
}
