/**
 * The provider's logger: pino, JSON lines on stdout at LOG_LEVEL (docs/deploy.md), and Fastify's own
 * logger, so `req.log` is a child carrying the request id (`reqId`) on every line a request
 * writes. Code running for a request (mail, file clean-up) is handed `req.log`, never the root.
 *
 * Lines keep the fields the app's lines have (ADR 0005): `level` as a word, `time` as ISO 8601,
 * `msg`; no pid or hostname. Headers, bodies, tokens and passwords are never passed to a log
 * call; the redaction below is a second line of defence for a slip, not the rule.
 */
import type { FastifyBaseLogger } from "fastify";
import { pino, type DestinationStream } from "pino";
import type { Config } from "./config.js";

/** What Fastify's `req.log` is: the type handlers and helpers take. */
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
