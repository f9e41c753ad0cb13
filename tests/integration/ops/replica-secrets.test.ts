// `npm start` on PostgreSQL (docs/deploy.md, ADR 0010): replicas must share SESSION_SECRET,
// TOKEN_SECRET and PROVIDER_API_KEY, so a missing one stops the start with one message naming
// them all, before any secret is generated or any process started.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, run, tempDataDir } from "./harness";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe("npm start with a PostgreSQL DATABASE_URL", () => {
  it("refuses without the shared secrets, naming the missing ones in one message", async () => {
    const data = await tempDataDir();
    cleanups.push(data.remove);
    const proc = run(["server/bin/start.mjs"], {
      PORT: String(await freePort()),
      PROVIDER_PORT: String(await freePort()),
      DATA_DIR: data.dir,
      DATABASE_URL: "postgres://site@127.0.0.1:1/site",
      SESSION_SECRET: "one-secret-for-every-replica",
    });
    cleanups.push(() => proc.stop("SIGKILL"));

    expect(await proc.exited).toBe(1);
    const said = proc.stderr.filter((line) => line.trim());
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^start: DATABASE_URL selects PostgreSQL/);
    expect(said[0]).toMatch(/: TOKEN_SECRET, PROVIDER_API_KEY \(/);
    expect(said[0]).not.toMatch(/SESSION_SECRET,/);
    expect(proc.stdout.join("")).toBe("");
    expect(existsSync(path.join(data.dir, "secrets.json"))).toBe(false);
  }, 30_000);
});
