// One place that makes and keeps the secrets an embedded install needs, so a fresh machine
// runs with no configuration and a restart on the same DATA_DIR keeps sessions and tokens valid.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "secrets.json";

/** Resolve DATA_DIR the same way in every process. */
export function resolveDataDir(env = process.env) {
  return path.resolve(env.DATA_DIR || "./data");
}

function generate() {
  return {
    apiKey: randomBytes(24).toString("base64url"),
    sessionSecret: randomBytes(32).toString("base64url"),
    tokenSecret: randomBytes(32).toString("base64url"),
  };
}

/**
 * Secrets from the environment win; the rest come from DATA_DIR/secrets.json, created on first use
 * with owner-only permissions.
 * @returns {{apiKey: string, sessionSecret: string, tokenSecret: string}}
 */
export function loadSecrets(dataDir = resolveDataDir(), env = process.env) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE);
  let stored;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, "utf8"));
  } else {
    stored = generate();
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    apiKey: env.PROVIDER_API_KEY || stored.apiKey,
    sessionSecret: env.SESSION_SECRET || stored.sessionSecret,
    tokenSecret: env.TOKEN_SECRET || stored.tokenSecret,
  };
}
