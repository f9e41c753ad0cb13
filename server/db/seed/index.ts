import { randomBytes } from "node:crypto";
import { hashPassword } from "../../auth/password.js";
import type { Db } from "../index.js";
import { replaceImages } from "../image-rows.js";
import type { ImageOut } from "../records.js";
import * as content from "./content.js";
import { jobs } from "./content-jobs.js";
import { team } from "./content-team.js";
import { demoDrawings, type Drawing } from "./drawings.js";
import type { SeedImageFolders } from "./image-cache.js";
import { storeDrawing } from "./images.js";
import type { Storage } from "../../storage/index.js";

export type AdminResult = { created: boolean; generatedPassword?: string };

/** A generated password is returned exactly once and never stored in clear. */
export async function ensureAdmin(db: Db, email: string, password?: string): Promise<AdminResult> {
  const admin = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .executeTakeFirst();
  if (admin) return { created: false };
  const generated = password ? undefined : randomBytes(15).toString("base64url");
  const hash = await hashPassword(password ?? generated!);
  const existing = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable("users")
      .set({ role: "admin", password_hash: hash })
      .where("id", "=", existing.id)
      .execute();
  } else {
    let username = "admin";
    if (
      await db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst()
    ) {
      username = `admin-${randomBytes(3).toString("hex")}`;
    }
    await db
      .insertInto("users")
      .values({ username, email, password_hash: hash, type: "company", role: "admin" })
      .execute();
  }
  return { created: true, generatedPassword: generated };
}

export async function hasContent(db: Db): Promise<boolean> {
  for (const table of [
    "categories",
    "services",
    "projects",
    "posts",
    "faqs",
    "jobs",
    "skills",
    "team_members",
  ] as const) {
    const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

async function attach(db: Db, table: string, ownerId: number, images: ImageOut[]) {
  await replaceImages(db, table, ownerId, images);
}

export type DemoPictures = Awaited<ReturnType<typeof storeDemoPictures>>;

/** Stored before any row: a failure here leaves no half-seeded database. */
export async function storeDemoPictures(
  storage: Pick<Storage, "driver" | "images">,
  imageFolders: SeedImageFolders = {},
) {
  const drawn = demoDrawings();
  const store = (lists: Drawing[][]) =>
    Promise.all(
      lists.map((list) =>
        Promise.all(list.map((drawing) => storeDrawing(storage, drawing, imageFolders))),
      ),
    );
  const [categories, services, projects, posts, portraits] = await Promise.all([
    store(drawn.categories),
    store(drawn.services),
    store(drawn.projects),
    store(drawn.posts),
    store(drawn.team),
  ]);
  return { categories, services, projects, posts, team: portraits };
}

/** Does nothing when any content exists, so restarts keep edits. */
export async function seedDemo(
  db: Db,
  storage: Pick<Storage, "driver" | "images">,
  imageFolders: SeedImageFolders = {},
): Promise<boolean> {
  if (await hasContent(db)) return false;
  const pictures = await storeDemoPictures(storage, imageFolders);
  await db.transaction().execute((trx) => insertDemo(trx, pictures));
  return true;
}

/** The demo rows, with `pictures` stored for them; inside the caller's transaction. */
export async function insertDemo(trx: Db, pictures: DemoPictures): Promise<void> {
  const categoryIds: number[] = [];
  for (const [i, c] of content.categories.entries()) {
    const row = await trx
      .insertInto("categories")
      .values({ ar_name: c.ar, en_name: c.en })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
    await attach(trx, "categories", row.id, pictures.categories[i]);
  }
  const serviceIds: number[] = [];
  for (const [i, s] of content.services.entries()) {
    const row = await trx
      .insertInto("services")
      .values({
        category_id: categoryIds[s.category],
        ar_name: s.ar,
        en_name: s.en,
        ar_info: s.arInfo,
        en_info: s.enInfo,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    serviceIds.push(row.id);
    await attach(trx, "services", row.id, pictures.services[i]);
  }
  for (const [i, p] of content.projects.entries()) {
    const row = await trx
      .insertInto("projects")
      .values({
        service_id: serviceIds[p.service],
        ar_name: p.ar,
        en_name: p.en,
        ar_info: p.arInfo,
        en_info: p.enInfo,
        link: p.link,
        skills: p.skills,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await attach(trx, "projects", row.id, pictures.projects[i]);
  }
  for (const [i, p] of content.posts.entries()) {
    const row = await trx
      .insertInto("posts")
      .values({ ar_name: p.ar, en_name: p.en, ar_info: p.arInfo, en_info: p.enInfo })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("post_requirements")
      .values(
        p.reqs.map(([ar, en], position) => ({
          post_id: row.id,
          position,
          ar_requirement: ar,
          en_requirement: en,
        })),
      )
      .execute();
    await attach(trx, "posts", row.id, pictures.posts[i]);
  }
  for (const [sort, m] of team.entries()) {
    const row = await trx
      .insertInto("team_members")
      .values({ ar_name: m.ar, en_name: m.en, ar_role: m.arRole, en_role: m.enRole, sort })
      .returning("id")
      .executeTakeFirstOrThrow();
    await attach(trx, "team_members", row.id, pictures.team[sort]);
  }
  await trx
    .insertInto("faqs")
    .values(
      content.faqs.map((f) => ({
        ar_name: f.ar,
        en_name: f.en,
        ar_answer: f.arAnswer,
        en_answer: f.enAnswer,
      })),
    )
    .execute();
  const skillIds: number[] = [];
  for (const [en, ar] of content.skills) {
    const row = await trx
      .insertInto("skills")
      .values({ ar_name: ar, en_name: en })
      .returning("id")
      .executeTakeFirstOrThrow();
    skillIds.push(row.id);
  }
  const insertJob = async (
    j: { en: string; ar: string; enDesc: string; arDesc: string; skills: number[] },
    parentId: number | null,
  ) => {
    const row = await trx
      .insertInto("jobs")
      .values({
        parent_id: parentId,
        ar_title: j.ar,
        en_title: j.en,
        ar_description: j.arDesc,
        en_description: j.enDesc,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (j.skills.length) {
      await trx
        .insertInto("job_skills")
        .values(j.skills.map((s) => ({ job_id: row.id, skill_id: skillIds[s] })))
        .execute();
    }
    return row.id;
  };
  for (const parent of jobs) {
    const parentId = await insertJob(parent, null);
    for (const child of parent.children) await insertJob(child, parentId);
  }
  await trx
    .insertInto("tags")
    .values(
      content.tags.map((t) => ({
        table_name: t.table,
        title: t.title,
        description: t.description,
      })),
    )
    .execute();
}
