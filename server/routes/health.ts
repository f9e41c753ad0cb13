// Liveness and readiness in one: 200 only when the database and the upload folder take writes,
// because a provider that cannot save is not ready (start.mjs waits on this).
import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { AppContext } from "../context.js";
import { engineOf } from "../db/index.js";

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/health", async (_req, reply) => {
    const problems: string[] = [];
    try {
      // An update that matches nothing still takes SQLite's write lock, so a read-only file or
      // a stuck writer shows up here; PostgreSQL refuses it on a read-only server or standby.
      const never = engineOf(ctx.db) === "postgres" ? sql`false` : sql`0`;
      await ctx.db.transaction().execute(async (trx) => {
        await sql`update users set id = id where ${never}`.execute(trx);
      });
    } catch (error) {
      problems.push(`database not writable: ${(error as Error).message}`);
    }
    try {
      await mkdir(ctx.config.uploadsDir, { recursive: true });
      const probe = path.join(ctx.config.uploadsDir, `.health-${randomBytes(6).toString("hex")}`);
      await writeFile(probe, "ok");
      await unlink(probe);
    } catch (error) {
      problems.push(`uploads not writable: ${(error as NodeJS.ErrnoException).code ?? "error"}`);
    }
    const status = problems.length ? 503 : 200;
    return reply
      .code(status)
      .send(problems.length ? { status, errors: problems } : { status, message: "ok" });
  });
}
