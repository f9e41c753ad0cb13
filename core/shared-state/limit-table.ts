// Made before the first count, or tries would land in each replica's memory and not add up. A
// duplicate error from a concurrent replica means it is there. No imports: the provider bundles it.
import type pg from "pg";

export async function createLimitTable(pool: pg.Pool, table: string): Promise<void> {
  try {
    await pool.query(
      `create table if not exists "${table}" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    // unique_violation, duplicate_table, duplicate_object: a concurrent replica's create won.
    if (code !== "23505" && code !== "42P07" && code !== "42710") throw error;
  }
}
