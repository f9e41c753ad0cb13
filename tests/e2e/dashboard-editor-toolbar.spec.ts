// The rich-text toolbar's headings and links (ADR 0030), with JavaScript: a heading button turns
// the paragraph into an h2 (a second press back), the link button asks for the address and
// links the selected words, refusing one the site would not keep. Nothing is saved.
import { expect, test } from "@playwright/test";
import { adminSession, dashboardTexts, ready } from "./dashboard-support";
import { langs, useLanguage } from "./support";

const texts = dashboardTexts();

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

for (const lang of langs) {
  // The toolbar is the editor's, which needs JavaScript: the nojs project leaves this file out.
  test(`headings and links from the toolbar (${lang})`, async ({ page, context }) => {
    await useLanguage(context, lang);
    const form = texts[lang].form as unknown as Record<string, string>;
    await page.goto("/dashboard/services?new=1");
    await ready(page, true);
    const editor = page.getByTestId("editor-en_info");
    const content = editor.locator(".rt-content");
    const value = page.locator('input[type="hidden"][name="en_info"]');
    await content.click();
    await page.keyboard.type("Our policy");
    await editor.getByRole("button", { name: form.heading2, exact: true }).click();
    await expect(content.locator("h2")).toHaveText("Our policy");
    await expect(value).toHaveValue(/<h2[^>]*>.*Our policy.*<\/h2>/);
    await editor.getByRole("button", { name: form.heading2, exact: true }).click();
    await expect(content.locator("h2")).toHaveCount(0);
    await editor.getByRole("button", { name: form.heading3, exact: true }).click();
    await expect(content.locator("h3")).toHaveText("Our policy");

    await content.click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("partner");
    await page.keyboard.press("Shift+Home");
    const answers = ["javascript:alert(1)", "https://example.org/"];
    page.on("dialog", (dialog) =>
      dialog.type() === "prompt" ? dialog.accept(answers.shift()) : dialog.accept(),
    );
    const link = editor.getByRole("button", { name: form.link, exact: true });
    await link.click();
    await expect(content.locator("a")).toHaveCount(0);
    await content.click();
    await page.keyboard.press("End");
    await page.keyboard.press("Shift+Home");
    await link.click();
    await expect(content.locator('a[href="https://example.org/"]')).toHaveText("partner");
    await expect(value).toHaveValue(/<a href="https:\/\/example\.org\/"[^>]*>.*partner/);
  });
}
