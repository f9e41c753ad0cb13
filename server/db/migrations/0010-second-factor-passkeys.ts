/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// The second factor and passkeys (docs/conventions.md, "Account security"); secrets encrypted at
// rest (server/auth/secret-box.ts), recovery codes hashed.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  const owner = (c: Parameters<typeof id>[0]) =>
    c.notNull().references("users.id").onDelete("cascade");

  // `last_step` is the 30 s step of the last code accepted: that step or an earlier one is a
  // replay. `reveal` holds the new recovery codes, encrypted, until `reveal_until` only.
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

  await db.schema
    .createTable("pending_logins")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", int, owner)
    .addColumn("attempts", int, (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // Used once; its answer is checked against the origin and relying party id it was made for.
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
