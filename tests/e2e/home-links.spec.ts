// The home page in the spec's order (team, then statistics), and every link it gives to a
// category lands on that category's section of /services, a category without services included.
import { expect, test } from "@playwright/test";
import { adminToken, form, providerPost, unique } from "./dashboard-support";
import { langs, useLanguage } from "./support";

for (const lang of langs) {
  test(`home: team before statistics, category links land on a section (${lang})`, async ({
    page,
    context,
  }) => {
    await useLanguage(context, lang);
    const name = unique("Empty");
    const token = await adminToken();
    const saved = await providerPost(
      "dashboard/categories/save",
      form({ en_name: name, ar_name: name }),
      token,
    );
    const id = (saved.data as { id: number }).id;
    try {
      const card = page.getByTestId("categories").locator("article", { hasText: name });
      // The app caches provider reads for a few seconds (ADR 0004): wait for the new category.
      await expect
        .poll(
          async () => {
            await page.goto("/");
            return card.count();
          },
          { timeout: 40_000, intervals: [1_000] },
        )
        .toBe(1);
      const order = await page.evaluate(() => {
        const team = document.querySelector('[data-testid="team"]');
        const stats = document.querySelector('[data-testid="statistics"]');
        return team && stats
          ? Boolean(team.compareDocumentPosition(stats) & Node.DOCUMENT_POSITION_FOLLOWING)
          : null;
      });
      expect(order, "statistics after the team").toBe(true);
      const hrefs = await page
        .locator('main a[href^="/services#"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      await page.goto("/services");
      for (const href of new Set(hrefs)) {
        await expect(page.locator(`[id="${href.split("#")[1]}"]`), href).toHaveCount(1);
      }
    } finally {
      await providerPost("dashboard/categories/delete", form({ id: String(id) }), token);
    }
  });
}
