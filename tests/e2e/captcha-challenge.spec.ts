// ADR 0009: with reCAPTCHA configured, a visitor without JavaScript sends the contact form in two
// posts: the first is answered with a sum to solve (in the visitor's language, typed values kept),
// a wrong answer is refused with a translated message and a new sum, the right one is accepted.
// The shared e2e product runs without reCAPTCHA keys (so its other forms post in one go): this
// spec starts a product of its own with keys, on its own ports and data folder, like
// supervisor.spec.ts. No token is ever sent (JavaScript is off), so Google is never asked.
// The test learns the answer the way a person does: from the question on the page.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { e2eEnv } from "./env";
import { langs, type Lang } from "./support";

const port = e2eEnv.port + 90;
const providerPort = e2eEnv.providerPort + 90;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(e2eEnv.root, "tests/.tmp", `e2e-challenge-${port}`);
// The form stamp refuses posts made faster than a person could fill the form (2 s).
const FILL_PAUSE_MS = 2_100;

type Texts = { required: string; failed: string };
const texts = Object.fromEntries(
  langs.map((lang) => {
    const read = (ns: string) =>
      JSON.parse(
        readFileSync(path.join(e2eEnv.root, "public/locales", lang, `${ns}.json`), "utf8"),
      );
    const common = read("common") as { form_protection: Record<string, string> };
    return [
      lang,
      {
        required: common.form_protection.challenge_required,
        failed: common.form_protection.challenge_failed,
      },
    ];
  }),
) as Record<Lang, Texts>;

let product: ChildProcess;
const output: string[] = [];

async function status(url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  product = spawn(process.execPath, ["server/bin/start.mjs"], {
    cwd: e2eEnv.root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PROVIDER_PORT: String(providerPort),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "e2e-challenge-admin-password",
      PROVIDER_API_KEY: "e2e-challenge-api-key",
      SEED_DEMO: "false",
      NODE_ENV: "production",
      RATE_LIMIT_SCALE: "50",
      RECAPTCHA_SITE_KEY: "e2e-site-key",
      RECAPTCHA_SECRET_KEY: "e2e-secret-key",
      // Never asked (no token is sent); unreachable, so a stray call would fail, not pass.
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
    },
  });
  const collect = (chunk: Buffer) => output.push(chunk.toString("utf8"));
  product.stdout!.on("data", collect);
  product.stderr!.on("data", collect);
  await expect
    .poll(() => status(`${baseURL}/healthz`), { timeout: 100_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(async () => {
  if (product && product.exitCode === null && product.signalCode === null) {
    const exited = new Promise((resolve) => product.once("exit", resolve));
    product.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function contactMessages(info: string) {
  const db = new Database(path.join(dataDir, "provider.sqlite"), { readonly: true });
  try {
    return db.prepare("select count(*) as n from contact_messages where info = ?").get(info) as {
      n: number;
    };
  } finally {
    db.close();
  }
}

/** The sum the page asks, read from its question (digits in either script). */
async function askedSum(page: Page): Promise<number> {
  const question = (await page.locator(".form-challenge label").textContent()) ?? "";
  const latin = question.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const numbers = latin.match(/\d+/g)?.map(Number) ?? [];
  expect(numbers, `question: ${question}`).toHaveLength(2);
  return numbers[0] + numbers[1];
}

/** Arabic visitors may answer in Arabic-Indic digits (ADR 0009). */
function digits(value: number, lang: Lang) {
  const text = String(value);
  return lang === "ar" ? text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text;
}

for (const lang of langs) {
  test(`without JavaScript the contact form asks a sum, refuses a wrong answer and takes the right one (${lang})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: "lng", value: lang, url: baseURL }]);
    const page = await context.newPage();
    const marker = `challenge ${lang} ${Date.now()}`;
    const form = page.locator("form.public-form");
    const alert = page.locator('.flash-message[role="alert"]');

    await page.goto("/contact_us");
    await expect(page.locator(".form-challenge")).toHaveCount(0);
    await form.locator('input[name="name"]').fill("Salma Haddad");
    await form.locator('input[name="email"]').fill("salma@example.com");
    await form.locator('input[name="phone"]').fill("+966 55 123 4567");
    await form.locator('select[name="contact_reason"]').selectOption("quote");
    await form.locator('textarea[name="info"]').fill(marker);
    await page.waitForTimeout(FILL_PAUSE_MS);
    await form.locator("button[type=submit]").click();

    // First post, no token: the question, in the page's language, with what was typed.
    await expect(alert).toHaveText(texts[lang].required);
    await expect(page.locator(".form-challenge label")).toBeVisible();
    await expect(form.locator('textarea[name="info"]')).toHaveValue(marker);
    await expect(form.locator('input[name="email"]')).toHaveValue("salma@example.com");
    expect(contactMessages(marker).n).toBe(0);
    const firstToken = await form.locator('input[name="fp_challenge"]').inputValue();

    // A wrong answer: refused, translated, values kept, a new question.
    const wrong = (await askedSum(page)) + 1;
    await form.locator('input[name="fp_answer"]').fill(digits(wrong, lang));
    await page.waitForTimeout(FILL_PAUSE_MS);
    await form.locator("button[type=submit]").click();
    await expect(alert).toHaveText(texts[lang].failed);
    await expect(form.locator('textarea[name="info"]')).toHaveValue(marker);
    await expect(form.locator('input[name="name"]')).toHaveValue("Salma Haddad");
    await expect(form.locator('input[name="fp_answer"]')).toHaveValue("");
    expect(await form.locator('input[name="fp_challenge"]').inputValue()).not.toBe(firstToken);
    expect(contactMessages(marker).n).toBe(0);

    // The right answer: the message is sent and the form starts again, empty.
    await form.locator('input[name="fp_answer"]').fill(digits(await askedSum(page), lang));
    await page.waitForTimeout(FILL_PAUSE_MS);
    await form.locator("button[type=submit]").click();
    await expect(page.locator('.flash-message[role="status"]')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(form.locator('textarea[name="info"]')).toHaveValue("");
    expect(contactMessages(marker).n).toBe(1);
    await context.close();
  });
}
