// ADR 0009: with reCAPTCHA configured, a visitor without JavaScript sends the contact form in two
// posts: the first is answered with a sum to solve (in the visitor's language, typed values kept),
// a wrong answer is refused with a translated message and a new sum, the right one is accepted.
// The shared e2e product runs without reCAPTCHA keys (so its other forms post in one go): this
// spec starts a product of its own with keys, on its own ports and data folder, like
// supervisor.spec.ts. No token is ever sent (JavaScript is off), so Google is never asked.
// The test learns the answer the way a person does: from the question on the page.
import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { e2eEnv } from "./env";
import { ownProduct } from "./own-product";
import { langs, waitForFillTime, type Lang } from "./support";

const product = ownProduct("challenge", 90, {
  RATE_LIMIT_SCALE: "50",
  RECAPTCHA_SITE_KEY: "e2e-site-key",
  RECAPTCHA_SECRET_KEY: "e2e-secret-key",
  // Never asked (no token is sent); unreachable, so a stray call would fail, not pass.
  RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/siteverify",
});
const { baseURL, dataDir } = product;

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

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await product.start();
});

test.afterAll(async () => {
  await product.stop();
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
    await waitForFillTime(page);
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
    await waitForFillTime(page);
    await form.locator("button[type=submit]").click();
    await expect(alert).toHaveText(texts[lang].failed);
    await expect(form.locator('textarea[name="info"]')).toHaveValue(marker);
    await expect(form.locator('input[name="name"]')).toHaveValue("Salma Haddad");
    await expect(form.locator('input[name="fp_answer"]')).toHaveValue("");
    expect(await form.locator('input[name="fp_challenge"]').inputValue()).not.toBe(firstToken);
    expect(contactMessages(marker).n).toBe(0);

    // The right answer: the message is sent and the form starts again, empty.
    await form.locator('input[name="fp_answer"]').fill(digits(await askedSum(page), lang));
    await waitForFillTime(page);
    await form.locator("button[type=submit]").click();
    await expect(page.locator('.flash-message[role="status"]')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(form.locator('textarea[name="info"]')).toHaveValue("");
    expect(contactMessages(marker).n).toBe(1);
    await context.close();
  });
}
