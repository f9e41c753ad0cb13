// Lines keep the app's fields (ADR 0005). Code running for a request is handed `req.log`, never
// the root. Nothing secret is passed to a log call; the redaction is a second line of defence.
import type { FastifyBaseLogger } from "fastify";
import { pino, type DestinationStream } from "pino";
import type { Config } from "./config.js";

export type Logger = FastifyBaseLogger;

const REDACT = [
  "headers",
  "req.headers",
  "body",
  "password",
  "token",
  "apikey",
  "authorization",
  "*.password",
  "*.token",
  "*.apikey",
  "*.authorization",
];

export function createLogger(
  level: Config["logLevel"],
  destination: DestinationStream = pino.destination({ fd: 1, sync: true }),
): Logger {
  return pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, remove: true },
    },
    destination,
  );
}
