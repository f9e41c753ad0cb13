// server/bin/start.mjs as a supervisor (docs/deploy.md, "Health, logs, stopping"): a killed app
// is started again while the provider keeps running, and a provider that cannot start makes
// `npm start` give up with one error line and exit 1 instead of retrying for ever. The provider's
// own outage (503 pages while it restarts) is tests/e2e/supervisor.spec.ts.
import { afterEach, describe, expect, it } from "vitest";
import { freePort, jsonLines, run, startProduct, tempDataDir, waitFor } from "./harness";

const cleanups: Array<() => Promise<unknown>> = [];
// The first restart delay (250 ms by default, tests/unit/app/restart-policy.test.ts), short so the
// restarts are not waited out; it doubles as the default does.
const RESTART_DELAY_MS = 40;

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type StartLine = { level: string; source?: string; message: string; child?: string; pid?: number };

function startLines(stdout: string[]) {
  return (jsonLines(stdout).records as StartLine[]).filter((line) => line.source === "start");
}

describe("npm start supervises its children", () => {
  it("restarts a killed app while the provider keeps running, and still stops cleanly", async () => {
    const product = await startProduct({ RESTART_DELAY_MS: String(RESTART_DELAY_MS) });
    cleanups.push(() => product.stop("SIGKILL"), product.removeData);
    const pidOf = (child: string) =>
      startLines(product.stdout)
        .filter((line) => line.message === `${child} started`)
        .at(-1)?.pid;
    const [app, provider] = [pidOf("app"), pidOf("provider")];
    expect(app).toBeTypeOf("number");

    process.kill(app!, "SIGKILL");
    await expect.poll(() => pidOf("app"), { timeout: 10_000 }).not.toBe(app);
    await waitFor(`${product.baseURL}/healthz`, (status) => status === 200, 20_000);
    expect(pidOf("provider")).toBe(provider);
    expect(startLines(product.stdout)).toContainEqual(
      expect.objectContaining({ level: "warn", child: "app", pid: app, exits: 1 }),
    );

    expect(await product.stop("SIGTERM")).toBe(0);
  }, 60_000);

  it("gives up on a provider that keeps failing: one error line, exit 1", async () => {
    const data = await tempDataDir();
    cleanups.push(data.remove);
    const proc = run(["server/bin/start.mjs"], {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      PROVIDER_PORT: String(await freePort()),
      DATA_DIR: data.dir,
      // A real start-up failure: the provider refuses a database scheme it does not know and
      // exits 1 every time.
      DATABASE_URL: "mysql://nowhere.invalid/site",
      RESTART_DELAY_MS: String(RESTART_DELAY_MS),
    });
    cleanups.push(() => proc.stop("SIGKILL"));

    expect(await proc.exited).toBe(1);
    const lines = startLines(proc.stdout);
    const errors = lines.filter((line) => line.level === "error");
    expect(errors).toEqual([
      {
        level: "error",
        source: "start",
        message: "provider exited 5 times within 60 s; giving up",
        child: "provider",
        exits: 5,
        windowSeconds: 60,
        lastExit: "code 1",
      },
    ]);
    // Four restarts with growing delays before that, and the app was never started.
    expect(lines.filter((line) => line.level === "warn").map((line) => line.message)).toEqual(
      [1, 2, 4, 8].map((n) => `provider exited (code 1); restarting in ${n * RESTART_DELAY_MS} ms`),
    );
    expect(lines.some((line) => line.child === "app")).toBe(false);
  }, 60_000);
});

describe("npm start stops with its parent", () => {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  async function product() {
    const started = await startProduct({}, { npm: true });
    cleanups.push(() => started.stop("SIGKILL"), started.removeData);
    const lines = startLines(started.stdout);
    const pids = [
      lines.find((line) => line.message.startsWith("app on "))?.pid,
      lines.filter((line) => line.message === "provider started").at(-1)?.pid,
      lines.filter((line) => line.message === "app started").at(-1)?.pid,
    ];
    expect(pids.every((pid) => typeof pid === "number")).toBe(true);
    return { ...started, pids: pids.filter((pid) => pid !== undefined) };
  }

  // npm hands a SIGTERM to its script's process: with `exec` that is start.mjs itself, which
  // drains both children, and npm exits when it has.
  it("SIGTERM to npm stops start.mjs, the app and the provider, and npm exits 0", async () => {
    const { child, exited, pids } = await product();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect.poll(() => pids.filter(alive), { timeout: 25_000 }).toEqual([]);
  }, 60_000);

  it("a start.mjs whose npm was killed outright stops both children by itself", async () => {
    const { child, pids } = await product();
    child.kill("SIGKILL");
    await expect.poll(() => pids.filter(alive), { timeout: 25_000 }).toEqual([]);
  }, 60_000);
});
