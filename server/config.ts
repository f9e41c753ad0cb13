// Every value has a default, so a fresh machine runs with no configuration (README "Configuration",
// docs/deploy.md); bad values stop the process with a clear message.
import path from "node:path";
import { z } from "zod";
import { loadSecrets, replicaSecretsProblem, resolveDataDir } from "./bin/secrets.mjs";
import type { DatabaseTarget } from "./db/index.js";
import { compileTrust, parseTrustedProxies } from "../core/http/trusted-proxies.js";
import { parseStorageUrl, type StorageTarget } from "./storage/url.js";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  storage: StorageTarget;
  outboxDir: string;
  database: DatabaseTarget;
  apiKey: string;
  tokenSecret: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  seedImageCache: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  /** The site's address (PUBLIC_URL, as the app reads it): reset links and passkeys' origin. */
  publicUrl: string | undefined;
  trustedProxies: string[];
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  rateLimitScale: number;
  imageWorkers: number | undefined;
  imageTimeLimitMs: number | undefined;
};

export class ConfigError extends Error {}

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["1", "0", "true", "false", "yes", "no", "on", "off"].includes(v), {
    message: "expected true or false",
  })
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const optional = (s: z.ZodTypeAny) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), s.optional());

const schema = z.object({
  PROVIDER_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  PROVIDER_HOST: optional(z.string().trim().min(1)),
  DATABASE_URL: optional(z.string().trim()),
  STORAGE_URL: optional(z.string().trim()),
  ADMIN_EMAIL: optional(z.string().trim().toLowerCase().email()),
  ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
  SEED_DEMO: optional(bool),
  SEED_IMAGE_CACHE: optional(z.string().trim()),
  SMTP_URL: optional(z.string().trim().url()),
  MAIL_FROM: optional(z.string().trim().min(3)),
  STAFF_EMAIL: optional(z.string().trim().email()),
  PUBLIC_URL: optional(z.string().trim().url()),
  TRUSTED_PROXIES: optional(z.string()),
  LOG_LEVEL: optional(z.enum(["debug", "info", "warn", "error", "silent"])),
  RATE_LIMIT_SCALE: optional(z.coerce.number().positive().max(10000)),
  IMAGE_WORKERS: optional(z.coerce.number().int().min(1).max(64)),
  IMAGE_TIME_LIMIT_MS: optional(z.coerce.number().int().min(100).max(600_000)),
});

/** Any other scheme is refused rather than taken for a file name (ADR 0010). */
export function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (!url) return { kind: "sqlite", file: path.join(dataDir, "provider.sqlite") };
  if (/^postgres(ql)?:\/\//i.test(url)) {
    try {
      new URL(url);
    } catch {
      throw new ConfigError("DATABASE_URL is not a valid postgres:// URL");
    }
    return { kind: "postgres", url };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1];
  if (scheme && !/^(sqlite|file)$/i.test(scheme)) {
    throw new ConfigError(
      `DATABASE_URL scheme ${scheme}: is not supported. Use postgres://user:pass@host:port/db ` +
        "for PostgreSQL, sqlite:<file>, or leave it unset for the SQLite file in DATA_DIR.",
    );
  }
  const file = url.replace(/^sqlite:(\/\/)?/i, "").replace(/^file:(\/\/)?/i, "");
  if (!file) throw new ConfigError(`DATABASE_URL ${url} names no file`);
  return { kind: "sqlite", file: path.resolve(file) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const v = parsed.data as {
    PROVIDER_PORT?: number;
    PROVIDER_HOST?: string;
    DATABASE_URL?: string;
    STORAGE_URL?: string;
    ADMIN_EMAIL?: string;
    ADMIN_PASSWORD?: string;
    SEED_DEMO?: boolean;
    SEED_IMAGE_CACHE?: string;
    SMTP_URL?: string;
    MAIL_FROM?: string;
    STAFF_EMAIL?: string;
    PUBLIC_URL?: string;
    TRUSTED_PROXIES?: string;
    LOG_LEVEL?: Config["logLevel"];
    RATE_LIMIT_SCALE?: number;
    IMAGE_WORKERS?: number;
    IMAGE_TIME_LIMIT_MS?: number;
  };
  const dataDir = resolveDataDir(env);
  const database = databaseTarget(v.DATABASE_URL, dataDir);
  const unshared = replicaSecretsProblem(env, ["TOKEN_SECRET", "PROVIDER_API_KEY"]);
  if (unshared) throw new ConfigError(unshared);
  let storage: StorageTarget;
  try {
    storage = parseStorageUrl(v.STORAGE_URL, dataDir, env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  // A fully configured deploy needs no writable DATA_DIR for secrets.json.
  const secrets =
    env.PROVIDER_API_KEY && env.TOKEN_SECRET
      ? { apiKey: env.PROVIDER_API_KEY, tokenSecret: env.TOKEN_SECRET }
      : loadSecrets(dataDir, env);
  const trustedProxies = parseTrustedProxies(v.TRUSTED_PROXIES ?? "loopback");
  try {
    compileTrust(trustedProxies);
  } catch (error) {
    throw new ConfigError(`TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  return {
    port: v.PROVIDER_PORT ?? 4000,
    host: v.PROVIDER_HOST ?? "127.0.0.1",
    dataDir,
    storage,
    outboxDir: path.join(dataDir, "outbox"),
    database,
    apiKey: secrets.apiKey,
    tokenSecret: secrets.tokenSecret,
    adminEmail: v.ADMIN_EMAIL ?? "admin@example.com",
    adminPassword: v.ADMIN_PASSWORD,
    seedDemo: v.SEED_DEMO ?? true,
    seedImageCache: v.SEED_IMAGE_CACHE ? path.resolve(v.SEED_IMAGE_CACHE) : undefined,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? "no-reply@example.com",
    staffEmail: v.STAFF_EMAIL ?? "staff@example.com",
    publicUrl: v.PUBLIC_URL ? new URL(v.PUBLIC_URL).origin : undefined,
    trustedProxies,
    logLevel: v.LOG_LEVEL ?? "info",
    rateLimitScale: v.RATE_LIMIT_SCALE ?? 1,
    imageWorkers: v.IMAGE_WORKERS,
    imageTimeLimitMs: v.IMAGE_TIME_LIMIT_MS,
  };
}
