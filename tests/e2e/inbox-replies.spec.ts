// A request the company can answer, through the real product (docs/conventions.md, "The inbox"),
// JS on and off, English and Arabic: an anonymous request without email or phone is refused by
// the fields, one with them reaches the inbox with its sender, and a reply from the dashboard
// lands in the outbox addressed to the sender, in their language, and the request is answered.
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { adminSession, dashboardTexts, unique } from "./dashboard-support";
import { e2eEnv } from "./env";
import { langs, useLanguage, repeatsInArabicOnly, waitForFillTime } from "./support";

const outbox = path.join(e2eEnv.dataDir, "outbox");
const texts = dashboardTexts();
const common = (lang: string) =>
  JSON.parse(
    readFileSync(path.join(e2eEnv.root, `public/locales/${lang}/common.json`), "utf8"),
  ) as { ask_service: { validation: Record<string, string> } };
const subjects = {
  en: /^Our reply to your service request #\d+$/,
  ar: /^ردّنا على طلب الخدمة رقم \d+$/,
};
const PDF = {
  name: "brief.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
};

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) =>
    n.endsWith(".eml"),
  );
  const mails = await Promise.all(
    names.map(async (n) => simpleParser(await readFile(path.join(outbox, n), "utf8"))),
  );
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
}

async function openModal(page: Page, js: boolean) {
  await page.goto("/services?ask=graphics");
  const modal = page.getByTestId("ask-service-modal");
  await expect(modal).toBeVisible();
  if (js) await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
  return modal;
}

for (const lang of langs) {
  const t = texts[lang].notifications;
  const statuses = t.statuses as unknown as Record<string, string>;

  test(
    `an anonymous request is answered from the dashboard (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, browser, javaScriptEnabled }) => {
      test.setTimeout(90_000);
      const js = Boolean(javaScriptEnabled);
      await useLanguage(context, lang);
      const marker = unique(`answer me ${lang} ${js ? "js" : "nojs"}`);
      const email = `${marker.replace(/\W+/g, "-")}@example.com`;

      // Without email and phone: refused by both fields, what was typed kept.
      let modal = await openModal(page, js);
      await modal.locator('input[name="name"]').fill("Sara Haddad");
      await modal.locator('textarea[name="info"]').fill(marker);
      await modal.locator('input[name="info_file"]').setInputFiles(PDF);
      await waitForFillTime(page);
      await modal.locator("button[type=submit]").click();
      modal = page.getByTestId("ask-service-modal");
      const message = common(lang).ask_service.validation.email_or_phone;
      await expect(modal.locator("#ask-service-email-error")).toHaveText(message);
      await expect(modal.locator("#ask-service-phone-error")).toHaveText(message);
      await expect(modal.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
      await expect(modal.locator('input[name="name"]')).toHaveValue("Sara Haddad");
      await expect(modal.locator('textarea[name="info"]')).toHaveValue(marker);

      // With them (the phone in Arabic-Indic digits): sent.
      await modal.locator('input[name="email"]').fill(email);
      await modal.locator('input[name="phone"]').fill("٠٥٠ ١٢٣ ٤٥٦٧");
      // Without JS the browser forgot the file with the refused post.
      if (!js) await modal.locator('input[name="info_file"]').setInputFiles(PDF);
      await waitForFillTime(page);
      await modal.locator("button[type=submit]").click();
      await expect(page.getByTestId("ask-service-modal")).toHaveCount(0);
      await expect(page).toHaveURL(/\/services$/);

      // The inbox lists it with its sender; the filters are a GET form.
      await context.addCookies(await adminSession(browser));
      await page.goto("/dashboard/notifications");
      const filters = page.getByTestId("inbox-filters");
      await filters.locator('select[name="tab"]').selectOption("requests");
      await filters.locator('select[name="status"]').selectOption("new");
      await filters.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/tab=requests&status=new/);
      const row = page.getByTestId("conversation");
      const item = page.getByTestId("inbox-item").filter({ hasText: marker });
      await expect(item).toHaveCount(1);
      await item.click();
      await expect(row.locator(".inbox-message")).toHaveText(marker);
      const sender = row.getByTestId("sender");
      await expect(sender).toContainText("Sara Haddad");
      await expect(sender.locator(`a[href="mailto:${email}"]`)).toHaveText(email);
      await expect(sender.locator('a[href="tel:0501234567"]')).toHaveText("050 123 4567");
      await expect(sender).toContainText(t.no_account);
      await expect(row.getByTestId("status")).toHaveValue("new");

      // The reply: mailed to the sender in their language, recorded, and the request answered.
      const reply = `Thank you, we can start next week. ${marker}`;
      await row.locator('textarea[name="message"]').fill(reply);
      await row.getByRole("button", { name: t.send_reply }).click();
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail.subject).toMatch(subjects[lang]);
      expect(mail.text).toContain(reply);
      await page.goto("/dashboard/notifications?tab=requests&status=answered");
      const answered = page.getByTestId("conversation");
      // The address keeps the open conversation; on the answered list it opens from there too.
      await expect(page.getByTestId("inbox-item").filter({ hasText: marker })).toHaveCount(1);
      await page.getByTestId("inbox-item").filter({ hasText: marker }).click();
      await expect(answered.getByTestId("status")).toHaveValue("answered");
      await expect(answered.getByTestId("status").locator("option:checked")).toHaveText(
        statuses.answered,
      );
      await expect(answered.getByTestId("reply")).toContainText(reply);
    },
  );
}
