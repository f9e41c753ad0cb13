// Staff run the team and the pages themselves (spec §2 admin screens), JS on and off, in both
// languages: an admin adds a team member with a photo who appears on the home page, edits a
// legal page whose new text appears on the site at once, and deletes the member after the
// spec's confirmation.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  adminSession,
  dashboardTexts,
  fillRich,
  ready,
  resultMessage,
  unique,
} from "./dashboard-support";
import { langs, useLanguage, repeatsInArabicOnly } from "./support";

const texts = dashboardTexts();
const saved = { en: "Saved successfully.", ar: "تم الحفظ بنجاح." };

async function photo() {
  const buffer = await sharp({
    create: { width: 800, height: 800, channels: 3, background: "#0f766e" },
  })
    .png()
    .toBuffer();
  return { name: "portrait.png", mimeType: "image/png", buffer };
}

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

for (const lang of langs) {
  const t = texts[lang];
  test(
    `a team member on the home page, a page's new text, the member deleted (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      const js = Boolean(javaScriptEnabled);
      await useLanguage(context, lang);

      // Add a member with a photo.
      const name = unique(lang === "ar" ? "عضو" : "Member");
      await page.goto("/dashboard/team?new=1");
      await ready(page, js);
      const dialog = page.locator("dialog");
      await dialog.locator('input[name="ar_name"]').fill(name);
      await dialog.locator('input[name="en_name"]').fill(name);
      await dialog.locator('input[name="ar_role"]').fill("مصممة");
      await dialog.locator('input[name="en_role"]').fill("Designer");
      await dialog.locator('input[name="image"]').setInputFiles(await photo());
      await dialog.getByRole("button", { name: t.publishing.publish, exact: true }).click();
      await expect(resultMessage(page, js, saved[lang])).toBeVisible();
      await expect(page.locator("tbody tr").filter({ hasText: name })).toHaveCount(1);

      // On the home page at once, with its responsive picture.
      await page.goto("/");
      const card = page.getByTestId("team").locator(".team-card").filter({ hasText: name });
      await expect(card).toHaveCount(1);
      await expect(card.locator(".card-kicker")).toHaveText(lang === "ar" ? "مصممة" : "Designer");
      await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
        "srcset",
        /\/storage\/team_members\/[a-f0-9]+-320\.avif 320w/,
      );

      // A new legal text. The two projects run side by side, so each edits its own page: privacy
      // with JavaScript (the Lexical editor), conditions without (the plain textarea).
      const key = js ? "privacy" : "conditions";
      const text = unique(lang === "ar" ? "نص جديد" : "A new text");
      await page.goto("/dashboard/pages");
      // The four pages are edited, never added.
      await expect(page.locator(".admin-page-header a")).toHaveCount(0);
      await page
        .locator("tbody tr")
        .filter({ hasText: key })
        .getByRole("link", { name: new RegExp(t.table.edit) })
        .click();
      await ready(page, js);
      await expect(page.locator('dialog input[name="key"]')).toHaveValue(key);
      await fillRich(page, js, `${lang}_body`, text);
      await page.locator("dialog").getByRole("button", { name: t.form.save, exact: true }).click();
      await expect(resultMessage(page, js, saved[lang])).toBeVisible();
      await page.goto(`/${key}`);
      await expect(page.locator(".legal-body")).toHaveText(text);

      // Delete the member, after the confirmation.
      await page.goto("/dashboard/team");
      await page
        .locator("tbody tr")
        .filter({ hasText: name })
        .getByRole("link", { name: new RegExp(t.table.delete) })
        .click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(t.confirm.title);
      await expect(confirm).toContainText(name);
      await confirm.getByRole("button", { name: t.confirm.yes }).click();
      await expect(resultMessage(page, js, t.toast.deleted)).toBeVisible();
      await expect(page.locator("tbody tr").filter({ hasText: name })).toHaveCount(0);
      await page.goto("/");
      await expect(
        page.getByTestId("team").locator(".team-card").filter({ hasText: name }),
      ).toHaveCount(0);
    },
  );
}
