// The README's "Limits" names every rate limit with its allowance and the variables that change
// them, and every variable the app and the provider read is documented (README or deploy.md):
// someone trying the forms finds why a post was refused and what to set.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../server/http/rate-limit";
import { DEFAULT_TIME_LIMIT_MS } from "../../server/storage/image-pool";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");
const limits = readme.slice(
  readme.indexOf("### Limits"),
  readme.indexOf("## Where the specification"),
);

/** The README table row that names `name` in code font. */
const rowOf = (name: string) => limits.split("\n").find((line) => line.includes(`\`${name}\``));

describe("the README's limits", () => {
  it("give each of the provider's limits its allowance and window", () => {
    for (const [name, { points, durationSec }] of Object.entries(RATE_LIMITS)) {
      const row = rowOf(name);
      expect(row, name).toBeDefined();
      // The account's limit only paces (server/auth/login-guard.ts): no allowance to state.
      if (points < Number.MAX_SAFE_INTEGER) {
        expect(row).toContain(`${points} per ${durationSec / 60} min`);
      } else expect(row).toContain("never refused");
      expect(row).toContain("`RATE_LIMIT_SCALE`");
    }
  });

  it("name the app's limits and the variables that change them", () => {
    expect(limits).toMatch(/contact, ask-service and register posts.*\| 5 per 10 min/);
    expect(limits).toMatch(
      /page renders.*\| 50 per 10 s \| `PAGE_RENDER_LIMIT`, `RATE_LIMIT_SCALE`/,
    );
    expect(limits).toContain("`RATE_LIMIT_SCALE=50`");
    expect(limits).toContain(`\`IMAGE_TIME_LIMIT_MS\` (default ${DEFAULT_TIME_LIMIT_MS})`);
    expect(limits).toContain("`IMAGE_WORKERS`");
  });

  it("leave no variable of the app or the provider undocumented", () => {
    const docs = readme + read("docs/deploy.md");
    const names = [
      ...read("app/modules/env/env.server.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm),
      ...read("server/config.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm),
    ].map((match) => match[1]!);
    expect(names).toContain("PAGE_RENDER_LIMIT");
    for (const name of names.filter((name) => name !== "NODE_ENV")) {
      expect(docs, name).toContain(name);
    }
  });
});
