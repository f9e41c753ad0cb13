// The dashboard's list screens share one route (`routes/dashboard.$entity.tsx`): the address names
// the entity, in any case as Remix matches paths, and only a list screen's address does.
import { describe, expect, it } from "vitest";
import { CONTENT_KEYS } from "~core/content/keys";
import { ENTITIES, listScreenOf } from "~/modules/dashboard/entities";
import { loader } from "~/routes/dashboard.$entity";

describe("the list screens' route", () => {
  it("knows every content entity and skills by the last segment of its dashboard path", () => {
    for (const key of [...CONTENT_KEYS, "skills"] as const) {
      const segment = ENTITIES[key].path.split("/").at(-1);
      expect(listScreenOf(segment)).toBe(key);
      expect(listScreenOf(segment?.toLowerCase())).toBe(key);
      expect(listScreenOf(segment?.toUpperCase())).toBe(key);
    }
  });

  it("leaves the screens with routes of their own, and any other address, to them or to a 404", () => {
    for (const segment of ["tags", "users", "jobs", "audit", "nope", "", undefined]) {
      expect(listScreenOf(segment)).toBeNull();
    }
  });

  it("answers 404 for an address that names no list screen, before anything is read", async () => {
    const request = new Request("http://localhost/dashboard/nope");
    const thrown = await Promise.resolve(
      loader({ request, params: { entity: "nope" }, context: {} }),
    ).catch((error: unknown) => error);
    if (!(thrown instanceof Response)) throw new Error(`expected a thrown Response: ${thrown}`);
    expect(thrown.status).toBe(404);
  });
});
