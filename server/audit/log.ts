// Routes call recordAudit inside the change's own transaction, so neither is kept without the
// other.
import type { Selectable } from "kysely";
import { AUDIT_ENTITIES, type AuditEntity } from "../../core/dashboard/audit.js";
import type { Db } from "../db/index.js";
import { pagedRows } from "../db/paged.js";
import type { AuditAction, AuditLogTable, User } from "../db/types.js";
import { pageMeta, type PageRequest } from "../http/paging.js";
import { parseSummary, resolveRefs } from "./changes.js";

export { AUDIT_ENTITIES, type AuditEntity };

export type Actor = Pick<User, "id" | "username" | "email">;

/** An update whose summary names nothing changed nothing, and is left out of the log. */
export async function recordAudit(
  db: Db,
  actor: Actor,
  entry: { entity: AuditEntity; entityId: number; action: AuditAction; summary: string },
): Promise<void> {
  if (entry.action === "update" && entry.summary === "") return;
  await db
    .insertInto("audit_log")
    .values({
      admin_id: actor.id,
      admin_name: actor.username,
      admin_email: actor.email,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      summary: entry.summary,
    })
    .execute();
}

export type AuditFilter = { entity?: AuditEntity; adminId?: number };

export async function listAudit(db: Db, filter: AuditFilter, page: PageRequest) {
  let base = db.selectFrom("audit_log");
  if (filter.entity) base = base.where("entity", "=", filter.entity);
  if (filter.adminId) base = base.where("admin_id", "=", filter.adminId);
  const whole = filter.entity || filter.adminId ? undefined : { db, table: "audit_log" as const };
  const { total, rows } = await pagedRows<Selectable<AuditLogTable>>(base, page, "desc", whole);
  const data = rows.map(({ admin_id, admin_name, admin_email, ...row }) => ({
    ...row,
    changes: parseSummary(row.summary, row.action),
    admin: { id: admin_id, username: admin_name, email: admin_email },
  }));
  await resolveRefs(
    db,
    data.map((entry) => entry.changes),
  );
  return { data, meta: pageMeta(total, page) };
}

/** Under the name of their latest entry. */
export async function auditAdmins(db: Db) {
  const latest = db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .groupBy("admin_id");
  const rows = await db
    .selectFrom("audit_log")
    .select(["admin_id", "admin_name", "admin_email"])
    .where("id", "in", latest)
    .orderBy("admin_name")
    .execute();
  return rows.map((r) => ({ id: r.admin_id, username: r.admin_name, email: r.admin_email }));
}
