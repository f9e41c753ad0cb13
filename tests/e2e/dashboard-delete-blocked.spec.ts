// The delete confirm of a category that still has services says it cannot be deleted yet and
// offers no delete, with JavaScript and without, in both languages (the provider would refuse it).
import { expect, test } from "@playwright/test";
import { adminSession, dashboardTexts, ready } from "./dashboard-support";
import { langs, providerGet, useLanguage, repeatsInArabicOnly } from "./support";

type Paged<T> = { data: T[] };
type Named = { id: number; en_name: string; ar_name: string };
const texts = dashboardTexts();

for (const lang of langs) {
  test(
    `a category with services: the confirm says why and offers no delete (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, browser, javaScriptEnabled }) => {
      await context.addCookies(await adminSession(browser));
      await useLanguage(context, lang);
      const services =
        await providerGet<Paged<Named & { category_id: number }>>("services?per_page=1");
      const categoryId = services.data[0]!.category_id;
      const category = (await providerGet<{ data: Named }>(`categories/${categoryId}`)).data;
      const name = lang === "ar" ? category.ar_name : category.en_name;
      await page.goto(
        `/dashboard/categories?q=${encodeURIComponent(category.en_name)}&delete=${categoryId}`,
      );
      await ready(page, Boolean(javaScriptEnabled));
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(
        texts[lang].confirm.has_services.replace("{{name}}", name),
      );
      await expect(dialog).not.toContainText(texts[lang].confirm.note.split("{{name}}")[1]!.trim());
      await expect(dialog.getByRole("button", { name: texts[lang].confirm.yes })).toHaveCount(0);
      await expect(
        dialog.locator(".modal-footer").getByRole("link", { name: texts[lang].confirm.close }),
      ).toBeVisible();
    },
  );
}
