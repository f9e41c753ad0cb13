// A dashboard save while the provider restarts (docs/deploy.md, "Health, logs, stopping"): the
// admin keeps the form as typed and reads the translated "temporarily unavailable" message (a
// toast with JavaScript; the form page, answered 503 with Retry-After, without), and the same
// press of Save works once the provider is back. Its own product: the outage must not reach the
// shared e2e server.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eEnv } from "./env";
import { ownProduct, status } from "./own-product";
import { resultMessage } from "./dashboard-support";

// The outage lasts this long: wide enough to press Save and read the answer.
const RESTART_DELAY_MS = 15_000;

const common = JSON.parse(
  readFileSync(path.join(e2eEnv.root, "public/locales/en/common.json"), "utf8"),
) as { errors: Record<string, string> };

// One product per project (js, nojs): the two may run at once.
let product: ReturnType<typeof ownProduct>;

function providerPid() {
  const started = product.lines
    .filter((line) => line.includes('"message":"provider started"'))
    .map((line) => JSON.parse(line) as { pid?: number });
  const pid = started.at(-1)?.pid;
  if (!pid) throw new Error(`no provider pid:\n${product.lines.join("\n")}`);
  return pid;
}

test.describe.configure({ mode: "serial" });

const name = () => `provider-away-${test.info().project.name}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  product = ownProduct(name(), test.info().project.name === "js" ? 97 : 98, {
    RESTART_DELAY_MS: String(RESTART_DELAY_MS),
    PROVIDER_CACHE_TTL_MS: "0",
  });
  await product.start();
});

test.afterAll(async () => {
  await product.stop();
});

test("a save while the provider restarts keeps the form and says to try again", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const js = Boolean(javaScriptEnabled);
  const { baseURL } = product;
  await page.goto(`${baseURL}/auth/login`);
  await page.locator('input[name="email"]').fill(e2eEnv.adminEmail);
  await page.locator('input[name="password"]').fill(`e2e-${name()}-admin-password`);
  await page.locator('form.auth-form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  await page.goto(`${baseURL}/dashboard/skills?new=1`);
  const dialog = page.locator("dialog");
  await expect(dialog).toBeVisible();
  if (js) await expect(page.locator("dialog:modal")).toHaveCount(1);
  await dialog.locator('input[name="ar_name"]').fill("تصميم الهوية");
  await dialog.locator('input[name="en_name"]').fill("Brand identity");

  process.kill(providerPid(), "SIGKILL");
  await expect.poll(() => status(`${baseURL}/healthz`), { intervals: [100] }).toBe(503);
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/skills"),
  );
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toBe("5");
  await expect(resultMessage(page, js, common.errors.provider_unavailable)).toBeVisible();
  await expect(page.locator('dialog input[name="ar_name"]')).toHaveValue("تصميم الهوية");
  await expect(page.locator('dialog input[name="en_name"]')).toHaveValue("Brand identity");

  // Back again, the same form saves.
  await expect
    .poll(() => status(`${baseURL}/healthz`), { timeout: 60_000, intervals: [250] })
    .toBe(200);
  await page.locator("dialog").getByRole("button", { name: "Save", exact: true }).click();
  await expect(resultMessage(page, js, "Saved successfully")).toBeVisible();
  await expect(page.locator("tbody tr").filter({ hasText: "Brand identity" })).toHaveCount(1);
});
