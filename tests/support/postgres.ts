// Finds a PostgreSQL server for tests and makes throwaway databases on it (docs/decisions/0010):
// TEST_DATABASE_URL when set, else the server at 127.0.0.1:5432 when one answers (user postgres,
// trust), else a temporary cluster from Debian's `postgresql` package, installed with apt-get when
// missing and stopped by `stop()`. Any test that needs PostgreSQL can use this module.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type PostgresServer = {
  /** A URL of the server's maintenance database; CREATE DATABASE is run through it. */
  url: string;
  /** Where it came from, for log lines: "TEST_DATABASE_URL", "127.0.0.1:5432" or "temporary". */
  origin: string;
  stop(): Promise<void>;
};

const LOCAL_URL = "postgres://postgres@127.0.0.1:5432/postgres";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function binDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], "bin");
}

function installPostgres(): string {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      "No PostgreSQL for the tests: set TEST_DATABASE_URL, run a server on 127.0.0.1:5432 " +
        "(user postgres, trust), or install Debian's postgresql (apt-get install postgresql).",
    );
  }
  execFileSync(
    "sh",
    ["-c", "apt-get update && apt-get install -y --no-install-recommends postgresql"],
    {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    },
  );
  const dir = binDir();
  if (!dir) throw new Error("apt-get installed postgresql but no initdb was found");
  return dir;
}

/**
 * The folder of pg_dump and pg_restore (the backup tests put it first on PATH): Debian keeps them
 * beside initdb in /usr/lib/postgresql/<version>/bin, installed as the cluster is when missing.
 */
export function clientToolsDir(): string {
  return binDir() ?? installPostgres();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function runAsOwner(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", bin, ...args]]
    : [bin, args];
  execFileSync(command, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

/** A throwaway cluster in a temp dir on a free port (initdb + pg_ctl), removed by `stop()`. */
export async function startTemporaryCluster(): Promise<PostgresServer> {
  const bin = binDir() ?? installPostgres();
  const dir = await mkdtemp(path.join(os.tmpdir(), "pg-test-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  runAsOwner(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  runAsOwner(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-o",
    options,
    "-l",
    path.join(dir, "log"),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    origin: "temporary",
    async stop() {
      runAsOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The server the tests use; a temporary one is started (and must be stopped) when none is found. */
export async function findPostgres(env = process.env): Promise<PostgresServer> {
  const given = env.TEST_DATABASE_URL?.trim();
  if (given) return { url: given, origin: "TEST_DATABASE_URL", stop: async () => {} };
  if (await answers(LOCAL_URL)) {
    return { url: LOCAL_URL, origin: "127.0.0.1:5432", stop: async () => {} };
  }
  return startTemporaryCluster();
}

export type TestDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A new database on `serverUrl` with a unique name, empty or a copy of `template`; `drop()`
 * removes it.
 */
export async function createDatabase(
  serverUrl: string,
  prefix = "test",
  template?: string,
): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`.toLowerCase();
  const admin = async (work: (client: pg.Client) => Promise<unknown>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  };
  const from = template ? ` template "${template}"` : "";
  await admin((c) => c.query(`create database "${name}"${from}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      admin(async (c) => {
        await untilDisconnected(c, name);
        // FORCE ends connections a failed test left open, so the drop never waits on them.
        await c.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/**
 * pg's pool says it has ended before the server has seen its connections go; a database is
 * dropped or copied only once they are gone (a moment, up to 2 s).
 */
export async function untilDisconnected(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type FreshDatabase = { url: string; drop(): Promise<void> };

/**
 * A fresh database for a test file outside the provider's contract projects (which get their
 * server from the global setup): found as findPostgres does; drop() also stops a temporary server.
 */
export async function freshPostgresDatabase(prefix: string): Promise<FreshDatabase> {
  const server = await findPostgres();
  const database = await createDatabase(server.url, prefix);
  return {
    url: database.url,
    drop: async () => {
      await database.drop();
      await server.stop();
    },
  };
}
