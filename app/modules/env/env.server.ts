import { z } from "zod";
import { compileTrust, parseTrustedProxies } from "~core/http/trusted-proxies";
import { MIN_FILL_MS } from "~/modules/form-protection/fields";

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
  // Newest first: it encrypts new cookies, the older ones still read existing ones.
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
  // Read by the provider's parser, so both processes accept the same lists (ADR 0005).
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
  // "auto": Secure only over https, so production builds still work on http://localhost (e2e).
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
  // An e2e suite or a load test sends everything from one address (ADR 0002).
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  // Per client address and 10 s (docs/security.md).
  PAGE_RENDER_LIMIT: z.coerce.number().int().positive().max(1_000_000).default(50),
  // Spec §5's 2 s (ADR 0003); a test server's scripted visitors fill a form in a blink.
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(MIN_FILL_MS),
});

export type Env = z.infer<typeof schema>;

/** Read alone: the shared state needs it where the other variables are unset (loader tests). */
export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL?.trim() || undefined;
}

const KEYS = Object.keys(schema.shape) as Array<keyof typeof schema.shape>;

let cached: { key: string; env: Env } | null = null;

// Fixed once a production server has started, and costly to read (docs/performance.md); tests
// stub variables between cases, so elsewhere every call reads again.
const READ_ONCE = process.env.NODE_ENV === "production";

function readProcessEnv() {
  const raw: Record<string, string | undefined> = {};
  for (const key of KEYS) {
    const value = process.env[key];
    raw[key] = value === undefined || value.trim() === "" ? undefined : value;
  }
  return raw;
}

/** One error naming every bad variable, so a misconfigured deployment fails at start. */
export function getEnv(): Env {
  if (READ_ONCE && cached) return cached.env;
  const raw = readProcessEnv();
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

/** Serialized into every page: never a secret here. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    NODE_ENV: env.NODE_ENV,
    PUBLIC_URL: env.PUBLIC_URL ?? null,
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SITE_KEY ?? null,
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
