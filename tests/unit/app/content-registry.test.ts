// The content registry (core/content/registry.ts) is the one place that states each fact
// about a content entity: what the dashboard, the audit log and the provider list, save and serve
// is read from it, and no other source file repeats its mappings (posts listed as `ads`, the team
// stored as `team_members`).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentEntities, CONTENT_KEYS } from "../../../core/content/registry";
import { AUDIT_ENTITIES } from "../../../core/dashboard/audit";
import { ENTITIES as SCREENS } from "../../../app/modules/dashboard/entities";
import { CONTENT } from "../../../server/db/content-specs";
import { entityOf } from "../../../server/db/records";
import { SEARCHED } from "../../../server/routes/search";
import { listToolsOf } from "../../../core/dashboard/list-tools";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const entities = contentEntities();

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const child = path.posix.join(dir, name);
    if (["dist", "migrations", "seed"].includes(name)) return [];
    if (statSync(path.join(root, child)).isDirectory()) return walk(child);
    return /\.(ts|tsx)$/.test(name) ? [child] : [];
  });
}

describe("the content registry", () => {
  it("is what the dashboard's screens show", () => {
    for (const entity of entities) {
      const screen = SCREENS[entity.key];
      expect(screen.path).toBe(entity.dashboardPath);
      expect(screen.fields).toBe(entity.fields);
      expect(screen.cachePrefixes).toBe(entity.cacheKeys);
      expect(screen.workflow).toBe(entity.workflow);
    }
  });

  it("is what the provider saves and lists", () => {
    const saved = CONTENT.filter((spec) => spec.entity).map((spec) => spec.route);
    expect(saved.sort()).toEqual(
      entities
        .filter((e) => e.creatable)
        .map((e) => e.route)
        .sort(),
    );
    for (const entity of entities.filter((e) => e.publicList)) {
      if (entity.table === "pages") continue;
      const record = entityOf(entity.table);
      expect(record.tools).toBe(listToolsOf(entity.key));
      expect(record.relations).toBe(entity.relations);
    }
  });

  it("is what the site search reads: the published entities with rich text", () => {
    expect(SEARCHED.map(({ entity, text, slugged }) => [entity, text, slugged])).toEqual([
      ["services", "info", true],
      ["projects", "info", true],
      ["posts", "info", true],
      ["faqs", "answer", false],
    ]);
  });

  it("names the audit log's sections", () => {
    expect(AUDIT_ENTITIES.slice(0, CONTENT_KEYS.length)).toEqual(
      entities.map((e) => e.audit.entity),
    );
  });

  it("is the only file that maps an entity to another name", () => {
    const mapped = entities.flatMap((e) =>
      [e.table, e.publicPath].filter((name) => name !== e.key),
    );
    expect(mapped).toEqual(["ads", "team_members"]);
    const sources = [...walk("app"), ...walk("core"), ...walk("server")].filter(
      (file) =>
        !file.startsWith("core/content/registry") &&
        // The names the field types need, beside the registry.
        file !== "core/content/keys.ts" &&
        // The database's own schema names its tables.
        file !== "server/db/types.ts",
    );
    // Quoted or not (an object's key), outside comments.
    const names = [/\bads\b/, /\bteam_members\b/];
    const repeats = sources.flatMap((file) => {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      return lines.flatMap((line) => {
        const code = line.replace(/\/\/.*$/, "");
        return names.some((n) => n.test(code)) ? [`${file}: ${line.trim()}`] : [];
      });
    });
    expect(repeats).toEqual([]);
  });
});
