// Every list's total is the table's real row count, whatever wrote the rows: the API, plain SQL,
// a rolled-back transaction. On PostgreSQL unfiltered totals come from counts its triggers keep
// (migration 0004-row-counts, server/db/paged.ts); this holds them to count(*).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTED_TABLES } from "../../../server/db/migrations/0004-row-counts.js";
import { TEAM_COUNTED_TABLES } from "../../../server/db/migrations/0006-team-and-pages.js";
import { ENGINE, startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

async function realCount(table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(table)}`.execute(p.db);
  return Number(rows[0].n);
}

/** The totals the lists answer, unfiltered. */
async function listedTotals() {
  const total = async (answer: Promise<{ body: { meta?: { total: number } } }>) =>
    (await answer).body.meta?.total;
  const dash = (path: string) => total(p.post(path, { token: admin }));
  return {
    categories: await total(p.get("categories")),
    services: await total(p.get("services")),
    faqs: await total(p.get("faqs")),
    team_members: await total(p.get("team")),
    skills: await dash("dashboard/skills"),
    tags: await dash("titledesc?admin=1"),
    users: await dash("dashboard/users"),
    contact_messages: await dash("dashboard/contact_messages"),
    audit_log: await total(p.get("audit", { token: admin })),
  };
}

async function expectTrueTotals() {
  const listed = await listedTotals();
  for (const [table, total] of Object.entries(listed)) {
    expect(total, table).toBe(await realCount(table));
  }
}

describe("list totals", () => {
  it("match count(*) after API writes, plain SQL writes and a rolled-back transaction", async () => {
    await expectTrueTotals();

    const saved = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ar_name: "سؤال", en_name: "Question", ar_answer: "<p>ج</p>", en_answer: "<p>A</p>" },
    });
    expect(saved.status).toBe(200);
    await p.post("dashboard/categories/save", {
      token: admin,
      form: { ar_name: "قسم جديد", en_name: "New section" },
    });
    const skill = await p.post("dashboard/skills/save", {
      token: admin,
      form: { ar_name: "مهارة", en_name: "A skill" },
    });
    await p.post("dashboard/skills/delete", {
      token: admin,
      form: { id: (skill.body.data as { id: number }).id },
    });
    await p.post("contact_us", {
      form: { name: "Visitor", email: "v@example.test", contact_reason: "other", info: "Hello" },
    });
    await expectTrueTotals();

    // Rows written beside the API (an operator's SQL, a restore) count as well.
    await p.db
      .insertInto("faqs")
      .values([
        { ar_name: "س ١", en_name: "Q 1", ar_answer: "ج", en_answer: "A" },
        { ar_name: "س ٢", en_name: "Q 2", ar_answer: "ج", en_answer: "A" },
      ])
      .execute();
    await p.db.deleteFrom("tags").where("id", "=", 1).execute();
    await expectTrueTotals();

    // A write that rolls back leaves the count as it was.
    await p.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("faqs")
          .values({ ar_name: "س", en_name: "Q", ar_answer: "ج", en_answer: "A" })
          .execute();
        throw new Error("roll back");
      })
      .catch(() => {});
    await expectTrueTotals();
  });

  it(`are kept for every paged table on PostgreSQL, not on SQLite (${ENGINE})`, async () => {
    if (ENGINE === "sqlite") {
      // SQLite counts a table from its b-tree quickly: nothing is kept, nothing can drift.
      const { rows } = await sql`
        select name from sqlite_master where name = 'row_counts'`.execute(p.db);
      expect(rows).toEqual([]);
      return;
    }
    const { rows } = await sql<{ table_name: string; n: string }>`
      select table_name, n from row_counts order by table_name`.execute(p.db);
    expect(rows.map((r) => r.table_name)).toEqual(
      [...COUNTED_TABLES, ...TEAM_COUNTED_TABLES].sort(),
    );
    for (const row of rows) {
      expect(Number(row.n), row.table_name).toBe(await realCount(row.table_name));
    }
  });
});
