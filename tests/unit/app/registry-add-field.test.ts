// docs/conventions.md, "Adding a field": a translated field added to the registry is stored,
// validated, listed in the dashboard's form, searched and answered with nothing else changed.
// Checked on a copy of the registry's services, with what derives from it at run time (and the
// row and answer types at compile time).
import type { Selectable } from "kysely";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { CONTENT_ENTITIES } from "../../../core/content/registry";
import { CONTENT_FIELDS } from "../../../core/content/fields";
import { contentShape } from "../../../core/contract/content-shape";
import { listToolsFor } from "../../../core/dashboard/list-tools";
import { dashboardMenu } from "../../../core/dashboard/menu";
import { contentEntities } from "../../../core/content/registry";
import { may } from "../../../core/auth/permissions";
import { ENTITIES as SCREENS, formFieldNames } from "../../../app/modules/dashboard/entities";
import { fieldRules } from "../../../core/validation/field-rules";
import { checkFields } from "../../../server/http/field-check";
import { listKeysOf } from "../../../server/db/list-keys";
import type { ColumnsOf } from "../../../server/db/content-rows";
import type { ServicesTable } from "../../../server/db/types";

const summary = (lang: "ar" | "en") =>
  ({
    name: `${lang}_summary`,
    kind: "text",
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    required: true,
    max: 255,
  }) as const;
const fields = [...CONTENT_FIELDS.services, summary("ar"), summary("en")];
const services = { ...CONTENT_ENTITIES.services, table: "services" as const, fields };

const record = {
  id: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ar_name: "تصميم",
  en_name: "Design",
  ar_info: "<p>نص</p>",
  en_info: "<p>Text</p>",
  category_id: 2,
  image: [],
  images: [],
  ar_summary: "مُلخّص قصير",
  en_summary: "A short summary",
};

describe("adding a translated field to services", () => {
  it("adds its column to the row type and its value to the answer's type", () => {
    expectTypeOf<Selectable<ColumnsOf<(typeof fields)[number]>>>().toHaveProperty("ar_summary");
    expectTypeOf<Selectable<ServicesTable>>().not.toHaveProperty("ar_summary");
    const answer = z.object(contentShape(fields));
    expectTypeOf<z.infer<typeof answer>["en_summary"]>().toEqualTypeOf<string>();
    expect(answer.shape).toHaveProperty("en_summary");
  });

  it("answers it, and an answer without it is refused", () => {
    const answer = z.object(contentShape(fields));
    expect(answer.parse(record)).toMatchObject({ ar_summary: "مُلخّص قصير" });
    const { en_summary: _dropped, ...without } = record;
    expect(answer.safeParse(without).success).toBe(false);
  });

  it("validates it on a save and shows it in the dashboard's form", () => {
    const rules = fieldRules(fields, { say: (reason) => reason });
    expect(Object.keys(rules)).toEqual(expect.arrayContaining(["ar_summary", "en_summary"]));
    const sent = { ar_name: "تصميم", en_name: "Design", ar_info: "<p>نص</p>", en_info: "<p>x</p>" };
    const saved = () =>
      checkFields(
        "en",
        { ...sent, category_id: "2", ar_summary: "ملخص", en_summary: " " },
        fields,
        {
          isNew: true,
          drafts: [],
        },
      );
    expect(saved).toThrow(expect.objectContaining({ status: 422 }));
    const form = formFieldNames({ ...SCREENS.services, fields });
    expect(form).toEqual(expect.arrayContaining(["ar_summary", "en_summary"]));
  });

  it("searches it: the list tools read it and the search text holds it folded", () => {
    const tools = listToolsFor(services);
    expect(tools.search.text).toEqual(expect.arrayContaining(["ar_summary", "en_summary"]));
    expect(tools.search.text).not.toContain("ar_slug");
    const keys = listKeysOf(tools, record);
    expect(keys.search_text).toContain("ملخص قصير");
    expect(keys.search_text).toContain("a short summary");
    // Not sortable unless it says so (a sort key is a column of its own).
    expect(tools.sort).not.toHaveProperty("ar_summary");
  });

  it("leaves the registry's own services as they are", () => {
    expect(listToolsFor(services).search.text).toEqual([
      "ar_name",
      "en_name",
      "ar_summary",
      "en_summary",
    ]);
    expect(CONTENT_FIELDS.services.map((f) => f.name)).not.toContain("ar_summary");
  });
});

describe("adding an entity to the registry", () => {
  const events = {
    ...CONTENT_ENTITIES.posts,
    key: "events",
    dashboardPath: "/dashboard/events",
    icon: "events",
  };
  const registry = [...contentEntities(), events];

  it("shows it in the dashboard's menu after the registry's others, for editors too", () => {
    const menu = dashboardMenu(registry);
    const paths = menu.map((entry) => entry.path);
    expect(paths.indexOf("/events")).toBe(paths.indexOf("/pages") + 1);
    const entry = menu.find((e) => e.path === "/events");
    expect(entry).toMatchObject({ icon: "events", area: "content" });
    expect(may("editor", entry?.area ?? "other")).toBe(true);
    expect(dashboardMenu().map((e) => e.path)).not.toContain("/events");
  });
});
