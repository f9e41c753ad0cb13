// A refused dashboard save (spec §5), JS on and off, English and Arabic: every message is by its
// field and in a summary first in the form that links to each field (focused with JS); a field's
// message is not a toast as well; chosen images that a refused form cannot keep are named; a file
// that is not an image stays chosen, is named by its field and holds the save back.
import { expect, test, type Page } from "@playwright/test";
import { adminSession, dashboardTexts, ready, saveButton, unique } from "./dashboard-support";
import { langs, useLanguage } from "./support";

const texts = dashboardTexts();
const PDF = { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") };

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

/** Toasts carrying this text (sonner's, with JS). */
const toasts = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

for (const lang of langs) {
  const t = texts[lang];

  test(`a file that is not an image stays chosen and holds the save back (${lang})`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const js = Boolean(javaScriptEnabled);
    await useLanguage(context, lang);
    await page.goto("/dashboard/categories?new=1");
    await ready(page, js);
    const name = unique("not image");
    await page.locator('input[name="ar_name"]').fill(name);
    await page.locator('input[name="en_name"]').fill(name);
    const input = page.locator('input[name="image"]');
    await input.setInputFiles(PDF);
    const dialog = page.locator("dialog");
    const message = dialog.locator(".field-error").filter({ hasText: t.toast.not_image });
    if (js) {
      // By the field, the choice kept, no toast; Save goes nowhere until the choice is fixed.
      await expect(message).toBeVisible();
      await expect(input).not.toHaveValue("");
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await dialog.getByRole("button", { name: saveButton(t, "categories"), exact: true }).click();
      await expect(input).toBeFocused();
      await expect(page.locator("dialog:modal")).toHaveCount(1);
      await expect(page).toHaveURL(/new=1/);
      await expect(toasts(page, t.toast.not_image)).toHaveCount(0);
      await dialog.getByRole("button", { name: t.form.remove_choice }).click();
      await expect(message).toHaveCount(0);
      await expect(input).toHaveValue("");
      return;
    }
    await dialog.getByRole("button", { name: saveButton(t, "categories"), exact: true }).click();
    await expect(message).toBeVisible();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeVisible();
    const id = await page.locator('input[name="image"]').getAttribute("id");
    await expect(summary.locator(`a[href="#${id}"]`)).toContainText(t.toast.not_image);
    await expect(summary).toContainText(t.form.files_again);
    // What was typed is kept.
    await expect(page.locator('input[name="en_name"]')).toHaveValue(name);
  });

  test(`a refused save lists each field's message first, linked to the field (${lang})`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const js = Boolean(javaScriptEnabled);
    await useLanguage(context, lang);
    // Skills have no drafts: a language left empty is refused, not kept as a draft.
    await page.goto("/dashboard/skills?new=1");
    await ready(page, js);
    // The modal opens at its first field, not at its close link.
    if (js) await expect(page.locator("dialog input:not([type=hidden])").first()).toBeFocused();
    await page.locator('input[name="en_name"]').fill("Only English");
    const dialog = page.locator("dialog");
    await dialog.getByRole("button", { name: t.form.save, exact: true }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeVisible();
    // First in the form's body: what a modal reopened at its top shows first.
    expect(await summary.evaluate((element) => element.previousElementSibling)).toBeNull();
    const arName = page.locator('input[name="ar_name"]');
    const link = summary.locator(`a[href="#${await arName.getAttribute("id")}"]`);
    await expect(link).toContainText(t.fields.ar_name);
    await expect(link).toContainText(t.form.required);
    // Nothing was chosen, so there is nothing to choose again; the message is not a toast too.
    await expect(summary).not.toContainText(t.form.files_again);
    await expect(toasts(page, t.form.required)).toHaveCount(0);
    await expect(page.locator('input[name="en_name"]')).toHaveValue("Only English");
    if (js) {
      await expect(summary).toBeFocused();
      await link.click();
      await expect(arName).toBeFocused();
    }
  });
}
