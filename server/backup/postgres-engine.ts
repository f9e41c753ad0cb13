// PGPASSWORD, not the command line, where any local user could read it. The row counts come from
// the snapshot pg_dump copies (`--snapshot`), so the manifest matches the dump during writes.
import { spawn } from "node:child_process";
import pg from "pg";
import type { DatabaseEngine } from "./engine-types.js";

function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, PGPASSWORD: password || undefined } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} not found: install the PostgreSQL client tools`)
          : error,
      ),
    );
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${signal ?? code})`)),
    );
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not like 'kysely\\_%' order by table_name`,
  );
  return rows.map((r) => r.name);
}

export function postgresEngine(url: string): DatabaseEngine {
  const { dbname, env } = connection(url);
  return {
    name: "postgres",
    dumpName: "database.pgdump",

    dump: (file) =>
      withClient(url, async (client) => {
        await client.query("begin isolation level repeatable read read only");
        try {
          const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
          const tables: Record<string, number> = {};
          for (const name of await tableNames(client)) {
            const counted = await client.query<{ n: number }>(
              `select count(*)::int as n from ${client.escapeIdentifier(name)}`,
            );
            tables[name] = counted.rows[0].n;
          }
          await run(
            "pg_dump",
            [
              "--format=custom",
              "--no-owner",
              `--snapshot=${rows[0].id}`,
              `--file=${file}`,
              `--dbname=${dbname}`,
            ],
            env,
          );
          return { tables };
        } finally {
          await client.query("rollback");
        }
      }),

    async restore(file, { force }) {
      // pg_restore would otherwise stop halfway through on the first table that exists.
      const existing = await withClient(url, tableNames);
      if (existing.length > 0 && !force) {
        throw new Error(
          "the database already holds tables: stop the provider and run the restore with --force to replace them",
        );
      }
      // One transaction: a failed restore leaves the database as it was.
      const args = ["--no-owner", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`];
      if (existing.length > 0) args.push("--clean", "--if-exists");
      await run("pg_restore", [...args, file], env);
    },
  };
}
