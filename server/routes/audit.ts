// The dashboard's audit log (our extension of spec §7): GET audit?entity=&admin=&page= lists the
// admins' saves and deletes newest first, GET audit/admins who appears in it. Read-only: entries
// are written by the changes themselves (server/audit/log.ts), and no method here edits one.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AUDIT_ENTITIES, auditAdmins, listAudit } from "../audit/log.js";
import type { AppContext } from "../context.js";
import { list, paged } from "../../core/contract/answers.js";
import { auditAdmin, auditEntry } from "../../core/contract/records.js";
import { ApiError } from "../http/errors.js";
import { PAGING, pageOf } from "../http/paging.js";
import { route } from "../http/route.js";
import { v } from "../http/validate.js";

const QUERY = {
  ...PAGING,
  entity: v.optional(v.oneOf(AUDIT_ENTITIES)),
  admin: v.optional(v.int()),
};

const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Registered where every request is already an admin's (app.ts). */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const entries = {
    method: "GET",
    url: "/audit",
    query: QUERY,
    answer: paged(auditEntry),
  } as const;
  route(app, entries, async (_req, { query }) => {
    const filters = { entity: query.entity, adminId: query.admin };
    const result = await listAudit(ctx.db, filters, pageOf(query));
    return { status: 200, ...result };
  });

  const admins = { method: "GET", url: "/audit/admins", answer: list(auditAdmin) } as const;
  route(app, admins, async () => ({ status: 200, data: await auditAdmins(ctx.db) }));

  // Said out loud rather than left to the 404 of an unknown route: the log is kept, not edited.
  for (const url of ["/audit", "/audit/admins", "/audit/:id"]) {
    route(app, { method: [...WRITES], url, answer: z.never() }, async () => {
      throw new ApiError(405, { kind: "key", key: "method_not_allowed" }, { allow: "GET" });
    });
  }
}
