// The job tree as stored (ADR 0003): jobs with their parent, skills and number of children, the
// order a parent is chosen in, and the loops a move must not close.
import type { Db } from "./index.js";

export type JobRow = {
  id: number;
  parent_id: number | null;
  ar_title: string;
  en_title: string;
  ar_description: string;
  en_description: string;
  created_at: string;
  updated_at: string | null;
};

export async function presentJobs(db: Db, rows: JobRow[]) {
  const ids = rows.map((r) => r.id);
  const skills = ids.length
    ? await db
        .selectFrom("job_skills")
        .innerJoin("skills", "skills.id", "job_skills.skill_id")
        .select(["job_skills.job_id", "skills.id", "skills.ar_name", "skills.en_name"])
        .where("job_skills.job_id", "in", ids)
        .orderBy("skills.id")
        .execute()
    : [];
  const parentIds = [
    ...new Set(rows.map((r) => r.parent_id).filter((p): p is number => p !== null)),
  ];
  const parents = parentIds.length
    ? await db
        .selectFrom("jobs")
        .select(["id", "ar_title", "en_title"])
        .where("id", "in", parentIds)
        .execute()
    : [];
  const children = ids.length
    ? await db
        .selectFrom("jobs")
        .select(["parent_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("parent_id", "in", ids)
        .groupBy("parent_id")
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    updated_at: row.updated_at ?? row.created_at,
    parent: parents.find((p) => p.id === row.parent_id) ?? null,
    skills: skills.filter((s) => s.job_id === row.id).map(({ job_id: _j, ...s }) => s),
    children_count: Number(children.find((c) => c.parent_id === row.id)?.n ?? 0),
  }));
}

export async function findJob(db: Db, id: number) {
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? (await presentJobs(db, [row]))[0] : undefined;
}

/** True when making `parentId` the parent of `id` would close a loop in the tree. */
export async function wouldLoop(db: Db, id: number, parentId: number): Promise<boolean> {
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null && depth < 1000; depth++) {
    if (cursor === id) return true;
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom("jobs")
      .select("parent_id")
      .where("id", "=", cursor)
      .executeTakeFirst();
    cursor = row?.parent_id ?? null;
  }
  return false;
}

type ParentRow = { id: number; parent_id: number | null; ar_title: string; en_title: string };

/** Depth-first order (children after their parent), without `except` and everything under it. */
export function parentChoices(rows: ParentRow[], except: number | null) {
  const byParent = new Map<number | null, ParentRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    // A parent that no longer exists makes its child a root here rather than unreachable.
    const key = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const out: (ParentRow & { depth: number })[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of byParent.get(parent) ?? []) {
      if (row.id === except || seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ ...row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A job's columns and skill ids, as the audit log compares them before and after a write. */
export async function auditView(db: Db, id: number): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const skills = await db
    .selectFrom("job_skills")
    .select("skill_id")
    .where("job_id", "=", id)
    .orderBy("skill_id")
    .execute();
  const { id: _id, created_at: _c, ...columns } = row;
  return { ...columns, skills: skills.map((s) => s.skill_id) };
}
