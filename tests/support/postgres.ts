// A fresh PostgreSQL database for a test file: TEST_DATABASE_URL's server, else the one on
// 127.0.0.1:5432 (user postgres, trust), each run in a database of its own, dropped afterwards.
import { randomUUID } from "node:crypto";
import pg from "pg";

export type FreshDatabase = { url: string; drop: () => Promise<void> };

function serverUrl(): string {
  return process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

export async function freshPostgresDatabase(prefix: string): Promise<FreshDatabase> {
  const admin = new URL(serverUrl());
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: admin.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
