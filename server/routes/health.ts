// Liveness and readiness in one: 200 only when the database and the file storage take writes,
// because a provider that cannot save is not ready (start.mjs waits on this).
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { done } from "../../core/contract/answers.js";
import { engineOf } from "../db/index.js";
import { route } from "../http/route.js";

const answer = z.union([done, z.object({ status: z.number(), errors: z.array(z.string()) })]);

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, { method: "GET", url: "/health", answer }, async (_req, _input, reply) => {
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
      await ctx.storage.check();
    } catch (error) {
      // The code (ENOTDIR, AccessDenied...), not the message: it could name the bucket's host.
      const e = error as NodeJS.ErrnoException & { Code?: string };
      problems.push(`uploads not writable: ${e.code ?? e.Code ?? e.name ?? "error"}`);
    }
    if (!problems.length) return { status: 200, message: "ok" };
    reply.code(503);
    return { status: 503, errors: problems };
  });
}
