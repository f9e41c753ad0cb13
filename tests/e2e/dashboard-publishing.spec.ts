// Publishing from the dashboard (docs/publishing.md), JS on and off: a new FAQ saved with "Save
// draft" is a draft in both languages and not on the site; "Publish" with only the English
// filled in publishes English alone, so the English FAQ page shows it and the Arabic one does not.
import { expect, test } from "@playwright/test";
import {
  adminSession,
  dashboardTexts,
  fillRich,
  ready,
  resultMessage,
  unique,
} from "./dashboard-support";
import { useLanguage } from "./support";

const t = dashboardTexts().en;

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

test("Save draft keeps a new item off the site; Publish publishes its complete language", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const js = Boolean(javaScriptEnabled);
  const question = unique("Draft question").replace(/\s/g, "-");
  // `?lng=` keeps the language it asks for: the dashboard is used in English.
  await useLanguage(context, "en");
  await page.goto("/dashboard/FAQs?new=1");
  const dialog = page.locator("dialog");
  await ready(page, js);
  // Only the English is written: the Arabic stays empty, which a draft allows.
  await dialog.locator('input[name="en_name"]').fill(question);
  await fillRich(page, js, "en_answer", "An answer in English");
  await expect(dialog.getByLabel(t.publishing.ar_status, { exact: true })).toHaveValue("draft");
  await dialog.getByRole("button", { name: t.publishing.save_draft, exact: true }).click();
  await expect(resultMessage(page, js, "Saved successfully.")).toBeVisible();
  const row = page.locator("tbody tr").filter({ hasText: question });
  await expect(row.getByTestId("status-ar")).toHaveAttribute("data-status", "draft");
  await expect(row.getByTestId("status-en")).toHaveAttribute("data-status", "draft");
  // The list's page that holds the new item (others' FAQs may fill the first one).
  const listPage = page.url();
  await page.goto("/FAQs");
  await expect(page.getByText(question)).toHaveCount(0);

  // Publish: English is complete, Arabic is not, so only English goes public.
  await page.goto(listPage);
  await row.getByRole("link", { name: new RegExp(t.table.edit) }).click();
  await ready(page, js);
  await page
    .locator("dialog")
    .getByRole("button", { name: t.publishing.publish, exact: true })
    .click();
  await expect(resultMessage(page, js, "Saved successfully.")).toBeVisible();
  await expect(row.getByTestId("status-en")).toHaveAttribute("data-status", "published");
  await expect(row.getByTestId("status-ar")).toHaveAttribute("data-status", "draft");
  await page.goto("/FAQs");
  await expect(page.getByText(question)).toHaveCount(1);
  await page.goto("/FAQs?lng=ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // Neither in English nor as an empty question: other specs add Arabic FAQs meanwhile, so the
  // page's count is not compared.
  await expect(page.getByText(question)).toHaveCount(0);
  const questions = await page.locator(".faq-question").allInnerTexts();
  expect(questions.length).toBeGreaterThan(0);
  expect(questions.filter((text) => !text.trim())).toEqual([]);
});
