/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
// Every entity of spec §3 and ADR 0003; engine differences come from ./dialect.ts (ADR 0010).
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./dialect.js";

export async function up(db: Kysely<any>): Promise<void> {
  const { int, id, now } = dialectOf(db);
  await db.schema
    .createTable("users")
    .addColumn("id", int, id)
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("country", "text")
    .addColumn("city", "text")
    .addColumn("type", "text", (c) =>
      c
        .notNull()
        .defaultTo("client")
        .check(sql`type in ('client', 'company')`),
    )
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("user")
        .check(sql`role in ('admin', 'user')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("jti", "text", (c) => c.primaryKey())
    .addColumn("user_id", int, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("auth_tokens_user").on("auth_tokens").column("user_id").execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", int, id)
    .addColumn("user_id", int, (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", int, (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("password_resets_user")
    .on("password_resets")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("images")
    .addColumn("id", int, id)
    .addColumn("owner_table", "text", (c) => c.notNull())
    .addColumn("owner_id", int, (c) => c.notNull())
    .addColumn("position", int, (c) => c.notNull().defaultTo(0))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("thumb", "text", (c) => c.notNull())
    .addColumn("width", int, (c) => c.notNull())
    .addColumn("height", int, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("images_owner")
    .on("images")
    .columns(["owner_table", "owner_id", "position"])
    .execute();

  const named = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn("id", int, id)
      .addColumn("ar_name", "text", (c) => c.notNull())
      .addColumn("en_name", "text", (c) => c.notNull());

  await named("categories")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await named("services")
    .addColumn("category_id", int, (c) =>
      c.notNull().references("categories.id").onDelete("restrict"),
    )
    .addColumn("ar_info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("en_info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("services_category").on("services").column("category_id").execute();

  await named("projects")
    .addColumn("service_id", int, (c) => c.notNull().references("services.id").onDelete("restrict"))
    .addColumn("ar_info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("en_info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text")
    .addColumn("skills", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("projects_service").on("projects").column("service_id").execute();

  await named("posts")
    .addColumn("ar_info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("en_info", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("post_requirements")
    .addColumn("id", int, id)
    .addColumn("post_id", int, (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("position", int, (c) => c.notNull())
    .addColumn("ar_requirement", "text", (c) => c.notNull())
    .addColumn("en_requirement", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("post_requirements_post")
    .on("post_requirements")
    .columns(["post_id", "position"])
    .execute();

  await named("faqs")
    .addColumn("ar_answer", "text", (c) => c.notNull())
    .addColumn("en_answer", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", int, id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("contact_reason", "text", (c) => c.notNull())
    .addColumn("info", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("service_requests")
    .addColumn("id", int, id)
    .addColumn("user_id", int, (c) => c.references("users.id").onDelete("set null"))
    .addColumn("type", "text", (c) =>
      c
        .notNull()
        .check(
          sql`type in ('remote_employee', 'build_website', 'build_mobile_app', 'graphics', 'marketing')`,
        ),
    )
    .addColumn("info", "text", (c) => c.notNull())
    .addColumn("file_path", "text")
    .addColumn("file_name", "text")
    .addColumn("file_mime", "text")
    .addColumn("file_size", int)
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  for (const table of ["contact_messages", "service_requests"]) {
    await db.schema.createIndex(`${table}_created`).on(table).column("created_at").execute();
    await db.schema.createIndex(`${table}_read`).on(table).column("read_at").execute();
  }

  await db.schema
    .createTable("tags")
    .addColumn("id", int, id)
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("tags_table_title")
    .on("tags")
    .columns(["table_name", "title"])
    .execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", int, id)
    .addColumn("parent_id", int, (c) => c.references("jobs.id").onDelete("restrict"))
    .addColumn("ar_title", "text", (c) => c.notNull())
    .addColumn("en_title", "text", (c) => c.notNull())
    .addColumn("ar_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("en_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("jobs_parent").on("jobs").column("parent_id").execute();

  await named("skills")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("job_skills")
    .addColumn("job_id", int, (c) => c.notNull().references("jobs.id").onDelete("cascade"))
    .addColumn("skill_id", int, (c) => c.notNull().references("skills.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("job_skills_pk", ["job_id", "skill_id"])
    .execute();
  await db.schema.createIndex("job_skills_skill").on("job_skills").column("skill_id").execute();

  // Exact and prefix lookups and the dashboard's uniqueness checks.
  for (const table of ["categories", "services", "projects", "posts", "faqs", "skills"]) {
    await db.schema.createIndex(`${table}_en_name`).on(table).column("en_name").execute();
    await db.schema.createIndex(`${table}_ar_name`).on(table).column("ar_name").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "job_skills",
    "skills",
    "jobs",
    "tags",
    "service_requests",
    "contact_messages",
    "faqs",
    "post_requirements",
    "posts",
    "projects",
    "services",
    "categories",
    "images",
    "password_resets",
    "auth_tokens",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
