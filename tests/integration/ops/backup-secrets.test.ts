// On PostgreSQL every secret comes from the environment (ADR 0010, docs/deploy.md): nothing
// generates secrets.json, and `npm run backup` carries none, even one an older version left in
// DATA_DIR. On SQLite they are still generated once into DATA_DIR, owner-only.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSecrets } from "../../../server/bin/secrets.mjs";
import { clientToolsDir, freshPostgresDatabase, type FreshDatabase } from "../../support/postgres";
import { modeOf, notPrivate } from "../provider/file-modes.js";
import { jsonLines, run } from "./harness";

const SECRETS = { SESSION_SECRET: "s", TOKEN_SECRET: "t", PROVIDER_API_KEY: "k" };
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });

let workDir: string;
let database: FreshDatabase | undefined;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), "backup-secrets-"));
});
afterAll(async () => {
  await database?.drop();
  await rm(workDir, { recursive: true, force: true });
});

describe("secrets.json", () => {
  it("is never written on PostgreSQL, where the environment holds every secret", () => {
    const dataDir = path.join(workDir, "pg-data");
    const DATABASE_URL = "postgres://site@127.0.0.1:1/site";
    expect(loadSecrets(dataDir, env({ DATABASE_URL, ...SECRETS }))).toEqual({
      apiKey: "k",
      sessionSecret: "s",
      tokenSecret: "t",
    });
    expect(() => loadSecrets(dataDir, env({ DATABASE_URL, SESSION_SECRET: "s" }))).toThrow(
      /: TOKEN_SECRET, PROVIDER_API_KEY \(/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it("is generated once on SQLite, owner-only", async () => {
    const dataDir = path.join(workDir, "sqlite-data");
    const first = loadSecrets(dataDir, env({}));
    expect(loadSecrets(dataDir, env({}))).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dataDir, "secrets.json"), "utf8"))).toEqual(first);
    expect(await modeOf(path.join(dataDir, "secrets.json"))).toBe(0o600);
  });

  it("is left out of a backup on PostgreSQL", async () => {
    database = await freshPostgresDatabase("backup_secrets");
    const dataDir = await mkdtemp(path.join(workDir, "data-"));
    await writeFile(path.join(dataDir, "secrets.json"), "{}", { mode: 0o600 });
    const folder = path.join(workDir, "backup");
    const backup = run(["server/bin/backup.mjs", "--to", folder], {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ...SECRETS,
      PATH: `${clientToolsDir()}${path.delimiter}${process.env.PATH}`,
    });
    expect(await backup.exited, backup.stderr.join("\n")).toBe(0);
    expect(jsonLines(backup.stdout).records).toEqual([
      expect.objectContaining({
        level: "warn",
        message: expect.stringMatching(/secrets\.json is left out: on PostgreSQL/),
      }),
      expect.objectContaining({ message: "backup done", engine: "postgres" }),
    ]);
    expect((await readdir(folder)).sort()).toEqual(["database.pgdump", "manifest.json"]);
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ format: 2, secrets: false });
    expect(await notPrivate(folder)).toEqual([]);
  });
});
