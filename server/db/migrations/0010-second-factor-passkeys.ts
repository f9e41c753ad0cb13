// The second factor and passkeys (docs/conventions.md, "Account security"): a TOTP secret per
// account (encrypted at rest, server/auth/secret-box.ts), its one-time recovery codes (hashed),
// WebAuthn credentials, the password step of a sign-in that still waits for its code, and the
// short-lived WebAuthn challenges. Every row goes with its account (on delete cascade).
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  const owner = (c: Parameters<typeof id>[0]) =>
    c.notNull().references("users.id").onDelete("cascade");

  // One row per account that started or turned on the factor. `secret` set means it is on;
  // `pending_secret` waits for its first code. `last_step` is the 30 s step of the last code
  // accepted: a code of that step or an earlier one is a replay. `reveal` holds the recovery codes
  // just made, encrypted, until `reveal_until` (their download); only their hashes stay after.
  await db.schema
    .createTable("user_totp")
    .addColumn("user_id", int, (c) => owner(c).primaryKey())
    .addColumn("secret", "text")
    .addColumn("pending_secret", "text")
    .addColumn("last_step", int)
    .addColumn("enabled_at", "text")
    .addColumn("reveal", "text")
    .addColumn("reveal_until", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", int, id)
    .addColumn("user_id", int, owner)
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("recovery_codes_user")
    .on("recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("id", int, id)
    .addColumn("user_id", int, owner)
    .addColumn("credential_id", "text", (c) => c.notNull().unique())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", int, (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_user").on("passkeys").columns(["user_id", "id"]).execute();

  // A password step that passed for an account with the factor on: its opaque id stands for it
  // until `expires_at` (5 minutes), for a few wrong codes at most.
  await db.schema
    .createTable("pending_logins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", int, owner)
    .addColumn("attempts", int, (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // A challenge handed to the browser, used once. A registration's names its account; a sign-in's
  // has none until a credential answers it. The origin and relying party id it was made for are
  // the ones its answer is checked against.
  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", int, (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('register', 'login')`))
    .addColumn("challenge", "text", (c) => c.notNull())
    .addColumn("rp_id", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "webauthn_challenges",
    "pending_logins",
    "passkeys",
    "recovery_codes",
    "user_totp",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
