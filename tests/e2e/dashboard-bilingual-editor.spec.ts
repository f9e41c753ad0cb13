// The two-language editor (docs/publishing.md, "The editor"): a translated field's Arabic and
// English inputs side by side on a wide screen and stacked on a phone, each in its own language
// and direction whatever the interface's; "Copy from English" fills the Arabic field, in the page
// with JavaScript, through a post that saves nothing and keeps what was typed without it.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminSession, dashboardTexts, fillRich, ready, unique } from "./dashboard-support";
import { langs, repeatsInArabicOnly, useLanguage, withJavaScriptOnly } from "./support";

const texts = dashboardTexts();
// As the accessibility gate (quality-a11y.spec.ts), which visits pages, not their open modals.
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** A rich-text field's text: Lexical's editable area with JS, the plain textarea without. */
function richText(page: Page, js: boolean, name: string) {
  return js
    ? page.getByTestId(`editor-${name}`).locator(".rt-content")
    : page.locator(`textarea[name="${name}"]`);
}

for (const lang of langs) {
  const t = texts[lang];
  const copyButton = (field: "ar_name" | "ar_info" | "en_name", from: "en" | "ar") =>
    `${t.copy[`from_${from}`]}${t.copy.into!.replace("{{field}}", t.fields[field]!)}`;

  test(
    `a service's two names side by side, stacked on a phone, each in its own direction (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      await useLanguage(context, lang);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/dashboard/services?new=1");
      await ready(page, Boolean(javaScriptEnabled));
      const dialog = page.locator("dialog");
      const ar = dialog.locator('input[name="ar_name"]');
      const en = dialog.locator('input[name="en_name"]');
      await expect(ar).toHaveAttribute("dir", "rtl");
      await expect(ar).toHaveAttribute("lang", "ar");
      await expect(en).toHaveAttribute("dir", "ltr");
      await expect(en).toHaveAttribute("lang", "en");
      const arInfo = dialog.getByRole("textbox", { name: t.fields.ar_info, exact: true });
      await expect(arInfo).toHaveAttribute("lang", "ar");
      await expect(dialog.getByRole("textbox", { name: t.fields.en_info })).toHaveAttribute(
        "lang",
        "en",
      );
      // Not translated: no copy button by the category.
      const category = dialog.locator(".field").filter({ has: page.locator("select") });
      await expect(category.getByRole("button")).toHaveCount(0);

      let [a, e] = [await box(ar), await box(en)];
      expect(Math.abs(a.y - e.y)).toBeLessThan(2);
      expect(Math.abs(a.x - e.x)).toBeGreaterThan(a.width / 2);
      // The rich texts are a pair too, side by side.
      const arEditor = await box(dialog.locator(".field-pair").nth(1).locator(".field").first());
      const enEditor = await box(dialog.locator(".field-pair").nth(1).locator(".field").last());
      expect(Math.abs(arEditor.y - enEditor.y)).toBeLessThan(2);

      await page.setViewportSize({ width: 390, height: 844 });
      [a, e] = [await box(ar), await box(en)];
      expect(e.y).toBeGreaterThan(a.y + a.height);
      expect(Math.abs(a.x - e.x)).toBeLessThan(2);
    },
  );

  test(
    `"Copy from English" fills the Arabic field and saves nothing (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      const js = Boolean(javaScriptEnabled);
      await useLanguage(context, lang);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.goto("/dashboard/services?new=1");
      await ready(page, js);
      const dialog = page.locator("dialog");
      const name = unique("Logo design");
      await dialog.locator('input[name="en_name"]').fill(name);
      await fillRich(page, js, "en_info", "Logos that last");
      await fillRich(page, js, "ar_info", "شعارات تدوم");
      await dialog.locator('select[name="category_id"]').selectOption({ index: 1 });
      const category = await dialog.locator('select[name="category_id"]').inputValue();

      await dialog.getByRole("button", { name: copyButton("ar_name", "en"), exact: true }).click();
      const ar = page.locator('dialog input[name="ar_name"]');
      await expect(ar).toHaveValue(name);
      await expect(page.locator("dialog").getByText(t.copy.copied_from_en!)).toBeVisible();
      // The rest as typed: the English name, both descriptions, the category.
      await expect(page.locator('dialog input[name="en_name"]')).toHaveValue(name);
      await expect(richText(page, js, "en_info")).toHaveText("Logos that last");
      await expect(richText(page, js, "ar_info")).toHaveText("شعارات تدوم");
      await expect(page.locator('dialog select[name="category_id"]')).toHaveValue(category);
      if (js) {
        // In the page: nothing was posted, and the copied field has the focus.
        await expect(ar).toBeFocused();
        expect(posts).toEqual([]);
        // Rich text too: the English description replaces the Arabic one in its editor.
        await page
          .locator("dialog")
          .getByRole("button", { name: copyButton("ar_info", "en"), exact: true })
          .click();
        await expect(richText(page, js, "ar_info")).toHaveText("Logos that last");
        expect(posts).toEqual([]);
      } else {
        expect(posts).toHaveLength(1);
      }

      // Nothing was saved.
      await page.goto(`/dashboard/services?q=${encodeURIComponent(name)}`);
      await expect(page.locator("tbody tr").filter({ hasText: name })).toHaveCount(0);
    },
  );

  // axe runs in the page, as in the gate: with JavaScript only.
  test(
    `the editor, a copy made, has no WCAG violations (${lang})`,
    withJavaScriptOnly(),
    async ({ page, context }) => {
      await useLanguage(context, lang);
      await page.goto("/dashboard/services?new=1");
      await ready(page, true);
      await page.locator('dialog input[name="en_name"]').fill("Logo design");
      await page
        .locator("dialog")
        .getByRole("button", { name: copyButton("ar_name", "en"), exact: true })
        .click();
      await expect(page.locator("dialog").getByText(t.copy.copied_from_en!)).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .include("dialog")
        .withTags(WCAG)
        .analyze();
      expect(violations.map((violation) => [violation.id, violation.nodes[0]?.target])).toEqual([]);
    },
  );
}
