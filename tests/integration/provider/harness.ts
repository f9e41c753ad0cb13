// Runs the real provider on an ephemeral port with a temporary DATA_DIR, and talks to it over
// HTTP the way the Remix app does (apikey, lang, token headers; form bodies).
import http from "node:http";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../../server/app.js";
import { hashPassword } from "../../../server/auth/password.js";
import { prepareDatabase } from "../../../server/db/first-start.js";
import { openDb, type Db, type Engine } from "../../../server/db/index.js";
import { createLimiters } from "../../../server/http/rate-limit.js";
import { createLogger } from "../../../server/log.js";
import { createMailer } from "../../../server/mail/index.js";
import { createImagePool } from "../../../server/storage/image-pool.js";
import { createStorage } from "../../../server/storage/index.js";
import { createDriver, type StorageTarget } from "../../../server/storage/url.js";
import { createDatabase } from "../../support/postgres.js";

export const API_KEY = "test-api-key-0123456789";
/** Encoded demo pictures shared by every seeded test provider (server/db/seed/image-cache.ts). */
const here = path.dirname(fileURLToPath(import.meta.url));
export const SEED_IMAGE_CACHE = path.resolve(here, "../../.tmp/seed-images");
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
  /** Source address of the connection (127.0.0.2, 127.0.0.3...: other loopback peers). */
  from?: string;
};

export type LogRecord = Record<string, unknown> & { level: string; msg: string; reqId?: string };

export type Answer = { status: number; body: Body; headers: Headers; text: string };

export type Provider = Awaited<ReturnType<typeof startProvider>>;

/**
 * fetch() cannot choose the local address; node:http can. The body is encoded by a Response,
 * so multipart and urlencoded bodies travel as fetch would send them.
 */
async function fromAddress(
  localAddress: string,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
): Promise<Response> {
  const encoded = body === undefined ? undefined : new Response(body);
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const type = encoded?.headers.get("content-type");
  const all = { ...headers, ...(type && !headers["content-type"] ? { "content-type": type } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: all, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === "string") out.set(name, value);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: out }));
      });
    });
    req.on("error", reject);
    req.end(bytes);
  });
}

// The engine of this test run: the vitest project "postgres" provides a server's URL
// (tests/support/postgres-global-setup.ts), the project "sqlite" none.
export const ENGINE: Engine = inject("postgresUrl") ? "postgres" : "sqlite";

/**
 * A new empty database of this run's engine: a file in `dataDir`, or a fresh PostgreSQL database
 * (`migrated`: a copy of the global setup's, as migrating takes PostgreSQL a second or more).
 */
export async function openTestDb(
  dataDir: string,
  existingUrl?: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const server = inject("postgresUrl");
  if (!existingUrl && !server) {
    return { db: openDb(path.join(dataDir, "provider.sqlite")), drop: async () => {} };
  }
  const template = migrated ? inject("postgresTemplate") : undefined;
  const database = existingUrl
    ? { url: existingUrl, drop: async () => {} }
    : await createDatabase(server, "provider", template);
  const { url, drop } = database;
  return { db: openDb({ kind: "postgres", url }), url, drop };
}

export type StartOptions = {
  seed?: boolean;
  /** Multiplies rate-limit allowances; tests default high so only limit tests hit them. */
  limitScale?: number;
  /** The same for the login slow-down's free failures (login-guard.ts); default limitScale. */
  slowDownScale?: number;
  /** Where files go; default: the file driver on DATA_DIR, as with no STORAGE_URL. */
  storage?: StorageTarget;
  /** An existing DATA_DIR to run on (a restore test); it is kept by close(). */
  dataDir?: string;
  /** An existing PostgreSQL database to run on (a restore test); it is kept by close(). */
  databaseUrl?: string;
  /** Send mail over SMTP to this URL (as SMTP_URL does) instead of the outbox folder. */
  smtpUrl?: string;
  /** One image job's wall-clock limit (IMAGE_TIME_LIMIT_MS); the provider's default otherwise. */
  imageTimeLimitMs?: number;
  /** The site's address (PUBLIC_URL): reset links and passkeys' origin. */
  publicUrl?: string;
};

export async function startProvider(opts: StartOptions = {}) {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "provider-test-")));
  const [uploadsDir, privateDir] = ["uploads", "private"].map((d) => path.join(dataDir, d));
  const storageTarget: StorageTarget = opts.storage ?? { kind: "file", folder: dataDir };
  const images = createImagePool({ timeLimitMs: opts.imageTimeLimitMs });
  const storage = createStorage(await createDriver(storageTarget), images);
  const database = await openTestDb(dataDir, opts.databaseUrl, { migrated: true });
  const { db } = database;
  await prepareDatabase(db, {
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    seedDemo: Boolean(opts.seed),
    storage,
    seedImageCache: SEED_IMAGE_CACHE,
  });
  /** Every line the provider logged, parsed: the same pino logger as production, into memory. */
  const logs: LogRecord[] = [];
  const logger = createLogger("debug", { write: (line: string) => logs.push(JSON.parse(line)) });
  const outboxDir = path.join(dataDir, "outbox");
  const mailer = createMailer({ from: "no-reply@example.test", outboxDir, smtpUrl: opts.smtpUrl });
  const app: FastifyInstance = await buildApp({
    storage,
    mailer,
    limits: createLimiters({ scale: opts.limitScale ?? 100, slowDownScale: opts.slowDownScale }),
    config: {
      apiKey: API_KEY,
      tokenSecret: TOKEN_SECRET,
      trustedProxies: ["127.0.0.1", "::1"],
      staffEmail: "staff@example.test",
      logLevel: "debug",
      publicUrl: opts.publicUrl,
    },
    db,
    logger,
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
    const target = url.startsWith("/storage")
      ? base + url
      : `${base}/api/${url.replace(/^\//, "")}`;
    const res = c.from
      ? await fromAddress(c.from, target, method, headers, body)
      : await fetch(target, { method, headers, body });
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

  /** A service request's attachment through the admin route, as the app's download route asks. */
  const attachment = (filePath: string, token?: string) =>
    call("GET", `dashboard/service_requests/file?${new URLSearchParams({ path: filePath })}`, {
      token,
    });

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

  /** Raw .eml texts written so far, oldest first (once the mails of past requests are out). */
  async function mails(): Promise<string[]> {
    await mailer.idle();
    const names = (await readdir(outboxDir).catch(() => [] as string[]))
      .filter((n) => n.endsWith(".eml"))
      .sort();
    return Promise.all(names.map((n) => readFile(path.join(outboxDir, n), "utf8")));
  }

  /** Every stored file ("<folder>/<file>"; "private:" for attachments), to prove a refused write stored nothing. */
  async function uploads(): Promise<string[]> {
    const files: string[] = [];
    for (const [area, label] of [
      ["uploads/", ""],
      ["private/", "private:"],
    ]) {
      for await (const { key } of storage.driver.list(area))
        files.push(label + key.slice(area.length));
    }
    return files.sort();
  }

  return {
    base,
    mails,
    uploads,
    db,
    dataDir,
    uploadsDir,
    privateDir,
    databaseUrl: database.url,
    storage,
    storageTarget,
    logs,
    app,
    call,
    get: (url: string, c?: Call) => call("GET", url, c),
    post: (url: string, c?: Call) => call("POST", url, c),
    login,
    makeUser,
    /** Mails go out after the answer: wait for those of the requests made so far. */
    mailIdle: () => mailer.idle(),
    attachment,
    async close() {
      // A test may leave a keep-alive connection mid-exchange (fetch bodies it did not wait
      // for); close drops them all so one file's residue cannot hold the next teardown.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await mailer.idle();
      mailer.close();
      await images.close();
      storage.driver.close();
      await db.destroy();
      await database.drop();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
