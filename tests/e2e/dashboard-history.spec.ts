// History with restore and undo delete (docs/publishing.md, "History and undo delete"): a FAQ
// saved three times lists three versions in its edit modal, one is compared with now and
// restored, and its first text is back in the list; a deleted FAQ is undone from "Recently
// deleted" and is back in the list. With JavaScript in both languages; without it, and on
// PostgreSQL, in Arabic (repeatsInArabicOnly).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
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
import { langs, repeatsInArabicOnly, useLanguage, type Lang } from "./support";

const texts = dashboardTexts();
type HistoryTexts = Record<string, string>;
const t = (lang: Lang, group: "history" | "trash") =>
  (texts[lang] as unknown as Record<string, HistoryTexts>)[group];

async function saveFaq(marker: string, word: string, id?: number) {
  const saved = await providerPost(
    "dashboard/faqs/save",
    form({
      ...(id ? { id: String(id) } : {}),
      ar_name: `سؤال ${marker} ${word}`,
      en_name: `Question ${marker} ${word}`,
      ar_answer: `<p>جواب ${word}</p>`,
      en_answer: `<p>Answer ${word}</p>`,
    }),
    await adminToken(),
  );
  return (saved.data as { id: number }).id;
}

/** The history and the trash add to the dashboard's pages: WCAG 2.2 AA as they are (quality-a11y). */
async function expectAccessible(page: Page, js: boolean) {
  // axe runs in the page: with JavaScript (the server's HTML is the same either way).
  if (!js) return;
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  // A toast still fading in has its animation frame's contrast: judge the settled page.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running"),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

for (const lang of langs) {
  test(
    `three saves, compare the first with now, restore it (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      const js = javaScriptEnabled !== false;
      await useLanguage(context, lang);
      const marker = unique("hist").replace(/\s/g, "");
      const id = await saveFaq(marker, "one");
      await saveFaq(marker, "two", id);
      await saveFaq(marker, "three", id);
      const name = `${lang}_name`;
      const first = lang === "ar" ? `سؤال ${marker} one` : `Question ${marker} one`;
      const third = lang === "ar" ? `سؤال ${marker} three` : `Question ${marker} three`;

      await page.goto(`/dashboard/FAQs?q=${marker}&edit=${id}`);
      await ready(page, js);
      const history = page.getByTestId("history");
      await history.locator("summary").click();
      await expect(history.getByTestId("revision")).toHaveCount(3);
      const oldest = history.getByTestId("revision").last();
      await expect(oldest).toContainText(t(lang, "history").by.replace("{{name}}", "admin"));
      await oldest.getByRole("link", { name: t(lang, "history").compare }).click();

      await ready(page, js);
      // Shown, not only rendered: in view in the modal, with the focus when JS runs.
      await expect(page.locator("#revision-compare")).toBeInViewport();
      if (js) await expect(page.locator("#revision-compare")).toBeFocused();
      const table = page.locator("#revision-compare table");
      const row = table.locator("tbody tr").filter({ hasText: first });
      await expect(row.locator("td").nth(0)).toHaveText(first);
      await expect(row.locator("td").nth(1)).toHaveText(third);
      await expectAccessible(page, js);
      await page
        .getByTestId("revision")
        .last()
        .getByRole("button", { name: t(lang, "history").restore })
        .click();

      await expect(resultMessage(page, js, t(lang, "history").restored)).toBeVisible();
      await ready(page, js);
      await expect(page.locator(`dialog input[name="${name}"]`)).toHaveValue(first);
      await page.goto(`/dashboard/FAQs?q=${marker}`);
      await expect(page.getByTestId("faqs-table")).toContainText(first);
    },
  );

  test(
    `delete, then undo it from Recently deleted (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      const js = javaScriptEnabled !== false;
      await useLanguage(context, lang);
      const marker = unique("trash").replace(/\s/g, "");
      const id = await saveFaq(marker, "kept");
      const shown = lang === "ar" ? `سؤال ${marker} kept` : `Question ${marker} kept`;

      await page.goto(`/dashboard/FAQs?q=${marker}&delete=${id}`);
      await ready(page, js);
      // The confirm promises the undo that the toast then offers, never "cannot be undone".
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(texts[lang].confirm.note_undo.replace("{{name}}", shown));
      await expect(confirm).not.toContainText(texts[lang].confirm.note.split("{{name}}")[1]);
      await confirm.getByRole("button", { name: texts[lang].confirm.yes }).click();
      const done = `${texts[lang].toast.deleted}. ${t(lang, "trash").undo_hint}`;
      await expect(resultMessage(page, js, done)).toBeVisible();
      await expect(page.getByTestId("faqs-table")).toHaveCount(0);

      await page.getByRole("link", { name: new RegExp(t(lang, "trash").title) }).click();
      const trash = page.getByTestId("trash");
      const row = trash.locator("tr").filter({ hasText: shown });
      await expect(row).toHaveCount(1);
      await expectAccessible(page, js);
      await row.getByRole("button", { name: new RegExp(t(lang, "trash").undo) }).click();

      await expect(resultMessage(page, js, t(lang, "trash").restored)).toBeVisible();
      await expect(page.getByTestId("faqs-table")).toContainText(shown);
      await expect(page.getByTestId("trash")).toHaveCount(0);
    },
  );
}
