// A product of a spec's own (`node server/bin/start.mjs`) on its own ports and data folder, for
// specs that need a setting or an outage the shared e2e server must not get (supervisor,
// no-JS captcha question). `offset` keeps each spec's ports apart from the shared ones.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eEnv } from "./env";

/** A URL's status, or 0 when nothing answers within 3 s. */
export async function status(url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export function ownProduct(name: string, offset: number, env: Record<string, string>) {
  const port = e2eEnv.port + offset;
  const providerPort = e2eEnv.providerPort + offset;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(e2eEnv.root, "tests/.tmp", `e2e-${name}-${port}`);
  /** Every line both processes printed, as they printed it. */
  const lines: string[] = [];
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);

  /** Starts it and waits for /healthz (call from beforeAll, with a timeout of 120 s). */
  async function start() {
    rmSync(dataDir, { recursive: true, force: true });
    const product = spawn(process.execPath, ["server/bin/start.mjs"], {
      cwd: e2eEnv.root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        PROVIDER_PORT: String(providerPort),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: `e2e-${name}-admin-password`,
        PROVIDER_API_KEY: `e2e-${name}-api-key`,
        SEED_DEMO: "false",
        FORM_MIN_FILL_MS: String(e2eEnv.minFillMs),
        NODE_ENV: "production",
        ...env,
      },
    });
    child = product;
    let rest = "";
    const collect = (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
    };
    product.stdout!.on("data", collect);
    product.stderr!.on("data", collect);
    exited = new Promise((resolve) => product.once("exit", (code) => resolve(code)));
    await expect
      .poll(() => status(`${baseURL}/healthz`), { timeout: 100_000, intervals: [250] })
      .toBe(200);
  }

  /** SIGTERM (when still running), its exit code, and the data folder removed. */
  async function stop(): Promise<number | null> {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  }

  return { baseURL, dataDir, lines, start, stop };
}
