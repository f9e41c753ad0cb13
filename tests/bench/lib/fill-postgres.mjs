// The bench database on PostgreSQL (`npm run bench:provider -- --postgres`): a fresh database,
// the provider's own migrations, then the same rows as fill.mjs writes to SQLite, in multi-row
// inserts of a few hundred rows, one transaction per table.
import pg from "pg";
import { benchImage, ENTITY_TABLES, rowsFor, WITH_IMAGE } from "./fill.mjs";

const BATCH = 500;

/** Migrates the database at `url` as the provider would. */
export async function preparePostgresSchema(url) {
  const { openDb, migrate } = await import("../../../server/db/index.ts");
  const db = openDb({ kind: "postgres", url });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

export async function fillRowsPostgres(url, rows, tables = ENTITY_TABLES) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ids = {};
  const ctx = {
    pick(parent, i) {
      if (!ids[parent]?.length) throw new Error(`fill ${parent} before its children`);
      return ids[parent][i % ids[parent].length];
    },
  };
  try {
    for (const table of tables) {
      // Children pick parent ids synchronously (rowsFor): load each parent's ids first.
      for (const parent of ENTITY_TABLES) {
        if (ids[parent] === undefined) {
          const { rows: found } = await client.query(`select id from ${parent} order by id`);
          ids[parent] = found.map((r) => Number(r.id));
        }
      }
      const columns = Object.keys(rowsFor(table, 1, rows, ctx));
      await client.query("begin");
      for (let start = 1; start <= rows; start += BATCH) {
        const values = [];
        const tuples = [];
        for (let i = start; i < Math.min(start + BATCH, rows + 1); i++) {
          const row = rowsFor(table, i, rows, ctx);
          tuples.push(`(${columns.map((c) => `$${values.push(row[c])}`).join(", ")})`);
        }
        const inserted = await client.query(
          `insert into ${table} (${columns.join(", ")}) values ${tuples.join(", ")} returning id`,
          values,
        );
        if (WITH_IMAGE.has(table)) {
          const images = [];
          const params = [];
          inserted.rows.forEach(({ id }, k) => {
            const { path, thumb, variants } = benchImage(table, start + k);
            images.push(
              `($${params.push(table)}, $${params.push(id)}, 0, $${params.push(path)}, $${params.push(thumb)}, 800, 600, $${params.push(variants)})`,
            );
          });
          await client.query(
            `insert into images (owner_table, owner_id, position, path, thumb, width, height, variants) values ${images.join(", ")}`,
            params,
          );
        }
      }
      await client.query("commit");
      const { rows: found } = await client.query(`select id from ${table} order by id`);
      ids[table] = found.map((r) => Number(r.id));
    }
    await client.query("analyze");
  } finally {
    await client.end();
  }
}
