// Two staff editing one record (ADR 0022): an editor and the admin open the same FAQ; the editor
// saves first; the admin's save is refused with a message naming the editor, the admin's typed
// text stays in the form, a link opens the editor's version in a new tab, and saving again then
// replaces it. With JavaScript in both languages; without it, and on PostgreSQL, in Arabic.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PASSWORD, logIn } from "./accounts-support";
import {
  adminSession,
  adminToken,
  dashboardTexts,
  form,
  providerPost,
  ready,
  resultMessage,
  saveButton,
  unique,
} from "./dashboard-support";
import { e2eEnv } from "./env";
import { langs, repeatsInArabicOnly, useLanguage } from "./support";

const texts = dashboardTexts();

/** A second staff member, signed in in a browser of their own. */
async function editorPage(browser: Browser, js: boolean, marker: string) {
  const username = `ed${marker}`.slice(0, 40);
  const email = `${username}@example.com`;
  await providerPost(
    "users/save",
    form({
      username,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: "client",
      role: "editor",
    }),
    await adminToken(),
  );
  const context = await browser.newContext({ baseURL: e2eEnv.baseURL, javaScriptEnabled: js });
  const page = await context.newPage();
  await logIn(page, email);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });
  return { page, username };
}

async function openFaq(page: Page, js: boolean, marker: string, id: number) {
  await page.goto(`/dashboard/FAQs?q=${marker}&edit=${id}`);
  await ready(page, js);
}

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

for (const lang of langs) {
  test(
    `the second of two saves is told, keeps its text and can save over (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, browser, javaScriptEnabled }) => {
      const js = javaScriptEnabled !== false;
      const t = texts[lang];
      await useLanguage(context, lang);
      const marker = unique("clash").replace(/\s/g, "");
      const saved = await providerPost(
        "dashboard/faqs/save",
        form({
          ar_name: `سؤال ${marker}`,
          en_name: `Question ${marker}`,
          ar_answer: "<p>جواب</p>",
          en_answer: "<p>Answer</p>",
        }),
        await adminToken(),
      );
      const id = (saved.data as { id: number }).id;
      const name = `input[name="${lang}_name"]`;
      const theirs = `${marker} theirs`;
      const mine = `${marker} mine`;

      const editor = await editorPage(browser, js, marker);
      await useLanguage(editor.page.context(), lang);
      await openFaq(editor.page, js, marker, id);
      await openFaq(page, js, marker, id);

      await editor.page.locator(name).fill(theirs);
      await editor.page.getByRole("button", { name: saveButton(t, "faqs") }).click();
      await expect(editor.page.getByTestId("faqs-table")).toContainText(theirs);
      await editor.page.context().close();

      await page.locator(name).fill(mine);
      await page.getByRole("button", { name: saveButton(t, "faqs") }).click();
      const conflict = page.getByTestId("edit-conflict");
      await expect(conflict).toContainText(t.conflict.title);
      await expect(conflict).toContainText(editor.username);
      await expect(page.locator(name)).toHaveValue(mine);
      if (js) {
        // WCAG 2.2 AA as the rest of the dashboard (quality-a11y), once the toasts have settled.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== "running"),
        );
        const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
        const { violations } = await new AxeBuilder({ page })
          .include("dialog")
          .withTags(tags)
          .analyze();
        expect(violations.map((v) => v.id)).toEqual([]);
      }

      // Their version, in a new tab: the form here keeps what was typed.
      const link = conflict.getByRole("link", { name: t.conflict.history });
      await expect(link).toHaveAttribute("target", "_blank");
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await expect(tab.locator("#revision-compare")).toContainText(theirs);
      await tab.close();
      await expect(page.locator(name)).toHaveValue(mine);

      // Told, the admin saves again: theirs is replaced.
      await page.getByRole("button", { name: saveButton(t, "faqs") }).click();
      await expect(resultMessage(page, js, t.toast.saved)).toBeVisible();
      await expect(page.getByTestId("faqs-table")).toContainText(mine);
      await expect(page.getByTestId("faqs-table")).not.toContainText(theirs);
    },
  );
}
