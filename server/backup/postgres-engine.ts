/**
 * PostgreSQL (DATABASE_URL=postgres://...): `pg_dump -Fc` and `pg_restore`, spawned with the
 * URL. The password goes in PGPASSWORD, not on the command line, where any local user could read
 * it in the process list. Not exercised by the tests until the provider runs on PostgreSQL.
 */
import { spawn } from "node:child_process";
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

export function postgresEngine(url: string): DatabaseEngine {
  const { dbname, env } = connection(url);
  return {
    name: "postgres",
    dumpName: "database.pgdump",

    async dump(file) {
      // -Fc: compressed, restorable table by table; a consistent snapshot of a live database.
      await run(
        "pg_dump",
        ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${dbname}`],
        env,
      );
      return {};
    },

    async restore(file, { force }) {
      // One transaction: a failed restore leaves the database as it was. Without --force an
      // existing table makes pg_restore stop; with it, the old objects are dropped first.
      const args = ["--no-owner", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`];
      if (force) args.push("--clean", "--if-exists");
      await run("pg_restore", [...args, file], env);
    },
  };
}
