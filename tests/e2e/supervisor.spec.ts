// `npm start` heals (docs/deploy.md, "Health, logs, stopping"): the bundled provider killed with
// SIGKILL is restarted by start.mjs; meanwhile the app answers pages with its translated 503 page
// and Retry-After, in both languages, and serves pages again by itself. This spec runs its own
// product on its own ports and data folder, so the shared e2e server is never disturbed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eEnv } from "./env";
import { ownProduct, status } from "./own-product";
import { langs } from "./support";

// The first restart waits this long, so the outage is wide enough to look at in both languages.
const RESTART_DELAY_MS = 5_000;
const HEAL_WITHIN_MS = 30_000;

const unavailable = Object.fromEntries(
  langs.map((lang) => {
    const file = path.join(e2eEnv.root, "public/locales", lang, "common.json");
    const common = JSON.parse(readFileSync(file, "utf8")) as { errors: Record<string, string> };
    return [lang, common.errors.provider_unavailable];
  }),
);

const product = ownProduct("supervisor", 80, {
  RESTART_DELAY_MS: String(RESTART_DELAY_MS),
  // No cached page or provider read may hide the outage.
  PROVIDER_CACHE_TTL_MS: "0",
  // Polled four times a second from one address, every poll a render: scaled as in serve.mjs.
  RATE_LIMIT_SCALE: "50",
});
const { baseURL, lines } = product;

/** start.mjs's own JSON lines (`source: "start"`), parsed. */
function startLines() {
  return lines.flatMap((line) => {
    if (!line.includes('"source":"start"')) return [];
    try {
      return [JSON.parse(line) as { message: string; child?: string; pid?: number }];
    } catch {
      return [];
    }
  });
}

/** The pid start.mjs logged for the provider's current run. */
function providerPid() {
  const started = startLines().filter((line) => line.message === "provider started");
  const pid = started.at(-1)?.pid;
  if (!pid) throw new Error(`no provider pid in start.mjs's log:\n${lines.join("\n")}`);
  return pid;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await product.start();
});

test.afterAll(async () => {
  const code = await product.stop();
  // Ctrl-C/SIGTERM still stop everything cleanly after a restart.
  expect(code, lines.join("\n")).toBe(0);
});

test("a killed provider is restarted; meanwhile pages answer 503 with Retry-After", async ({
  browser,
  request,
}) => {
  const before = providerPid();
  process.kill(before, "SIGKILL");
  const killedAt = Date.now();

  for (const lang of langs) {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "lng", value: lang, url: baseURL }]);
    const page = await context.newPage();
    const response = await page.goto("/services");
    expect(response?.status(), lang).toBe(503);
    expect(response?.headers()["retry-after"], lang).toBe("5");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unavailable[lang]);
    await context.close();
  }
  // A client navigation's data request says the same.
  const data = await request.get(`${baseURL}/services?_data=routes/_site.services`);
  expect(data.status()).toBe(503);
  expect(data.headers()["retry-after"]).toBe("5");

  await expect
    .poll(() => status(`${baseURL}/services`), {
      timeout: HEAL_WITHIN_MS - (Date.now() - killedAt),
      intervals: [250],
    })
    .toBe(200);

  const page = await browser.newPage({ baseURL });
  const response = await page.goto("/services");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.close();

  const restart = startLines().find((line) => /^provider exited \(SIGKILL\)/.test(line.message));
  expect(restart, lines.join("\n")).toMatchObject({ child: "provider", pid: before });
  expect(providerPid()).not.toBe(before);
});
