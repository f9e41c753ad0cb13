// An embedded install keeps its secrets in DATA_DIR, so a restart keeps sessions valid.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const FILE = "secrets.json";

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

/** Owner only (docs/security.md); a folder that is not ours (a mounted volume) is left alone. */
export function secureDataDir(dataDir = resolveDataDir()) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch (error) {
    if (error?.code !== "EPERM") throw error;
  }
}

/** Environment first. @returns {{apiKey: string, sessionSecret: string, tokenSecret: string}} */
export function loadSecrets(dataDir = resolveDataDir(), env = process.env) {
  // On PostgreSQL they all come from the environment (ADR 0010): a generated file would go
  // unused, and travel in backups (docs/deploy.md, "Backups").
  if (isPostgresUrl(env.DATABASE_URL)) {
    const problem = replicaSecretsProblem(env);
    if (problem) throw new Error(problem);
    return {
      apiKey: String(env.PROVIDER_API_KEY),
      sessionSecret: String(env.SESSION_SECRET),
      tokenSecret: String(env.TOKEN_SECRET),
    };
  }
  secureDataDir(dataDir);
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

export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//i.test((url ?? "").trim());
}

export const REPLICA_SECRETS = ["SESSION_SECRET", "TOKEN_SECRET", "PROVIDER_API_KEY"];

/** Secrets generated per replica would split sessions between replicas (ADR 0010).
 * @param {NodeJS.ProcessEnv} env @param {string[]} names @returns {string | undefined} */
export function replicaSecretsProblem(env = process.env, names = REPLICA_SECRETS) {
  if (!isPostgresUrl(env.DATABASE_URL)) return undefined;
  const missing = names.filter((name) => !(env[name] ?? "").trim());
  if (!missing.length) return undefined;
  return (
    `DATABASE_URL selects PostgreSQL (shared by replicas), so these secrets must be set in the ` +
    `environment, with the same values on every replica: ${missing.join(", ")} ` +
    `(a secret generated per replica would split sessions and tokens between them; see docs/deploy.md).`
  );
}
