// Property: whatever body reaches a write call, the answer is an envelope below 500, and a 4xx
// answer leaves every table and the uploads folder exactly as they were.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, png, svgWithScript, textNamedPng } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

const WRITES = [
  "login",
  "register",
  "password/forgot",
  "password/reset",
  "contact_us",
  "ask_service",
  "titledesc/save",
  "users/save",
  "jobs",
  "jobs/1",
  ...["categories", "services", "projects", "posts", "faqs", "skills"].flatMap((e) => [
    `dashboard/${e}/save`,
    `dashboard/${e}/delete`,
  ]),
  "dashboard/contact_messages/read",
  "dashboard/service_requests/delete",
];

const TABLES = [
  "users",
  "categories",
  "services",
  "projects",
  "posts",
  "post_requirements",
  "faqs",
  "skills",
  "jobs",
  "job_skills",
  "tags",
  "images",
  "contact_messages",
  "service_requests",
  "password_resets",
] as const;

const FIELDS = [
  "id",
  "ar_name",
  "en_name",
  "ar_info",
  "en_info",
  "category_id",
  "service_id",
  "parent_id",
  "link",
  "skills",
  "ar_requirements[]",
  "en_requirements[]",
  "ar_answer",
  "en_answer",
  "email",
  "password",
  "password_confirmation",
  "username",
  "type",
  "role",
  "phone",
  "country",
  "city",
  "name",
  "contact_reason",
  "info",
  "table",
  "title",
  "description",
  "_method",
  "read",
  "code",
  "__proto__",
  "constructor",
  "image[]",
  "x[y][z]",
];

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "true",
    "999999999999999999999",
    "1; DROP TABLE users",
    "<script>alert(1)</script>",
    "<p onclick=x>hi</p>",
    "javascript:alert(1)",
    "%00",
    "\u0000\u0007",
    "a@b",
    "🙂".repeat(300),
    "admin",
    "company",
    "graphics",
    "put",
    "delete",
    "../../etc/passwd",
    "https://example.com",
    "x".repeat(5000),
  ),
  fc.integer().map(String),
);

const body = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(hostile, fc.array(hostile, { maxLength: 4 })),
  { maxKeys: 12 },
);

let p: Provider;
let admin: string;
let pngBytes: Buffer;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
  pngBytes = await png();
});
afterAll(() => p.close());

/** Every table's row count (in one query) and every stored file. */
async function snapshot() {
  const counts = sql.join(
    TABLES.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  );
  const { rows } = await sql<Record<string, number>>`select ${counts}`.execute(p.db);
  const numbers = Object.fromEntries(TABLES.map((table) => [table, Number(rows[0][table])]));
  return { counts: numbers, files: await p.uploads() };
}

describe("hostile bodies on every write call", () => {
  it.each(WRITES)("%s", async (path) => {
    // Only the calls change the data: the state after one run is the state before the next
    // (unknown after a call that threw).
    let state: Awaited<ReturnType<typeof snapshot>> | null = null;
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom("form", "multipart", "json"),
        fc.subarray(["png", "text", "svg"] as const, { maxLength: 2 }),
        fc.boolean(),
        async (fields, encoding, files, asAdmin) => {
          const before = state ?? (await snapshot());
          state = null;
          const flat = Object.fromEntries(
            Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]),
          ) as Record<string, string[]>;
          const fileParts = files.map((kind) => ({
            field: kind === "png" ? "image" : "info_file",
            name: `${kind}.png`,
            data: kind === "png" ? pngBytes : kind === "text" ? textNamedPng() : svgWithScript(),
          }));
          const res = await p.post(path, {
            token: asAdmin ? admin : undefined,
            lang: asAdmin ? "ar" : "en",
            ...(encoding === "multipart"
              ? { multipart: multipart(flat, fileParts) }
              : encoding === "json"
                ? { json: fields }
                : { form: flat }),
          });
          state = await snapshot();
          expect(res.status).toBeLessThan(500);
          expect(res.body.status).toBe(res.status);
          if (res.status >= 400) expect(state).toEqual(before);
        },
      ),
      { numRuns: 12 },
    );
  });
});

// Searches and filters reach the database as values on both engines (ADR 0010): whatever they
// hold, a list answers below 500.
const READS = [
  ["GET", "categories"],
  ["GET", "ads"],
  ["GET", "faqs"],
  ["GET", "services"],
  ["GET", "projects"],
  ["POST", "titledesc"],
  ["POST", "jobs/parents"],
  ["POST", "jobs/dash"],
  ["POST", "dashboard/users"],
  ["POST", "dashboard/categories"],
  ["POST", "dashboard/contact_messages"],
  ["POST", "dashboard/service_requests"],
] as const;

const query = fc.dictionary(
  fc.constantFrom(
    "q",
    "query",
    "search",
    "page",
    "per_page",
    "category_id",
    "service_id",
    "table",
    "title",
    "admin",
    "except",
  ),
  // NUL is the character SQLite stores and PostgreSQL refuses: offered often.
  fc.oneof(
    hostile,
    fc.constantFrom("\u0000", "projects\u0000", "1\u0000"),
    fc.array(hostile, { maxLength: 3 }),
  ),
  { maxKeys: 6 },
);

describe("hostile searches and filters on every list call", () => {
  it.each(READS)("%s %s", async (method, path) => {
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (fields, inBody) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(fields)) {
          for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
        }
        const form = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]),
        );
        const res =
          method === "POST" && inBody
            ? await p.post(path, { token: admin, form })
            : await p.call(method, `${path}?${params}`, { token: admin });
        expect(res.status).toBeLessThan(500);
        expect(res.body.status).toBe(res.status);
      }),
      { numRuns: 12 },
    );
  });
});

describe("NUL in a tag search", () => {
  it("a table or title holding a NUL finds nothing (PostgreSQL refuses NUL in text)", async () => {
    const forms: Record<string, string>[] = [
      { table: "projects\u0000" },
      { table: "projects", title: "re\u0000a" },
    ];
    for (const form of forms) {
      const res = await p.post("titledesc", { form });
      expect(res.body).toEqual({ status: 200, data: [] });
    }
  });
});
