// What route modules receive from buildApp: settings, the database and the outside services.
import type { Config } from "./config.js";
import type { Db } from "./db/index.js";

export type LogRecord = Record<string, unknown> & { level: "debug" | "info" | "warn" | "error" };
export type Logger = (record: LogRecord) => void;

export type AppContext = {
  config: Pick<
    Config,
    "apiKey" | "tokenSecret" | "uploadsDir" | "trustedProxies" | "staffEmail" | "logLevel"
  >;
  db: Db;
  log: Logger;
};

const LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

/** JSON lines on stdout at or above `level`. */
export function jsonLogger(level: Config["logLevel"]): Logger {
  const min = LEVELS.indexOf(level);
  return (record) => {
    if (LEVELS.indexOf(record.level) < min) return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`);
  };
}
