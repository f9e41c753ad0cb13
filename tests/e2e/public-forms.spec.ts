// The contact form and the ask-service modal, with JS on and off, in both languages: what was
// typed reaches the provider (read back from its SQLite file), the success message shows, and a
// bad post keeps the values with messages by the fields.
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { e2eEnv } from "./env";
import { expectHydrated } from "./quality-pages";
import {
  langs,
  useLanguage,
  repeatsInArabicOnly,
  waitForFillTime,
  withJavaScriptOnly,
} from "./support";

function providerRow<T>(sql: string, value: string): T | undefined {
  const db = new Database(path.join(e2eEnv.dataDir, "provider.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).get(value) as T | undefined;
  } finally {
    db.close();
  }
}

function successMessage(page: Page, js: boolean) {
  return js ? page.locator("[data-sonner-toast]") : page.locator('.flash-message[role="status"]');
}

async function pngFile() {
  const buffer = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 67, g: 56, b: 202 } },
  })
    .png()
    .toBuffer();
  return { name: "brief.png", mimeType: "image/png", buffer };
}

/** Opens `url` (one with `?ask`) and waits, with JS, for the enhanced dialog to take over. */
async function openAskModal(page: Page, url: string, js: boolean) {
  await page.goto(url);
  const modal = page.getByTestId("ask-service-modal");
  await expect(modal).toBeVisible();
  if (js) await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
  return modal;
}

for (const lang of langs) {
  test.describe(`public forms (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      await useLanguage(context, lang);
    });

    test(
      "contact form sends what was typed and empties itself",
      repeatsInArabicOnly(lang),
      async ({ page, javaScriptEnabled }) => {
        const js = Boolean(javaScriptEnabled);
        const marker = `contact ${lang} ${js ? "js" : "nojs"} ${Date.now()}`;
        await page.goto("/contact_us");
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.locator(".contact-details")).toContainText("info@bayan-digital.example");
        await page.locator('input[name="name"]').fill("Salma Haddad");
        await page.locator('input[name="email"]').fill("salma@example.com");
        // Typed with the digits of an Arabic or a Persian keyboard, stored with ASCII digits.
        await page
          .locator('input[name="phone"]')
          .fill(lang === "ar" ? "٠٥٥١٢٣٤٥٦٧" : "+۹۶۶ ۵۵ ۱۲۳ ۴۵۶۷");
        await page.locator('select[name="contact_reason"]').selectOption("quote");
        await page.locator('textarea[name="info"]').fill(marker);
        await waitForFillTime(page);
        await page.locator("form.public-form button[type=submit]").click();
        await expect(successMessage(page, js).first()).toBeVisible();
        await expect(page.locator('textarea[name="info"]')).toHaveValue("");
        await expect(page.locator('input[name="name"]')).toHaveValue("");
        const row = providerRow<Record<string, string>>(
          "select * from contact_messages where info = ?",
          marker,
        );
        expect(row).toMatchObject({
          name: "Salma Haddad",
          email: "salma@example.com",
          phone: lang === "ar" ? "0551234567" : "+966 55 123 4567",
          contact_reason: "quote",
        });
      },
    );

    test(
      "contact form keeps values and shows field messages on bad input",
      repeatsInArabicOnly(lang),
      async ({ page, javaScriptEnabled }) => {
        await page.goto("/contact_us");
        // With JS the messages come from the hydrated form; before hydration the click is the
        // document post the nojs project covers.
        if (javaScriptEnabled) await expectHydrated(page);
        // Without the browser's own checks, so the server's answer is what is seen in both modes.
        await page
          .locator("form.public-form")
          .evaluate((form) => form.setAttribute("novalidate", ""));
        await page.locator('input[name="name"]').fill("Omar");
        await page.locator('input[name="email"]').fill("not-an-email");
        await page.locator('select[name="contact_reason"]').selectOption("support");
        await page.locator('textarea[name="info"]').fill("Hi");
        await waitForFillTime(page);
        await page.locator("form.public-form button[type=submit]").click();
        await expect(page.locator("#" + (await errorIdFor(page, "email")))).toBeVisible();
        await expect(page.locator('input[name="name"]')).toHaveValue("Omar");
        await expect(page.locator('input[name="email"]')).toHaveValue("not-an-email");
        await expect(page.locator('select[name="contact_reason"]')).toHaveValue("support");
        await expect(page.locator('textarea[name="info"]')).toHaveValue("Hi");
        await expect(page.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator('textarea[name="info"]')).toHaveAttribute("aria-invalid", "true");
      },
    );

    test(
      "one press of Send from a wrong phone shows every message",
      // The messages on blur are the JavaScript layer.
      withJavaScriptOnly(repeatsInArabicOnly(lang)),
      async ({ page }) => {
        await page.goto("/contact_us");
        await expectHydrated(page);
        // The cursor stays in the phone field, whose message appears when it loses focus.
        await page.locator('input[name="phone"]').fill("12");
        await page.locator("form.public-form button[type=submit]").click();
        for (const name of ["name", "email", "phone", "contact_reason", "info"]) {
          await expect(page.locator("#" + (await errorIdFor(page, name))), name).toBeVisible();
        }
        await expect(page.locator('input[name="name"]')).toBeFocused();
      },
    );

    test(
      "ask-service: ?ask renders the modal server-side and a file request arrives",
      repeatsInArabicOnly(lang),
      async ({ page, javaScriptEnabled }) => {
        const js = Boolean(javaScriptEnabled);
        const marker = `ask ${lang} ${js ? "js" : "nojs"} ${Date.now()}`;
        // With JS the enhanced dialog replaces the server's form once its chunk is in.
        const modal = await openAskModal(page, "/services?ask=graphics", js);
        await expect(modal.locator('select[name="type"]')).toHaveValue("graphics");
        await modal.locator('select[name="type"]').selectOption("marketing");
        await modal.locator('textarea[name="info"]').fill(marker);
        await modal.locator('input[name="phone"]').fill("+966 55 123 4567");
        await modal.locator('input[name="info_file"]').setInputFiles(await pngFile());
        if (js) await expect(modal.getByTestId("files-count")).toContainText("1");
        await waitForFillTime(page);
        await modal.locator("button[type=submit]").click();
        await expect(successMessage(page, js).first()).toBeVisible();
        await expect(page).toHaveURL(/\/services$/);
        await expect(page.getByTestId("ask-service-modal")).toHaveCount(0);
        const row = providerRow<Record<string, string | null>>(
          "select * from service_requests where info = ?",
          marker,
        );
        // Stored under a random name; the visitor's own name is kept to show to staff.
        expect(row).toMatchObject({ type: "marketing", file_name: "brief.png" });
        expect(row?.file_path).toBeTruthy();
      },
    );

    test(
      "ask-service keeps values and shows field messages on bad input",
      repeatsInArabicOnly(lang),
      async ({ page, javaScriptEnabled }) => {
        const modal = await openAskModal(page, "/?ask=build_website", Boolean(javaScriptEnabled));
        await modal.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
        await modal.locator('select[name="type"]').selectOption("build_mobile_app");
        await modal.locator('textarea[name="info"]').fill("An app for our cafés");
        await waitForFillTime(page);
        await modal.locator("button[type=submit]").click();
        const form = page.getByTestId("ask-service-modal");
        await expect(form.locator(".field-error")).toBeVisible();
        await expect(form.locator('input[name="info_file"]')).toHaveAttribute(
          "aria-invalid",
          "true",
        );
        await expect(form.locator('textarea[name="info"]')).toHaveValue("An app for our cafés");
        await expect(form.locator('select[name="type"]')).toHaveValue("build_mobile_app");
      },
    );
  });
}

async function errorIdFor(page: Page, name: string) {
  const field = page.locator(`[name="${name}"]`);
  // The answer arrives after the click (a fetch with JS, a new document without): wait for it.
  await expect(field, `${name} points to its message`).toHaveAttribute("aria-describedby", /\S/);
  const described = await field.getAttribute("aria-describedby");
  return (described ?? "").split(" ")[0];
}

test("Escape (JS) and the close link close the modal", async ({ page, javaScriptEnabled }) => {
  await page.goto("/services");
  const ask = page.locator(".ask-service-link").first();
  await ask.click();
  await expect(page.getByTestId("ask-service-modal")).toBeVisible();
  await expect(page).toHaveURL(/ask=/);
  if (javaScriptEnabled) {
    // A real modal (focus trapped by the browser), closed by Escape.
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("ask-service-modal")).toHaveCount(0);
    await expect(page).not.toHaveURL(/ask=/);
    await ask.click();
    await expect(page.getByTestId("ask-service-modal")).toBeVisible();
  }
  await page.getByTestId("ask-service-close").click();
  await expect(page.getByTestId("ask-service-modal")).toHaveCount(0);
  await expect(page).toHaveURL(/\/services$/);
});

test("a service without a known type opens the modal with none chosen, and none is refused", async ({
  page,
  javaScriptEnabled,
}) => {
  // What a service card in a category no rule knows links to (service-type.ts).
  const modal = await openAskModal(page, "/services?ask=", Boolean(javaScriptEnabled));
  const type = modal.locator('select[name="type"]');
  await expect(type).toHaveValue("");
  // The browser stops the form at the empty choice; past that, the server refuses it too.
  expect(await type.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
  await modal.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await modal.locator('textarea[name="info"]').fill("A shop for handmade lamps, in two languages");
  await modal.locator('input[name="info_file"]').setInputFiles(await pngFile());
  await waitForFillTime(page);
  await modal.locator("button[type=submit]").click();
  const form = page.getByTestId("ask-service-modal");
  await expect(form.locator('select[name="type"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator('select[name="type"]')).toHaveValue("");
});

test("?ask with a value that names no service opens no modal", async ({ page }) => {
  await page.goto("/?ask=nonsense");
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByTestId("ask-service-modal")).toHaveCount(0);
  await expect(page.locator('form input[name="info_file"]')).toHaveCount(0);
});
