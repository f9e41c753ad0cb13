// The home page in the spec's order (team, then statistics), and every link it gives to a
// category lands on that category's section of /services, a category without services included.
import { expect, test } from "vitest";
import { follows, one, textOf } from "./dom";
import { saveRecord, unique } from "./provider";
import { eventually, langs, page } from "./support";

test.each(langs)(
  "home: team before statistics, category links land on a section (%s)",
  async (lang) => {
    const name = unique("Empty");
    const category = await saveRecord("categories", { en_name: name, ar_name: name });
    try {
      // The app caches provider reads for a second here (ADR 0004): wait for the new category.
      const home = await eventually(async () => {
        const { doc } = await page("/", { lang });
        const cards = one(doc, '[data-testid="categories"]').querySelectorAll("article");
        expect(cards.filter((card) => textOf(card).includes(name))).toHaveLength(1);
        return doc;
      });
      const team = one(home, '[data-testid="team"]');
      const stats = one(home, '[data-testid="statistics"]');
      expect(follows(home, team, stats), "statistics after the team").toBe(true);
      const hrefs = home
        .querySelectorAll('main a[href^="/services#"]')
        .map((link) => link.getAttribute("href")!);
      expect(hrefs.length).toBeGreaterThan(0);
      // /services reads the categories through its own cached read: wait for it the same way.
      await eventually(async () => {
        const { doc } = await page("/services", { lang });
        for (const href of new Set(hrefs)) {
          expect(doc.querySelectorAll(`[id="${href.split("#")[1]}"]`), href).toHaveLength(1);
        }
      });
    } finally {
      await category.remove();
    }
  },
);
