import { getEnv } from "~/modules/env/env.server";
import { getRequestContext } from "~/modules/http/request-context.server";

const LEVELS = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 } as const;
export type LogLevel = keyof typeof LEVELS;

/** With the request id (ADR 0005), so one grep follows a visit through both processes' lines. */
export function log(level: Exclude<LogLevel, "silent">, fields: Record<string, unknown>) {
  if (LEVELS[level] > LEVELS[getEnv().LOG_LEVEL]) return;
  const stream = level === "error" ? process.stderr : process.stdout;
  const reqId = getRequestContext()?.requestId;
  const line = { level, time: new Date().toISOString(), ...(reqId ? { reqId } : {}), ...fields };
  stream.write(`${JSON.stringify(line)}\n`);
}
