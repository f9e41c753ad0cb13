// Runs the real provider on an ephemeral port with a temporary DATA_DIR, and talks to it over
// HTTP the way the Remix app does (apikey, lang, token headers; form bodies).
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/app.js";
import { hashPassword } from "../../../server/auth/password.js";
import { migrate, openDb, type Db } from "../../../server/db/index.js";
import { ensureAdmin, seedDemo } from "../../../server/db/seed/index.js";
import { createLimiters, type LogRecord } from "../../../server/context.js";
import { createMailer } from "../../../server/mail/index.js";
import { createStorage } from "../../../server/storage/index.js";

export const API_KEY = "test-api-key-0123456789";
export const TOKEN_SECRET = "test-token-secret-0123456789";
export const ADMIN_EMAIL = "admin@example.test";
export const ADMIN_PASSWORD = "admin-password-123";

export type Body = Record<string, unknown> & {
  status?: number;
  message?: string;
  errors?: unknown;
  data?: unknown;
  meta?: { total: number; current_page: number; last_page: number; per_page: number };
};

export type Call = {
  apikey?: string | null;
  lang?: "ar" | "en";
  token?: string;
  bearer?: string;
  headers?: Record<string, string>;
  form?: Record<string, string | number | boolean | (string | number)[]>;
  multipart?: FormData;
  json?: unknown;
};

export type Answer = { status: number; body: Body; headers: Headers; text: string };

export type Provider = Awaited<ReturnType<typeof startProvider>>;

/** `limitScale` multiplies rate-limit allowances; tests default high so only limit tests hit them. */
export async function startProvider(opts: { seed?: boolean; limitScale?: number } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "provider-test-"));
  const uploadsDir = path.join(dataDir, "uploads");
  const db: Db = openDb(path.join(dataDir, "provider.sqlite"));
  await migrate(db);
  await ensureAdmin(db, ADMIN_EMAIL, ADMIN_PASSWORD);
  if (opts.seed) await seedDemo(db, uploadsDir);
  const logs: LogRecord[] = [];
  const outboxDir = path.join(dataDir, "outbox");
  const mailer = createMailer({ from: "no-reply@example.test", outboxDir });
  const app: FastifyInstance = await buildApp({
    storage: createStorage(uploadsDir),
    mailer,
    limits: createLimiters(opts.limitScale ?? 100),
    config: {
      apiKey: API_KEY,
      tokenSecret: TOKEN_SECRET,
      uploadsDir,
      trustedProxies: ["127.0.0.1", "::1"],
      staffEmail: "staff@example.test",
      logLevel: "silent",
    },
    db,
    log: (record) => logs.push(record),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const base = `http://127.0.0.1:${address.port}`;

  async function call(method: string, url: string, c: Call = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: "application/json", ...c.headers };
    if (c.apikey !== null) headers.apikey = c.apikey ?? API_KEY;
    if (c.lang) headers.lang = c.lang;
    if (c.token) headers.token = c.token;
    if (c.bearer) headers.authorization = `Bearer ${c.bearer}`;
    let body: BodyInit | undefined;
    if (c.multipart) body = c.multipart;
    else if (c.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(c.json);
    } else if (c.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(c.form)) {
        for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
      }
      body = params;
    }
    const res = await fetch(
      url.startsWith("/storage") ? base + url : `${base}/api/${url.replace(/^\//, "")}`,
      {
        method,
        headers,
        body,
      },
    );
    const text = await res.text();
    let parsed: Body = {};
    try {
      parsed = JSON.parse(text) as Body;
    } catch {
      // non-JSON answers (files) keep an empty body
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  async function login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
    const res = await call("POST", "login", { form: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.text}`);
    return res.body.token as string;
  }

  let userCount = 0;
  /** A plain (non-admin) user straight in the database, and a token for it. */
  async function makeUser(role: "admin" | "user" = "user") {
    userCount += 1;
    const email = `user${userCount}@example.test`;
    const password = `password-${userCount}-xyz`;
    await db
      .insertInto("users")
      .values({
        username: `user${userCount}`,
        email,
        password_hash: await hashPassword(password),
        type: "client",
        role,
      })
      .execute();
    return { email, password, token: await login(email, password) };
  }

  /** Raw .eml texts written so far, oldest first. */
  async function mails(): Promise<string[]> {
    const names = (await readdir(outboxDir).catch(() => [] as string[]))
      .filter((n) => n.endsWith(".eml"))
      .sort();
    return Promise.all(names.map((n) => readFile(path.join(outboxDir, n), "utf8")));
  }

  /** Every file under uploads (relative paths), to prove a refused write stored nothing. */
  async function uploads(): Promise<string[]> {
    const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries
      .filter((e) => e.isFile() && !e.name.startsWith(".health"))
      .map((e) => path.relative(uploadsDir, path.join(e.parentPath ?? e.path, e.name)))
      .sort();
  }

  return {
    base,
    mails,
    uploads,
    db,
    dataDir,
    uploadsDir,
    logs,
    app,
    call,
    get: (url: string, c?: Call) => call("GET", url, c),
    post: (url: string, c?: Call) => call("POST", url, c),
    login,
    makeUser,
    async close() {
      await app.close();
      mailer.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
