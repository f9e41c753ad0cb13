// docs/conventions.md, "Route code with its route": what only one route uses (its loader's or
// action's helpers, its data shapes) lives in that route's folder (`app/routes/<route>/`, beside
// `route.tsx`); `app/modules/` keeps what several routes, components or the provider share.
import { describe, expect, it } from "vitest";
import { importsOf, report, resolve, text } from "./structure-support";

/** Who imports each app file (tests left out: they may import anything). */
function importers(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [file, source] of text) {
    if (file.startsWith("tests/")) continue;
    for (const item of importsOf(source)) {
      const target = resolve(file, item.specifier);
      if (!target?.startsWith("app/")) continue;
      const set = found.get(target) ?? new Set<string>();
      set.add(file);
      found.set(target, set);
    }
  }
  return found;
}

/** The files outside app/modules that reach `file`, through modules only. */
function reachedFrom(file: string, by: Map<string, Set<string>>, seen = new Set<string>()) {
  const out = new Set<string>();
  for (const user of by.get(file) ?? []) {
    if (seen.has(user)) continue;
    seen.add(user);
    if (user.startsWith("app/modules/")) reachedFrom(user, by, seen).forEach((u) => out.add(u));
    else out.add(user);
  }
  return out;
}

describe("route code with its route (docs/conventions.md)", () => {
  it("a module only one route uses lives in that route's folder", () => {
    const by = importers();
    const problems: string[] = [];
    for (const file of text.keys()) {
      if (!file.startsWith("app/modules/")) continue;
      const users = [...reachedFrom(file, by)];
      if (users.length === 1 && users[0].startsWith("app/routes/")) {
        problems.push(`${file} is used only by ${users[0]}`);
      }
    }
    expect(
      problems,
      report(problems, "route code in app/modules/ (move it beside the route: a folder route)"),
    ).toEqual([]);
  });

  it("a route folder's own files are used by that route only", () => {
    const by = importers();
    const problems: string[] = [];
    for (const file of text.keys()) {
      const folder = /^app\/routes\/([^/]+)\/(?!route\.tsx$)/.exec(file);
      if (!folder) continue;
      for (const user of by.get(file) ?? []) {
        if (!user.startsWith(`app/routes/${folder[1]}/`)) {
          problems.push(`${file} is imported by ${user}`);
        }
      }
    }
    expect(
      problems,
      report(problems, "a route's own file used elsewhere (move what is shared to app/modules/)"),
    ).toEqual([]);
  });
});
