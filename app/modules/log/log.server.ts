import { getEnv } from "~/modules/env/env.server";

const LEVELS = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 } as const;
export type LogLevel = keyof typeof LEVELS;

/** One JSON line on stdout per event (DESIGN §6), filtered by LOG_LEVEL. */
export function log(level: Exclude<LogLevel, "silent">, fields: Record<string, unknown>) {
  if (LEVELS[level] > LEVELS[getEnv().LOG_LEVEL]) return;
  const stream = level === "error" ? process.stderr : process.stdout;
  stream.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...fields })}\n`);
}
