// The visitor's receipt through the whole product (ADR 0013): the language the visitor browses in
// reaches the provider and leads the mail; a signed-in visitor's service request is acknowledged
// at the account's address (the app forwards the session's token). Read from the outbox folder.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { expectLoggedIn, logIn, providerRegister, uniqueEmail } from "./accounts-support";
import { e2eEnv } from "./env";
import { langs, useLanguage, repeatsInArabicOnly, waitForFillTime } from "./support";

const outbox = path.join(e2eEnv.dataDir, "outbox");

/** Every mail in the outbox sent to `address`, parsed. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) =>
    n.endsWith(".eml"),
  );
  const mails = await Promise.all(
    names.map(async (n) => simpleParser(await readFile(path.join(outbox, n), "utf8"))),
  );
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
}

const receipts = {
  contact: { en: "We got your message", ar: "وصلتنا رسالتك" },
  request: { en: "We got your service request", ar: "وصلنا طلب الخدمة" },
};
const htmlStart = { en: '<html dir="ltr" lang="en">', ar: '<html dir="rtl" lang="ar">' };

for (const lang of langs) {
  test(
    `a contact message gets a receipt in the visitor's language first (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context }, info) => {
      await useLanguage(context, lang);
      const email = uniqueEmail(info, `receipt-${lang}`);
      await page.goto("/contact_us");
      await page.locator('input[name="name"]').fill("Huda Saleh");
      await page.locator('input[name="email"]').fill(email);
      await page.locator('select[name="contact_reason"]').selectOption("quote");
      await page.locator('textarea[name="info"]').fill("A quote for a bilingual website, please.");
      await waitForFillTime(page);
      await page.locator("form.public-form button[type=submit]").click();
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe(receipts.contact[lang]);
      expect(String(mail.html)).toContain(htmlStart[lang]);
      expect(mail.text).toContain("Huda Saleh");
      expect(mail.text).toContain(receipts.contact[lang === "ar" ? "en" : "ar"]);
    },
  );

  test(
    `a signed-in visitor's service request is acknowledged at the account's address (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }, info) => {
      await useLanguage(context, lang);
      const email = uniqueEmail(info, `asker-${lang}`);
      await providerRegister(email);
      await logIn(page, email);
      await expectLoggedIn(page);
      await page.goto("/services?ask=graphics");
      const modal = page.getByTestId("ask-service-modal");
      await expect(modal).toBeVisible();
      if (javaScriptEnabled) {
        await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
      }
      await modal.locator('textarea[name="info"]').fill("A logo and a business card, please.");
      await modal.locator('input[name="info_file"]').setInputFiles({
        name: "brief.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
      });
      await waitForFillTime(page);
      await modal.locator("button[type=submit]").click();
      await expect(page.getByTestId("ask-service-modal")).toHaveCount(0);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe(receipts.request[lang]);
      expect(String(mail.html)).toContain(htmlStart[lang]);
    },
  );
}
