// The audit log (dashboard), as admin: a category saved through its screen is listed on
// /dashboard/audit with its admin and what changed, the filters (a plain GET form) narrow the
// list, and the CSV export carries the same filters and opens as UTF-8 with Arabic intact.
// JavaScript off in Arabic, on in English.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  adminSession,
  adminToken,
  dashboardTexts,
  form,
  parseCsv,
  providerPost,
  ready,
  resultMessage,
  unique,
} from "./dashboard-support";
import { isolate } from "../../app/modules/dashboard/audit-changes";
import { e2eEnv } from "./env";
import { useLanguage, type Lang } from "./support";

const texts = dashboardTexts();
const saved: Record<Lang, string> = { en: "Saved successfully.", ar: "تم الحفظ بنجاح." };
const AUDIT = "/dashboard/audit";
/** The renamed field as the log names it: the forms' label in the page's language. */
const label = {
  ar: (texts.ar.fields as Record<string, string>).ar_name,
  en: (texts.en.fields as Record<string, string>).en_name,
};

type AuditTexts = {
  entities: Record<string, string>;
  actions: Record<string, string>;
  csv: Record<string, string>;
} & Record<string, string>;

/** A category made through the provider, then renamed in one language on its dashboard screen. */
async function renameCategory(page: Page, js: boolean, lang: Lang, renamed: string) {
  const marker = unique("audit").replace(/\s/g, "");
  const created = await providerPost(
    "dashboard/categories/save",
    form({ ar_name: `قسم ${marker}`, en_name: `Section ${marker}` }),
    await adminToken(),
  );
  const id = (created.data as { id: number }).id;
  await page.goto(`/dashboard/categories?q=${marker}&edit=${id}`);
  await ready(page, js);
  const field = page.locator(`dialog input[name="${lang}_name"]`);
  await field.fill(renamed);
  await page
    .locator("dialog")
    .getByRole("button", { name: texts[lang].publishing.publish, exact: true })
    .click();
  await expect(resultMessage(page, js, saved[lang])).toBeVisible();
  return { id, before: lang === "ar" ? `قسم ${marker}` : `Section ${marker}` };
}

async function downloadCsv(page: Page, t: AuditTexts) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.export }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  // The BOM (EF BB BF) makes Excel read the file as UTF-8; fatal decoding proves it is UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  const columns = ["created_at", "admin", "email", "entity", "id", "action", "summary"];
  expect(header).toEqual(columns.map((key) => t.csv[key]));
  return rows;
}

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

test.describe("audit log without JavaScript (ar)", () => {
  test.use({ javaScriptEnabled: false });
  const t = texts.ar.audit as unknown as AuditTexts;

  test("a save is listed, filtered by section, and exported with Arabic intact", async ({
    page,
    context,
  }) => {
    await useLanguage(context, "ar");
    const renamed = `تصميم ${Date.now().toString(36)}`;
    const { id, before } = await renameCategory(page, false, "ar", renamed);

    await page.goto(AUDIT);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    const row = page.getByTestId("audit").locator("tbody tr").filter({ hasText: renamed });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${t.entities.categories} #${id}`);
    await expect(row).toContainText(t.actions.update);
    // The field by its label in the page's language, the values each in its own direction.
    await expect(row).toContainText(`${label.ar}: ${before} ${t.arrow} ${renamed}`);
    await expect(row).toContainText(e2eEnv.adminEmail);
    // No way to change an entry: no form that posts, no edit or delete link.
    await expect(
      page.locator('main form[method="post"], a[href*="edit="], a[href*="delete="]'),
    ).toHaveCount(0);

    // The filter is a plain GET form.
    await page.locator('select[name="entity"]').selectOption("users");
    await page.getByRole("button", { name: t.filter, exact: true }).click();
    await expect(page).toHaveURL(/entity=users/);
    await expect(
      page.getByTestId("audit").locator("tbody tr").filter({ hasText: renamed }),
    ).toHaveCount(0);
    await page.locator('select[name="entity"]').selectOption("categories");
    await page.getByRole("button", { name: t.filter, exact: true }).click();
    await expect(page).toHaveURL(/entity=categories/);
    const cells = page.getByTestId("audit").locator("tbody tr td:nth-child(3)");
    await expect(cells.first()).toContainText(t.entities.categories);
    expect(
      (await cells.allTextContents()).every((cell) => cell.includes(t.entities.categories)),
    ).toBe(true);
    await expect(page.getByRole("link", { name: t.export })).toHaveAttribute(
      "href",
      `${AUDIT}/csv?entity=categories`,
    );

    const rows = await downloadCsv(page, t);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((cells) => cells[3] === t.entities.categories)).toBe(true);
    const mine = rows.filter((cells) => cells[4] === String(id) && cells[5] === t.actions.update);
    expect(mine).toHaveLength(1);
    expect(mine[0][6]).toBe(`${label.ar}: ${isolate(before)} ${t.arrow} ${isolate(renamed)}`);
    expect(mine[0][2]).toBe(e2eEnv.adminEmail);
  });
});

test.describe("audit log with JavaScript (en)", () => {
  test.use({ javaScriptEnabled: true });
  const t = texts.en.audit as unknown as AuditTexts;

  test("a save is listed and filtered by section and admin, and exported", async ({
    page,
    context,
  }) => {
    await useLanguage(context, "en");
    const renamed = `Renamed ${Date.now().toString(36)}`;
    const { id, before } = await renameCategory(page, true, "en", renamed);

    await page.locator(".admin-nav-wide").getByRole("link", { name: t.title }).click();
    await expect(page).toHaveURL(new RegExp(`${AUDIT}$`));
    // Its own entry: other specs' saves may be newer.
    const row = page.getByTestId("audit").locator("tbody tr").filter({ hasText: renamed });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${label.en}: ${before} ${t.arrow} ${renamed}`);
    await expect(row).toContainText(`${t.entities.categories} #${id}`);
    await expect(row).toContainText(t.actions.update);

    await page.locator('select[name="entity"]').selectOption("categories");
    const admin = page
      .locator('select[name="admin"] option')
      .filter({ hasText: e2eEnv.adminEmail });
    await page.locator('select[name="admin"]').selectOption((await admin.getAttribute("value"))!);
    await page.getByRole("button", { name: t.filter, exact: true }).click();
    await expect(page).toHaveURL(/entity=categories&admin=\d+/);
    await expect(
      page.getByTestId("audit").locator("tbody tr").filter({ hasText: renamed }),
    ).toHaveCount(1);
    await expect(page.getByRole("link", { name: t.export })).toHaveAttribute(
      "href",
      /\/csv\?entity=categories&admin=\d+$/,
    );

    const rows = await downloadCsv(page, t);
    expect(
      rows.every((cells) => cells[3] === t.entities.categories && cells[2] === e2eEnv.adminEmail),
    ).toBe(true);
    const line = `${label.en}: ${isolate(before)} ${t.arrow} ${isolate(renamed)}`;
    expect(rows.some((cells) => cells[6] === line)).toBe(true);
  });
});
