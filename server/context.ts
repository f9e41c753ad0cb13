// What route modules receive from buildApp: settings, the database and the outside services.
import type { Config } from "./config.js";
import type { Db } from "./db/index.js";
import { createRateLimiter, type RateLimiter } from "./http/rate-limit.js";
import { createMailer, type Mailer } from "./mail/index.js";
import { createStorage, type Storage } from "./storage/index.js";

export type LogRecord = Record<string, unknown> & { level: "debug" | "info" | "warn" | "error" };
export type Logger = (record: LogRecord) => void;

/** Window and allowance of each limited call. Login limits count failed attempts only. */
export const RATE_LIMITS = {
  loginAddress: { windowMs: 10 * 60_000, max: 20 },
  loginEmail: { windowMs: 10 * 60_000, max: 8 },
  register: { windowMs: 60 * 60_000, max: 20 },
  forgotAddress: { windowMs: 15 * 60_000, max: 10 },
  forgotEmail: { windowMs: 15 * 60_000, max: 3 },
  contactUs: { windowMs: 60 * 60_000, max: 20 },
  askService: { windowMs: 60 * 60_000, max: 20 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;
export type Limiters = Record<LimitName, RateLimiter>;

export type AppConfig = Pick<
  Config,
  "apiKey" | "tokenSecret" | "uploadsDir" | "trustedProxies" | "staffEmail" | "logLevel"
>;

export type AppContext = {
  config: AppConfig;
  db: Db;
  log: Logger;
  storage: Storage;
  mailer: Pick<Mailer, "send">;
  limits: Limiters;
};

/** `scale` multiplies every allowance (RATE_LIMIT_SCALE), for load tests and e2e suites. */
export function createLimiters(scale = 1): Limiters {
  const entries = Object.entries(RATE_LIMITS).map(([name, { windowMs, max }]) => [
    name,
    createRateLimiter({ windowMs, max: Math.max(1, Math.round(max * scale)) }),
  ]);
  return Object.fromEntries(entries) as Limiters;
}

export function createContext(
  config: Config,
  db: Db,
  log: Logger,
): AppContext & { mailer: Mailer } {
  return {
    config,
    db,
    log,
    storage: createStorage(config.uploadsDir),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
    }),
    limits: createLimiters(config.rateLimitScale),
  };
}

const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

/** JSON lines on stdout at or above `level`. */
export function jsonLogger(level: Config["logLevel"]): Logger {
  const min = LEVELS.indexOf(level);
  return (record) => {
    if (LEVELS.indexOf(record.level) < min) return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`);
  };
}
