// Bulk delete with JavaScript: "select all" ticks the page's rows, the confirm step names them,
// and the list comes back without them. Without JavaScript the same posts and confirm step are
// proven by the handler tests (tests/integration/app/dashboard/list-tools.test.ts).
import { expect, test } from "@playwright/test";
import {
  adminSession,
  adminToken,
  dashboardTexts,
  form,
  providerPost,
  ready,
  resultMessage,
  unique,
} from "./dashboard-support";
import { expectHydrated } from "./quality-pages";
import { useLanguage } from "./support";

const texts = dashboardTexts();

test("bulk select and delete in the FAQs list (en, JS)", async ({ page, context, browser }) => {
  const t = texts.en;
  const marker = unique("bulk").replace(/\s/g, "");
  const token = await adminToken();
  for (const n of [1, 2]) {
    await providerPost(
      "dashboard/faqs/save",
      form({
        ar_name: `سؤال ${marker} ${n}`,
        en_name: `Question ${marker} ${n}`,
        ar_answer: "<p>جواب</p>",
        en_answer: "<p>Answer</p>",
      }),
      token,
    );
  }
  await context.addCookies(await adminSession(browser));
  await useLanguage(context, "en");
  await page.goto(`/dashboard/FAQs?q=${marker}`);
  const rows = page.getByTestId("faqs-table").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  // "Select all" ticks the rows once the page's scripts run (before, it stands for them).
  await expectHydrated(page);

  await page.getByRole("checkbox", { name: t.bulk.select_all }).check();
  for (const n of [1, 2]) {
    await expect(
      page.getByRole("checkbox", {
        name: t.bulk.select_item.replace("{{name}}", `Question ${marker} ${n}`),
      }),
    ).toBeChecked();
  }
  await page.locator('select[name="bulk_action"]').selectOption("delete");
  await page.getByRole("button", { name: t.bulk.apply }).click();

  await ready(page, true);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(t.confirm.title);
  await expect(dialog).toContainText(`Question ${marker} 1`);
  await expect(dialog).toContainText(`Question ${marker} 2`);
  await expect(dialog).toContainText(t.bulk.confirm_note_undo.replace("{{count}}", "2"));
  await dialog.getByRole("button", { name: t.confirm.yes }).click();

  await expect(resultMessage(page, true, "Deleted: 2.")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByTestId("faqs-table")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard/FAQs\\?q=${marker}$`));
});
