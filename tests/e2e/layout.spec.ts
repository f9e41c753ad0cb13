// The default layout's behaviours (spec §2, §4, §9): scroll-to-top arrow, offline banner,
// progress bar and overlay, carousel, scroll reset on navigation, chunk-reload guard.
import { expect, test } from "@playwright/test";
import { langs, useLanguage, repeatsInArabicOnly } from "./support";
import { expectHydrated } from "./quality-pages";

test("the scroll-to-top arrow appears after 300 px and goes back up", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/");
  const arrow = page.getByTestId("scroll-top");
  await expect(arrow).toHaveAttribute("href", "#top");
  if (javaScriptEnabled) {
    await expect(arrow).toHaveAttribute("aria-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(150);
    await expect(arrow).not.toHaveAttribute("data-visible", "");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(arrow).toHaveAttribute("data-visible", "");
    await expect(arrow).not.toHaveAttribute("aria-hidden", "true");
  } else {
    await page.evaluate(() => window.scrollTo(0, 600));
  }
  await arrow.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an offline banner shows while the browser is offline", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.goto("/about-us");
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toBeHidden();
  if (!javaScriptEnabled) return;
  // The banner is the hydrated page's: offline before its scripts arrive, there is none.
  await expectHydrated(page);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("role", "status");
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test("a slow navigation shows the progress bar and the overlay; a failed one the failed bar", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  const bar = page.getByTestId("progress-bar");
  await expect(bar).toHaveAttribute("data-state", "idle");
  if (!javaScriptEnabled) return;
  // A click before hydration is a plain document navigation (no bar): wait for the app.
  await expectHydrated(page);
  await page.route(/\/about-us\?_data=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.locator(".site-footer a[href='/about-us']").click();
  await expect(bar).toHaveAttribute("data-state", "running");
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await expect(bar).not.toHaveAttribute("data-state", "failed");

  await page.route(/\/privacy\?_data=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ status: 500, contentType: "text/plain", body: "boom" });
  });
  await page.locator(".site-footer a[href='/privacy']").click();
  await expect(bar).toHaveAttribute("data-state", "failed");
  await expect(page.locator(".error-page")).toBeVisible();
});

for (const lang of langs) {
  test(
    `projects and team rows scroll (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      await useLanguage(context, lang);
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto("/");
      // The projects row is a scroll container; the team's six members overflow a phone's width.
      const projects = page.getByTestId("projects");
      expect(await projects.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
      const row = page.getByTestId("team");
      await expect(row).toBeVisible();
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const frame = row.locator("xpath=..");
      if (!javaScriptEnabled) {
        await expect(frame.locator(".carousel-button")).toHaveCount(0);
        return;
      }
      const previous = frame.locator(".carousel-previous");
      const next = frame.locator(".carousel-next");
      await expect(previous).toBeDisabled();
      await next.click();
      // RTL rows scroll toward negative scrollLeft.
      await expect.poll(() => row.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(100);
      await expect(previous).toBeEnabled();
      const before = await row.evaluate((el) => Math.abs(el.scrollLeft));
      await row.focus();
      await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect
        .poll(() => row.evaluate((el) => Math.abs(el.scrollLeft)))
        .toBeGreaterThan(before + 50);
    },
  );
}

test("a new page starts at the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator(".site-footer a[href='/terms']").click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a route chunk that fails to load reloads at the clicked page, at most once a minute", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  if (!javaScriptEnabled) {
    // Without JavaScript there are no chunks: links are plain page loads.
    await page.locator(".site-footer a[href='/conditions']").click();
    await expect(page).toHaveURL(/\/conditions$/);
    return;
  }
  // Route chunks load on client navigations only: the app must be running before the click.
  await expectHydrated(page);
  // Once, as after a deploy: the reloaded document names chunks that load.
  await page.route(/\/build\/routes\/_site\.conditions-[^/]*\.js/, (route) => route.abort(), {
    times: 1,
  });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // The first failure reloads: wait for the new document's load event, then the marker set on
  // the old document is gone. (Polling evaluate across the reload races the navigation.)
  const reloaded = page.waitForEvent("load");
  await page.locator(".site-footer a[href='/conditions']").click();
  await reloaded;
  // The reload is a full load of the page the visitor clicked, not of the one they left.
  await expect(page).toHaveURL(/\/conditions$/);
  await expectHydrated(page);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker ?? 0)).toBe(0);
  // Back in the same tab (the reload stamp lives in its session storage).
  await page.goto("/");
  await expectHydrated(page);
  await page.route(/\/build\/routes\/_site\.terms-[^/]*\.js/, (route) => route.abort());
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
  await page.locator(".site-footer a[href='/terms']").click();
  // Within the minute: no second reload, the error page shows instead.
  await expect(page.locator(".error-page")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
});
