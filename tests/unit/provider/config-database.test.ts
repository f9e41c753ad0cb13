// DATABASE_URL picks the engine (ADR 0010): SQLite by default, PostgreSQL for replicas, which
// must share their secrets from the environment; an unknown scheme is refused, never a file name.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { replicaSecretsProblem } from "../../../server/bin/secrets.mjs";
import { ConfigError, loadConfig } from "../../../server/config.js";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "config-db-"));
  dirs.push(dir);
  return dir;
}

/** An environment as the process would see it (NODE_ENV is always set under vitest). */
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });

const PG = "postgres://site:secret@db.internal:5432/site";
const SECRETS = { PROVIDER_API_KEY: "k".repeat(20), TOKEN_SECRET: "t".repeat(20) };

describe("DATABASE_URL", () => {
  it("defaults to the SQLite file in DATA_DIR, and takes sqlite: and file: URLs", async () => {
    const DATA_DIR = await dataDir();
    expect(loadConfig(env({ DATA_DIR, ...SECRETS })).database).toEqual({
      kind: "sqlite",
      file: path.join(DATA_DIR, "provider.sqlite"),
    });
    const file = path.join(DATA_DIR, "other.sqlite");
    for (const url of [`sqlite:${file}`, `file://${file}`, file]) {
      expect(loadConfig(env({ DATA_DIR, ...SECRETS, DATABASE_URL: url })).database).toEqual({
        kind: "sqlite",
        file,
      });
    }
  });

  it("selects PostgreSQL for postgres:// and postgresql:// URLs", async () => {
    const DATA_DIR = await dataDir();
    for (const url of [PG, PG.replace("postgres:", "postgresql:")]) {
      expect(loadConfig(env({ DATA_DIR, ...SECRETS, DATABASE_URL: url })).database).toEqual({
        kind: "postgres",
        url,
      });
    }
  });

  it("refuses a scheme it does not know instead of making a file of that name", async () => {
    const DATA_DIR = await dataDir();
    const load = () => loadConfig(env({ DATA_DIR, ...SECRETS, DATABASE_URL: "mysql://h/site" }));
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/scheme mysql: is not supported/);
  });

  it("on PostgreSQL, refuses to start without the shared secrets and names each missing one", async () => {
    const DATA_DIR = await dataDir();
    expect(() => loadConfig(env({ DATA_DIR, DATABASE_URL: PG }))).toThrow(
      /must be set in the environment.*: TOKEN_SECRET, PROVIDER_API_KEY \(/,
    );
    expect(() =>
      loadConfig(env({ DATA_DIR, DATABASE_URL: PG, PROVIDER_API_KEY: "k".repeat(20) })),
    ).toThrow(/: TOKEN_SECRET \(/);
    // Nothing was generated on the way: a replica never makes secrets of its own.
    expect(existsSync(path.join(DATA_DIR, "secrets.json"))).toBe(false);
  });

  it("names all three secrets for `npm start`, and none on SQLite", () => {
    expect(replicaSecretsProblem(env({ DATABASE_URL: PG }))).toMatch(
      /: SESSION_SECRET, TOKEN_SECRET, PROVIDER_API_KEY \(/,
    );
    expect(replicaSecretsProblem(env({ DATABASE_URL: PG, SESSION_SECRET: "s", ...SECRETS }))).toBe(
      undefined,
    );
    expect(replicaSecretsProblem(env({}))).toBe(undefined);
    expect(replicaSecretsProblem(env({ DATABASE_URL: "sqlite:/tmp/x.sqlite" }))).toBe(undefined);
  });
});
