// The table rate-limiter-flexible's PostgreSQL store counts in (its own layout), made before the
// first count by the app (app_rate_limits) and the provider (rate_limits): counted before it
// existed, tries would land in each replica's insurance memory and not add up. Replicas making it
// at the same moment may see a duplicate error, which means it is there. No imports beyond pg's
// type, so the provider's bundle takes it as it takes the validation rules.
import type pg from "pg";

export async function createLimitTable(pool: pg.Pool, table: string): Promise<void> {
  try {
    await pool.query(
      `create table if not exists "${table}" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "23505" && code !== "42P07") throw error;
  }
}
