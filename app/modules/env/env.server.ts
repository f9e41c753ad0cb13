import { z } from "zod";
import { compileTrust, parseTrustedProxies } from "../../../server/http/trusted-proxies";

const csv = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  PROVIDER_URL: z
    .string({ required_error: "is required (base URL of the provider, without /api)" })
    .url("must be an absolute URL such as http://127.0.0.1:4000")
    .transform((url) => url.replace(/\/+$/, "")),
  PROVIDER_API_KEY: z
    .string({ required_error: "is required (the provider's client key)" })
    .min(1, "must not be empty"),
  // Newest secret first: it encrypts (and signs) new cookies, the older ones still read existing ones.
  SESSION_SECRET: z
    .string({ required_error: "is required (comma-separated, newest first)" })
    .transform(csv)
    .refine((secrets) => secrets.length > 0, "must hold at least one secret"),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PUBLIC_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
  // Whose X-Forwarded-For is believed (ADR 0005): read by the provider's parser, so both
  // processes accept the same lists and stop at start on the same bad entry.
  TRUSTED_PROXIES: z
    .string()
    .default("loopback")
    .transform(parseTrustedProxies)
    .superRefine((entries, ctx) => {
      try {
        compileTrust(entries);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  // "auto" marks cookies Secure only when the visitor's request came over https, so production
  // builds still work on http://localhost (the e2e suite) while real deployments get Secure.
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
  // Multiplies every allowance of the app's limits, as it does the provider's (ADR 0002): an e2e
  // suite or a load test sends everything from one address.
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  // Page renders (documents the page cache did not answer) per client address and 10 s, before
  // RATE_LIMIT_SCALE; past it a 429 (docs/security.md). Far above what a visitor clicking makes.
  PAGE_RENDER_LIMIT: z.coerce.number().int().positive().max(1_000_000).default(50),
});

export type Env = z.infer<typeof schema>;

/**
 * DATABASE_URL, the provider's database: a PostgreSQL one is also where replicas of the app share
 * their rate limits and tell each other about saves (docs/deploy.md, "More than one machine").
 * Read alone, not with the schema above: the shared state asks for it from code that also runs
 * where the app's other variables are not set (loader tests).
 */
export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL?.trim() || undefined;
}

const KEYS = Object.keys(schema.shape) as Array<keyof typeof schema.shape>;

let cached: { key: string; env: Env } | null = null;

// A production server's environment is fixed once it has started, and reading process.env costs
// a call into the runtime per variable (it showed in profiles: getEnv runs several times per
// request). So there the first valid read is kept. Elsewhere (tests stub variables between cases,
// dev) every call reads the variables again.
const READ_ONCE = process.env.NODE_ENV === "production";

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
function readProcessEnv() {
  const raw: Record<string, string | undefined> = {};
  for (const key of KEYS) {
    const value = process.env[key];
    raw[key] = value === undefined || value.trim() === "" ? undefined : value;
  }
  return raw;
}

/**
 * The validated environment. Throws one error naming every bad variable, so a misconfigured
 * deployment fails at start with a message an operator can act on.
 */
export function getEnv(): Env {
  if (READ_ONCE && cached) return cached.env;
  const raw = readProcessEnv();
  // Re-validate only when a variable changed (tests stub the environment between cases).
  const key = KEYS.map((name) => raw[name] ?? "").join("\u0000");
  if (cached?.key === key) return cached.env;
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment for the web app:\n${problems.join("\n")}`);
  }
  cached = { key, env: result.data };
  return result.data;
}

/**
 * The only environment values that may reach the browser. Keep secrets (the api key, the session
 * secret, the captcha secret) out of here: this object is serialized into every page.
 */
export function getPublicEnv() {
  const env = getEnv();
  return {
    NODE_ENV: env.NODE_ENV,
    PUBLIC_URL: env.PUBLIC_URL ?? null,
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SITE_KEY ?? null,
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
