import { expect, test } from "@playwright/test";
import { e2eEnv } from "./env";
import { expectHydrated } from "./quality-pages";
import { langs, providerGet, useLanguage, repeatsInArabicOnly, requestOnlyOnce } from "./support";

type Category = { id: number; ar_name: string; en_name: string };
type Paged<T> = { status: number; data: T[] };

test.describe("walking skeleton", () => {
  for (const lang of langs) {
    test(
      `home lists the seeded categories (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        // Other workers add, rename and delete categories meanwhile (the dashboard's own tests):
        // the provider's list and the page are read again together until they agree.
        await expect(async () => {
          const { data } = await providerGet<Paged<Category>>("categories?page=1", lang);
          expect(data.length).toBeGreaterThan(0);
          await page.goto("/");
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
          for (const category of data) {
            await expect(
              page.getByText(category[`${lang}_name`], { exact: true }).first(),
            ).toBeVisible({ timeout: 2000 });
          }
        }).toPass({ timeout: 20_000 });
      },
    );
  }

  test("the language toggle switches to Arabic and back", async ({ page, javaScriptEnabled }) => {
    // `service_id` is a parameter /projects reads; one it does not read is not part of the page
    // (the page cache keys on what a page reads, ADR 0007) and the toggle does not carry it.
    await page.goto("/projects?service_id=1&from=toggle");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    // The toggle keeps the choice in local storage from its submit handler: scripts start after
    // the first paint, so a click before hydration would be the plain form post only.
    if (javaScriptEnabled) await expectHydrated(page);
    await page.locator('form[action="/language"] button[type="submit"]').first().click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // It comes back to the same page, with the parameters the page reads.
    await expect(page).toHaveURL(/\/projects\?service_id=1$/);
    if (javaScriptEnabled) {
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ar");
    }
    const cookies = await page.context().cookies();
    const lng = cookies.find((c) => c.name === "lng");
    expect(lng?.value).toBe("ar");
    // "Very far in the future": Chromium caps cookie lifetimes at 400 days, so a year is the floor.
    expect(lng!.expires * 1000 - Date.now()).toBeGreaterThan(365 * 24 * 3600 * 1000);
    await page.locator('form[action="/language"] button[type="submit"]').first().click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  for (const lang of langs) {
    test(
      `unknown routes show the 404 page (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        const texts = (
          await import(`../../public/locales/${lang}/common.json`, { with: { type: "json" } })
        ).default;
        const response = await page.goto("/no-such-page/here");
        expect(response?.status()).toBe(404);
        await expect(page.getByText(texts.not_found.title, { exact: true })).toBeVisible();
        // Its own title, not the home page's (a tab or a history entry says what happened).
        await expect(page).toHaveTitle(`${texts.not_found.title} | ${texts.brand.name}`);
        await page.getByRole("link", { name: texts.not_found.back_home }).click();
        await expect(page).toHaveURL(`${e2eEnv.baseURL}/`);
      },
    );
  }

  test(
    "the API key appears in no response the app sends",
    requestOnlyOnce(),
    async ({ request }) => {
      const seen = new Set<string>();
      const queue = [
        "/",
        "/?lng=ar",
        "/no-such-page",
        "/?_data=root",
        "/?_data=routes/_site._index",
      ];
      const bodies: string[] = [];
      while (queue.length) {
        const url = queue.shift()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const res = await request.get(url);
        const body = await res.text();
        bodies.push(body);
        for (const header of Object.values(res.headers())) bodies.push(header);
        // Follow every script, stylesheet and module the page references.
        for (const match of body.matchAll(/(?:src|href)="(\/build\/[^"]+)"/g)) queue.push(match[1]);
        for (const match of body.matchAll(/"(\/build\/[^"]+\.js)"/g)) queue.push(match[1]);
      }
      expect(seen.size).toBeGreaterThan(5);
      for (const body of bodies) expect(body).not.toContain(e2eEnv.apiKey);
    },
  );
});
