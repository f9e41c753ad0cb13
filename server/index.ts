import path from "node:path";
import pg from "pg";
import { buildApp } from "./app.js";
import { secureDataDir } from "./bin/secrets.mjs";
import { ConfigError, loadConfig } from "./config.js";
import { createContext } from "./context.js";
import { prepareDatabase } from "./db/first-start.js";
import { openDb } from "./db/index.js";
import { purgeSometimes } from "./db/revision-purge.js";
import { backfillVariants } from "./db/variant-backfill.js";
import { ensureLimitTable } from "./http/rate-limit.js";
import { createLogger } from "./log.js";
import { createImagePool } from "./storage/image-pool.js";
import { createStorage } from "./storage/index.js";
import { moveAttachmentsToPrivate } from "./storage/private.js";
import { createDriver } from "./storage/url.js";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`provider: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  // A PostgreSQL and S3 deploy may not even have it writable.
  const { database, storage: files, dataDir } = config;
  if (
    (database.kind === "sqlite" && path.dirname(path.resolve(database.file)) === dataDir) ||
    (files.kind === "file" && files.folder === dataDir)
  ) {
    secureDataDir(dataDir);
  }
  const db = openDb(config.database);
  const images = createImagePool({
    workers: config.imageWorkers,
    timeLimitMs: config.imageTimeLimitMs,
  });
  const storage = createStorage(await createDriver(config.storage), images);
  log.info({ storage: storage.driver.location }, "file storage");
  // Replicas starting together on one PostgreSQL database take turns here (ADR 0010).
  const { admin, seeded } = await prepareDatabase(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    seedImageCache: config.seedImageCache,
    storage,
  });
  const moved = await moveAttachmentsToPrivate(storage.driver);
  if (moved) log.info({ files: moved }, "attachments moved to the private folder");
  const tightened = (await storage.driver.tightenPrivate?.()) ?? 0;
  if (tightened) log.info({ files: tightened }, "attachments made owner-only");

  if (admin.created) {
    log.info({ email: config.adminEmail }, "admin account created");
    if (admin.generatedPassword) {
      // Printed once, stored nowhere in clear; on stderr, apart from the JSON lines, to be seen.
      process.stderr.write(
        framed([
          "ADMIN ACCOUNT CREATED",
          `Login:    ${config.adminEmail}`,
          `Password: ${admin.generatedPassword}`,
          "Shown only now. Lost it? npm run admin -- set-password <email>",
        ]),
      );
    }
  }
  if (seeded) log.info("demo content seeded");

  const limitsPool =
    config.database.kind === "postgres"
      ? new pg.Pool({ connectionString: config.database.url, max: 4 })
      : null;
  limitsPool?.on("error", () => {});
  if (limitsPool) await ensureLimitTable(limitsPool);
  const ctx = createContext(
    config,
    db,
    log,
    storage,
    limitsPool ? { kind: "postgres", pool: limitsPool } : { kind: "memory" },
  );
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  // Deleted records and history past 30 days, and their files (docs/publishing.md).
  purgeSometimes(db, storage, log);
  // While the site already answers: pages fall back to the main picture meanwhile (ADR 0015).
  void backfillVariants(db, storage, log, () => stopping).catch((error: Error) =>
    log.warn({ error: error.message }, "image variants: backfill stopped"),
  );
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping");
    const timer = setTimeout(() => {
      log.warn("requests still running after grace period; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await ctx.mailer.idle();
      ctx.mailer.close();
      await images.close();
      storage.driver.close();
      await db.destroy();
      await limitsPool?.end();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  process.stderr.write(`provider failed to start: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});

function framed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const edge = "#".repeat(width + 6);
  const body = lines.map((line) => `##  ${line.padEnd(width)}  ##`);
  return `\n${[edge, ...body, edge].join("\n")}\n\n`;
}
