// The audit log's loaders: the page's filters reach the provider only when they are valid (a
// hand-edited address shows the whole log, never an error), and the CSV export walks every page
// with the same filters, one row per entry, Arabic and formula-looking cells kept safe.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as csvLoader } from "~/routes/dashboard.audit.csv";
import { loader } from "~/routes/dashboard.audit";
import { isolate } from "~/modules/dashboard/audit-changes";
import { API, appRequest, mockProvider } from "../support";
import { args, sessionCookie } from "../accounts/helpers";
import { answered, answeredPage } from "../../../support/records";
import type { AuditChange } from "~/modules/provider/types";

const provider = mockProvider();

const entry = (id: number, summary: string, changes: AuditChange[], entity = "categories") =>
  answered.auditEntry({
    id,
    entity,
    entity_id: 7,
    action: "update",
    summary,
    changes,
    created_at: `2024-01-0${id}T00:00:00.000Z`,
    admin: { id: 1, username: "admin", email: "admin@example.test" },
  });

function answerAudit(seen: URLSearchParams[]) {
  provider.use(
    http.get(`${API}/audit`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const page = Number(query.get("page") ?? 1);
      const data =
        page === 1
          ? [
              entry(2, "ar_name: قسم → تصميم", [
                { field: "ar_name", before: "قسم", after: "تصميم" },
              ]),
            ]
          : [entry(1, "=cmd|'/c calc'!A1", [{ field: "=cmd|'/c calc'!A1" }])];
      return HttpResponse.json(
        answeredPage(data, { total: 2, current_page: page, last_page: 2, per_page: 1 }),
      );
    }),
    http.get(`${API}/audit/admins`, () =>
      HttpResponse.json({
        status: 200,
        data: [answered.auditAdmin({ id: 1, username: "admin", email: "a@x.test" })],
      }),
    ),
  );
}

describe("the audit log's loaders", () => {
  it("pass valid filters on and drop junk ones", async () => {
    const seen: URLSearchParams[] = [];
    answerAudit(seen);
    const cookie = await sessionCookie();
    const good = (await loader(
      args(appRequest("/dashboard/audit?entity=users&admin=3&page=2", { cookie })),
    )) as Response;
    expect(good.status).toBe(200);
    expect(Object.fromEntries(seen[0])).toMatchObject({ entity: "users", admin: "3", page: "2" });
    const body = await good.json();
    expect(body.query).toBe("?entity=users&admin=3");

    const junk = (await loader(
      args(appRequest("/dashboard/audit?entity=secrets&admin=1%20or%201", { cookie })),
    )) as Response;
    expect(junk.status).toBe(200);
    expect(seen[1].has("entity")).toBe(false);
    expect(seen[1].has("admin")).toBe(false);
    expect((await junk.json()).query).toBe("");
  });

  it("export every page with the filters, Arabic intact and formulas defused", async () => {
    const seen: URLSearchParams[] = [];
    answerAudit(seen);
    const cookie = await sessionCookie();
    const res = (await csvLoader(
      args(appRequest("/dashboard/audit/csv?entity=categories&lng=ar", { cookie })),
    )) as Response;
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-/);
    expect(seen.map((q) => [q.get("entity"), q.get("page")])).toEqual([
      ["categories", "1"],
      ["categories", "2"],
    ]);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe("الوقت,المشرف,بريد المشرف,القسم,رقم السجل,الإجراء,التغييرات");
    // Labels in the admin's language; in Arabic the arrow points the way the line reads.
    expect(lines[1]).toContain(
      `,الأقسام,7,تعديل,الاسم (بالعربية): ${isolate("قسم")} ← ${isolate("تصميم")}`,
    );
    expect(lines[2]).toContain(",'=cmd|'/c calc'!A1");
  });
});

describe("the audit log in the reader's terms", () => {
  it("names fields by their labels and relations by their records, in the page's language", async () => {
    provider.use(
      http.get(`${API}/audit`, () =>
        HttpResponse.json(
          answeredPage([
            entry(
              3,
              "category_id: 7 → 9; ar_info",
              [
                {
                  field: "category_id",
                  before: "7",
                  after: "9",
                  before_ref: { id: 7, deleted: true },
                  after_ref: { id: 9, ar: "تصميم", en: "Design" },
                },
                { field: "ar_info" },
              ],
              "services",
            ),
          ]),
        ),
      ),
    );
    const cookie = await sessionCookie();
    const csv = async (lng: string) => {
      const res = (await csvLoader(
        args(appRequest(`/dashboard/audit/csv?lng=${lng}`, { cookie })),
      )) as Response;
      return (await res.text()).split("\r\n")[1];
    };
    expect(await csv("en")).toContain(
      `Category: ${isolate("#7 (deleted)")} → ${isolate("Design")}; Description (Arabic)`,
    );
    expect(await csv("ar")).toContain(
      `القسم: ${isolate("#7 (محذوف)")} ← ${isolate("تصميم")}; الوصف (بالعربية)`,
    );
  });
});
