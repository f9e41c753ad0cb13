// The admin dashboard end to end (spec §2 "Admin list screens", §4), JS on and off, English and Arabic: create, search,
// edit and delete an item of every entity through its screen, paging, the confirm texts and toasts.
import { expect, test, type Page } from "@playwright/test";
import {
  adminSession,
  adminToken,
  dashboardTexts,
  fillRich,
  form,
  providerPost,
  ready,
  resultMessage,
  saveButton,
  unique,
} from "./dashboard-support";
import { langs, useLanguage, type Lang, repeatsInArabicOnly } from "./support";

const texts = dashboardTexts();

const saved: Record<Lang, string> = { en: "Saved successfully.", ar: "تم الحفظ بنجاح." };

type Entity = {
  key: string;
  path: string;
  /** The field that names a row; its value is what the search finds. */
  nameField: string;
  deletable: boolean;
  fill: (page: Page, js: boolean, name: string) => Promise<void>;
};

const names = async (page: Page, name: string) => {
  await page.locator('input[name="ar_name"]').fill(name);
  await page.locator('input[name="en_name"]').fill(name);
};
const infos = async (page: Page, js: boolean) => {
  await fillRich(page, js, "ar_info", "وصف تجريبي");
  await fillRich(page, js, "en_info", "A test description");
};
// The save modal's select: the list's filter above the table has the same name (list tools).
const firstOption = (page: Page, name: string) =>
  page.locator(`dialog select[name="${name}"]`).selectOption({ index: 1 });

const ENTITIES: Entity[] = [
  {
    key: "categories",
    path: "/dashboard/categories",
    nameField: "en_name",
    deletable: true,
    fill: (page, _js, name) => names(page, name),
  },
  {
    key: "skills",
    path: "/dashboard/skills",
    nameField: "en_name",
    deletable: true,
    fill: (page, _js, name) => names(page, name),
  },
  {
    key: "faqs",
    path: "/dashboard/FAQs",
    nameField: "en_name",
    deletable: true,
    fill: async (page, js, name) => {
      await names(page, name);
      await fillRich(page, js, "ar_answer", "إجابة");
      await fillRich(page, js, "en_answer", "An answer");
    },
  },
  {
    key: "services",
    path: "/dashboard/services",
    nameField: "en_name",
    deletable: true,
    fill: async (page, js, name) => {
      await names(page, name);
      await infos(page, js);
      await firstOption(page, "category_id");
    },
  },
  {
    key: "projects",
    path: "/dashboard/projects",
    nameField: "en_name",
    deletable: true,
    fill: async (page, js, name) => {
      await names(page, name);
      await infos(page, js);
      await page.locator('input[name="link"]').fill("https://example.com/project");
      await page.locator('input[name="skills"]').fill("React, Node");
      await firstOption(page, "service_id");
    },
  },
  {
    key: "posts",
    path: "/dashboard/posts",
    nameField: "en_name",
    deletable: true,
    fill: async (page, js, name) => {
      await names(page, name);
      await infos(page, js);
      await page.locator('input[name="ar_requirements[0]"]').fill("خبرة");
      await page.locator('input[name="en_requirements[0]"]').fill("Experience");
    },
  },
  {
    key: "tags",
    path: "/dashboard/tags",
    nameField: "title",
    deletable: true,
    fill: async (page, _js, name) => {
      await page.locator('input[name="table"]').last().fill("projects");
      await page.locator('input[name="title"]').fill(name);
    },
  },
  {
    key: "jobs",
    path: "/dashboard/jobs",
    nameField: "en_title",
    deletable: true,
    fill: async (page, js, name) => {
      await page.locator('input[name="ar_title"]').fill(name);
      await page.locator('input[name="en_title"]').fill(name);
      await fillRich(page, js, "ar_description", "وصف الوظيفة");
      await fillRich(page, js, "en_description", "Job description");
      await page.locator('select[name="skills"]').selectOption({ index: 0 });
    },
  },
  {
    key: "users",
    path: "/dashboard/users",
    nameField: "username",
    deletable: true,
    fill: async (page, _js, name) => {
      // In the modal: the screen's invite form has an email and a role of its own.
      const dialog = page.locator("dialog");
      await dialog.locator('input[name="username"]').fill(name);
      await dialog.locator('input[name="email"]').fill(`${name}@example.com`);
      await dialog.locator('select[name="type"]').selectOption("company");
      await dialog.locator('select[name="role"]').selectOption("user");
      await dialog.locator('input[name="password"]').fill("Str0ng-password!");
      await dialog.locator('input[name="password_confirmation"]').fill("Str0ng-password!");
    },
  },
];

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

for (const lang of langs) {
  const t = texts[lang];
  for (const entity of ENTITIES) {
    test(
      `${entity.key}: create, search, edit${entity.deletable ? " and delete" : ""} (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context, javaScriptEnabled }) => {
        const js = Boolean(javaScriptEnabled);
        await useLanguage(context, lang);
        const id = unique("e2e").replace(/\s/g, "").toLowerCase();
        await page.goto(`${entity.path}?new=1`);
        const dialog = page.locator("dialog");
        await expect(dialog).toBeVisible();
        await ready(page, js);
        await entity.fill(page, js, id);
        // Content with a workflow is published from its form (docs/publishing.md).
        const save = saveButton(t, entity.key);
        await dialog.getByRole("button", { name: save, exact: true }).click();
        await expect(resultMessage(page, js, saved[lang])).toBeVisible();
        await expect(page.locator("dialog")).toHaveCount(0);
        // The new item is on the page the save led to (the end of oldest-first lists).
        const row = page.locator("tbody tr").filter({ hasText: id });
        await expect(row).toHaveCount(1);
        // A tag's table reads as that screen's name in the page's language, never its key.
        if (entity.key === "tags") {
          await expect(row.locator(".badge")).toHaveText(t.counts.projects);
        }

        // Search finds it, and only what matches.
        await page.locator('input[name="q"]').fill(id);
        await page.getByRole("button", { name: t.table.search, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`q=${id}`));
        await expect(page.locator("tbody tr")).toHaveCount(1);

        // Edit replaces the row.
        await page
          .locator("tbody tr")
          .first()
          .getByRole("link", { name: new RegExp(t.table.edit) })
          .click();
        // The table shows the interface language's name, so that is the one edited.
        const shown = lang === "ar" ? entity.nameField.replace(/^en_/, "ar_") : entity.nameField;
        await ready(page, js);
        const field = page.locator(`dialog input[name="${shown}"]`);
        await expect(field).toHaveValue(id);
        await field.fill(`${id}x`);
        await page.locator("dialog").getByRole("button", { name: save, exact: true }).click();
        await expect(resultMessage(page, js, saved[lang])).toBeVisible();
        await expect(page.locator("tbody tr").filter({ hasText: `${id}x` })).toHaveCount(1);

        if (!entity.deletable) return;
        await page
          .locator("tbody tr")
          .filter({ hasText: `${id}x` })
          .getByRole("link", { name: new RegExp(t.table.delete) })
          .click();
        const confirm = page.getByRole("alertdialog");
        await expect(confirm).toContainText(t.confirm.title);
        await expect(confirm.getByRole("link", { name: t.confirm.cancel })).toBeVisible();
        await confirm.getByRole("button", { name: t.confirm.yes }).click();
        await expect(resultMessage(page, js, t.toast.deleted)).toBeVisible();
        await expect(page.locator("tbody tr").filter({ hasText: `${id}x` })).toHaveCount(0);
      },
    );
  }

  test(
    `paging moves through the list (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context }) => {
      await useLanguage(context, lang);
      const token = await adminToken();
      for (let i = 0; i < 13; i++) {
        const name = unique(`page${i}`);
        await providerPost("dashboard/skills/save", form({ ar_name: name, en_name: name }), token);
      }
      await page.goto("/dashboard/skills");
      const nav = page.getByRole("navigation", { name: t.table.pagination });
      await expect(nav).toBeVisible();
      const first = await page.locator("tbody tr").first().textContent();
      await nav.getByRole("link", { name: t.table.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(nav.locator('[aria-current="page"]')).toHaveText("2");
      expect(await page.locator("tbody tr").first().textContent()).not.toBe(first);
    },
  );

  test(
    `the job form refuses empty inputs (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      await useLanguage(context, lang);
      await page.goto("/dashboard/jobs?new=1");
      await ready(page, Boolean(javaScriptEnabled));
      await page.locator('input[name="en_title"]').fill("Only a title");
      await page.locator("dialog").getByRole("button", { name: t.form.save, exact: true }).click();
      await expect(
        resultMessage(page, Boolean(javaScriptEnabled), t.toast.complete_inputs).first(),
      ).toBeVisible();
      await expect(page.locator("dialog")).toBeVisible();
      await expect(page.locator('input[name="en_title"]')).toHaveValue("Only a title");
    },
  );

  test(
    `post requirement rows are added and removed (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      await useLanguage(context, lang);
      await page.goto("/dashboard/posts?new=1");
      await ready(page, Boolean(javaScriptEnabled));
      const rows = page.getByTestId("requirement-rows").locator("li");
      await expect(rows).toHaveCount(1);
      await page.locator('input[name="en_requirements[0]"]').fill("First");
      await page.getByRole("button", { name: t.form.add_row }).click();
      await expect(rows).toHaveCount(2);
      await expect(page.locator('input[name="en_requirements[0]"]')).toHaveValue("First");
      await page.locator('input[name="en_requirements[1]"]').fill("Second");
      await page
        .getByRole("button", { name: t.form.remove_row.replace("{{number}}", "1") })
        .click();
      await expect(rows).toHaveCount(1);
      await expect(page.locator('input[name="en_requirements[0]"]')).toHaveValue("Second");
    },
  );
}
