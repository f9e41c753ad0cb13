// An ask-service upload whose file name carries `=`, double quotes and Arabic letters, through
// the real product: the request arrives with the visitor's file name, cleaned by the provider
// (quotes are not kept), and a post the app refuses shows the typed values again. Runs without JS (a document post) and with.
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { e2eEnv } from "./env";
import { langs, useLanguage, waitForFillTime, withoutJavaScriptOnly } from "./support";

const ODD_NAME = 'a=b "c" ملف.pdf';
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

function requestRow(info: string) {
  const db = new Database(path.join(e2eEnv.dataDir, "provider.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare("select * from service_requests where info = ?").get(info) as
      Record<string, string | number | null> | undefined;
  } finally {
    db.close();
  }
}

async function openModal(page: Page, js: boolean) {
  await page.goto("/services?ask=build_website");
  const modal = page.getByTestId("ask-service-modal");
  await expect(modal).toBeVisible();
  // With JS the enhanced dialog replaces the server's form once its chunk is in.
  if (js) await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
  return modal;
}

test("a file named with =, quotes and Arabic letters is sent", async ({
  page,
  javaScriptEnabled,
}) => {
  const js = Boolean(javaScriptEnabled);
  const marker = `odd file name ${js ? "js" : "nojs"} ${Date.now()}`;
  const modal = await openModal(page, js);
  await modal.locator('textarea[name="info"]').fill(marker);
  await modal.locator('input[name="email"]').fill("odd-name@example.com");
  await modal
    .locator('input[name="info_file"]')
    .setInputFiles({ name: ODD_NAME, mimeType: "application/pdf", buffer: PDF });
  await waitForFillTime(page);
  await modal.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByTestId("ask-service-modal")).toHaveCount(0);
  await expect.poll(() => requestRow(marker)).toBeTruthy();
  expect(requestRow(marker)).toMatchObject({
    type: "build_website",
    // The provider makes the name harmless: the quotes do not survive, the rest does.
    file_name: expect.stringMatching(/^a=b [^"]*c[^"]* ملف\.pdf$/),
    file_mime: "application/pdf",
  });
});

test("a refused post with such a file keeps what was typed", async ({
  page,
  javaScriptEnabled,
}) => {
  const js = Boolean(javaScriptEnabled);
  const modal = await openModal(page, js);
  await modal.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await modal.locator('select[name="type"]').selectOption("build_mobile_app");
  // Too short for the form's rules: the app refuses it after reading the whole upload.
  await modal.locator('textarea[name="info"]').fill("App");
  await modal
    .locator('input[name="info_file"]')
    .setInputFiles({ name: ODD_NAME, mimeType: "application/pdf", buffer: PDF });
  await waitForFillTime(page);
  await modal.locator("button[type=submit]").click();
  const form = page.getByTestId("ask-service-modal");
  await expect(form.locator('textarea[name="info"]')).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator('textarea[name="info"]')).toHaveValue("App");
  await expect(form.locator('select[name="type"]')).toHaveValue("build_mobile_app");
  await expect(page.locator("body")).not.toContainText("Something went wrong");
});

// A file over the limit without JS: the browser sends the whole body (after `100 Continue`), so
// the app must read it to its end and answer the form, or the browser shows its own error page.
for (const lang of langs) {
  // With JavaScript the form refuses the file before posting.
  test(
    `an 11 MB file without JS answers the form, typed values kept (${lang})`,
    withoutJavaScriptOnly(),
    async ({ page, context }) => {
      await useLanguage(context, lang);
      const modal = await openModal(page, false);
      const info = `Eleven megabytes ${lang} ${Date.now()} نص`;
      await modal.locator('textarea[name="info"]').fill(info);
      await modal.locator('input[name="name"]').fill("Big File Sender");
      await modal.locator('input[name="email"]').fill("big-file@example.com");
      const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
      big.write("%PDF-1.4\n");
      await modal
        .locator('input[name="info_file"]')
        .setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
      await waitForFillTime(page);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await modal.locator("button[type=submit]").click();
      expect((await answer).status()).toBe(413);
      const form = page.getByTestId("ask-service-modal");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(form.locator('textarea[name="info"]')).toHaveValue(info);
      await expect(form.locator('input[name="name"]')).toHaveValue("Big File Sender");
      await expect(form.locator('input[name="email"]')).toHaveValue("big-file@example.com");
      await expect(form.locator('select[name="type"]')).toHaveValue("build_website");
      await expect(form).toContainText(
        lang === "ar"
          ? "يجب ألا يتجاوز حجم الملف 10 ميغابايت."
          : "The file must be 10 MB or smaller.",
      );
    },
  );
}
