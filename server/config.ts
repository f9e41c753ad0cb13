// The provider's settings, read once from the environment. Every value has a default so a fresh
// machine runs with no configuration (README "Configuration", docs/deploy.md); bad values stop the process with a clear message.
import path from "node:path";
import { z } from "zod";
import { loadSecrets, resolveDataDir } from "./bin/secrets.mjs";
import { compileTrust, parseTrustedProxies } from "./http/client-address.js";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Visitors' attachments: outside uploadsDir, never served publicly. */
  privateDir: string;
  outboxDir: string;
  databaseFile: string;
  apiKey: string;
  tokenSecret: string;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  trustedProxies: string[];
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  rateLimitScale: number;
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
  ADMIN_EMAIL: optional(z.string().trim().toLowerCase().email()),
  ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
  SEED_DEMO: optional(bool),
  SMTP_URL: optional(z.string().trim().url()),
  MAIL_FROM: optional(z.string().trim().min(3)),
  STAFF_EMAIL: optional(z.string().trim().email()),
  TRUSTED_PROXIES: optional(z.string()),
  LOG_LEVEL: optional(z.enum(["debug", "info", "warn", "error", "silent"])),
  RATE_LIMIT_SCALE: optional(z.coerce.number().positive().max(10000)),
});

/** SQLite is the only engine implemented; the URL forms we accept all name a file. */
function sqliteFile(url: string | undefined, dataDir: string): string {
  if (!url) return path.join(dataDir, "provider.sqlite");
  if (/^postgres(ql)?:\/\//i.test(url)) {
    throw new ConfigError(
      "DATABASE_URL selects PostgreSQL, which this provider does not support yet. " +
        "Unset DATABASE_URL to use the SQLite file in DATA_DIR, or set it to sqlite:<file>.",
    );
  }
  const file = url.replace(/^sqlite:(\/\/)?/i, "").replace(/^file:(\/\/)?/i, "");
  if (!file) throw new ConfigError(`DATABASE_URL ${url} names no file`);
  return path.resolve(file);
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
    ADMIN_EMAIL?: string;
    ADMIN_PASSWORD?: string;
    SEED_DEMO?: boolean;
    SMTP_URL?: string;
    MAIL_FROM?: string;
    STAFF_EMAIL?: string;
    TRUSTED_PROXIES?: string;
    LOG_LEVEL?: Config["logLevel"];
    RATE_LIMIT_SCALE?: number;
  };
  const dataDir = resolveDataDir(env);
  const databaseFile = sqliteFile(v.DATABASE_URL, dataDir);
  // Only touch secrets.json when a secret is missing, so a fully configured deploy needs no
  // writable DATA_DIR for it.
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
    uploadsDir: path.join(dataDir, "uploads"),
    privateDir: path.join(dataDir, "private"),
    outboxDir: path.join(dataDir, "outbox"),
    databaseFile,
    apiKey: secrets.apiKey,
    tokenSecret: secrets.tokenSecret,
    adminEmail: v.ADMIN_EMAIL ?? "admin@example.com",
    adminPassword: v.ADMIN_PASSWORD,
    seedDemo: v.SEED_DEMO ?? true,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? "no-reply@example.com",
    staffEmail: v.STAFF_EMAIL ?? "staff@example.com",
    trustedProxies,
    logLevel: v.LOG_LEVEL ?? "info",
    rateLimitScale: v.RATE_LIMIT_SCALE ?? 1,
  };
}
