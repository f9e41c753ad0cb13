import type { Config } from "./config.js";
import type { Db } from "./db/index.js";
import { createLimiters, type LimiterStore, type Limiters } from "./http/rate-limit.js";
import type { Logger } from "./log.js";
import { createMailer, type Mailer } from "./mail/index.js";
import type { Storage } from "./storage/index.js";

export type AppConfig = Pick<
  Config,
  "apiKey" | "tokenSecret" | "trustedProxies" | "staffEmail" | "logLevel"
> & { publicUrl?: string };

export type AppContext = {
  config: AppConfig;
  db: Db;
  /** Handlers log through `req.log`, which adds the request id. */
  logger: Logger;
  storage: Storage;
  mailer: Pick<Mailer, "send" | "background">;
  limits: Limiters;
};

export function createContext(
  config: Config,
  db: Db,
  logger: Logger,
  storage: Storage,
  limiterStore: LimiterStore = { kind: "memory" },
): AppContext & { mailer: Mailer } {
  return {
    config,
    db,
    logger,
    storage,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
    }),
    limits: createLimiters({ scale: config.rateLimitScale, store: limiterStore }),
  };
}
