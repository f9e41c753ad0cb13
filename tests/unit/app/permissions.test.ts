// Who may work on a content entity follows from the registry: every name the provider's paths and
// the dashboard's screens give one is the editors' "content" area (core/auth/permissions.ts).
import { describe, expect, it } from "vitest";
import { areaOf, areaOfScreen, may } from "~core/auth/permissions";
import { contentEntities } from "~core/content/registry";

describe("permissions by area", () => {
  it("puts each content entity, by any of its names, in the content area", () => {
    for (const entity of contentEntities()) {
      const screen = entity.dashboardPath.replace("/dashboard", "");
      for (const kind of [entity.key, entity.table, entity.route]) {
        expect(areaOf(kind), kind).toBe("content");
      }
      expect(areaOfScreen(screen), screen).toBe("content");
    }
    expect(["team_members", "FAQs", "titledesc", "tags"].map((kind) => areaOf(kind))).toEqual(
      Array(4).fill("content"),
    );
  });

  it("keeps the rest for admins, and an unlisted kind closed to editors", () => {
    expect(areaOf("service_requests")).toBe("inbox");
    // Editors work in the inbox; only deleting a message is admins'.
    for (const action of ["reply", "status", "note", "assign", "read"]) {
      expect(may("editor", areaOf("service_requests", action)), action).toBe(true);
    }
    expect(areaOf("contact_messages", "delete")).toBe("inbox_delete");
    expect(may("editor", areaOf("contact_messages", "delete"))).toBe(false);
    expect(may("admin", areaOf("contact_messages", "delete"))).toBe(true);
    expect(may("editor", areaOf("inbox", "staff"))).toBe(true);
    expect(areaOf("something_new")).toBe("other");
    expect(may("editor", areaOf("users"))).toBe(false);
    expect(may("editor", areaOf("services"))).toBe(true);
    expect(may("user", areaOf("services"))).toBe(false);
  });
});
