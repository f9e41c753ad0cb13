// Nothing staff can type, and no set of menu entries, makes a page wider than the window: no
// sideways scroll, no clipped text, in both languages. A FAQ holding one 200-character word (a
// URL, a code) on the public pages at 390 and 1280 px; every dashboard page, and the public navbar
// with an admin signed in, between 1120 px (where the navbar becomes one row) and 1280 px.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { adminSession, adminToken, form, providerPost } from "./dashboard-support";
import { langs, useLanguage, repeatsInArabicOnly, withJavaScriptOnly } from "./support";

// Each worker's own word: the js and nojs projects may run this file at once, each with its FAQ.
const LONG_WORD = `https://example.com/${Math.random().toString(36).slice(2, 10)}${"a1b2c3d4e5".repeat(18)}`;
const DASHBOARD = [
  "",
  "/categories",
  "/services",
  "/projects",
  "/posts",
  "/FAQs",
  "/jobs",
  "/tags",
  "/skills",
  "/users",
  "/notifications",
  "/audit",
];

/** How far the document is wider than the window (0 when it fits). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** The element is drawn whole inside the window, across. */
async function expectInsideWindow(locator: Locator, page: Page, what: string) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(width + 0.5);
}

test.describe("a FAQ with one long word", () => {
  let id = 0;
  test.beforeAll(async () => {
    const saved = await providerPost(
      "dashboard/faqs/save",
      form({
        en_name: `Where is ${LONG_WORD}?`,
        ar_name: `أين ${LONG_WORD}؟`,
        en_answer: `<p>At ${LONG_WORD}</p>`,
        ar_answer: `<p>في ${LONG_WORD}</p>`,
      }),
      await adminToken(),
    );
    id = (saved.data as { id: number }).id;
  });
  test.afterAll(async () => {
    if (id)
      await providerPost("dashboard/faqs/delete", form({ id: String(id) }), await adminToken());
  });

  for (const lang of langs) {
    test(
      `fits /FAQs at 390 and 1280 px (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        const question = page.locator("summary", { hasText: LONG_WORD.slice(0, 40) });
        // The app caches provider reads for a few seconds (ADR 0004): wait for the new question.
        await expect
          .poll(
            async () => {
              await page.goto("/FAQs");
              return question.count();
            },
            { timeout: 40_000, intervals: [1_000] },
          )
          .toBeGreaterThan(0);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await sidewaysOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
          await expectInsideWindow(question, page, `the question at ${width} px`);
          await question.click();
          const answer = page
            .locator("details[open]")
            .filter({ has: question })
            .locator("p")
            .last();
          await expectInsideWindow(answer, page, `the answer at ${width} px`);
          await question.click();
        }
      },
    );

    test(
      `fits the dashboard's FAQ list and its edit form (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context, browser }) => {
        await context.addCookies(await adminSession(browser));
        await useLanguage(context, lang);
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`/dashboard/FAQs?edit=${id}`);
          await expect(page.locator("dialog")).toBeVisible();
          expect(await sidewaysOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
          await page.goto(`/dashboard/FAQs?q=${encodeURIComponent(LONG_WORD.slice(0, 30))}`);
          const row = page.locator("tbody tr").first();
          await expect(row).toContainText(LONG_WORD.slice(0, 30));
          expect(await sidewaysOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
          await expectInsideWindow(row, page, `the row at ${width} px`);
        }
      },
    );
  }
});

test.describe("with an admin signed in", () => {
  test.beforeEach(async ({ context, browser }) => {
    await context.addCookies(await adminSession(browser));
  });

  for (const lang of langs) {
    test(
      `no page scrolls sideways from 1120 to 1280 px, the language toggle whole (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        test.setTimeout(120_000);
        await useLanguage(context, lang);
        for (const path of ["/", "/FAQs", ...DASHBOARD.map((p) => `/dashboard${p}`)]) {
          await page.goto(path);
          for (const width of [1120, 1160, 1200, 1280]) {
            await page.setViewportSize({ width, height: 800 });
            const where = `${path} at ${width} px`;
            expect(await sidewaysOverflow(page), where).toBeLessThanOrEqual(0);
            const toggle = page.locator(".language-toggle button").filter({ visible: true });
            await expectInsideWindow(toggle, page, `${where}: language toggle`);
            const globe = toggle.locator(".language-icon svg");
            expect((await globe.boundingBox())?.width ?? 0, `${where}: globe`).toBeGreaterThan(12);
          }
        }
      },
    );

    test(
      `the site's navbar keeps one row at 1280 px, the account's entries in its menu (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto("/");
        const header = page.locator(".site-header .header-inner");
        const entries = header.locator(
          ".brand, .nav-links > li, .nav-search, .account-menu > summary, .language-toggle",
        );
        const centres = await entries.evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return box.top + box.height / 2;
          }),
        );
        expect(centres.length).toBeGreaterThan(9);
        expect(Math.max(...centres) - Math.min(...centres)).toBeLessThan(4);
        // The menu opens over the page with the dashboard, account security and log out.
        await header.locator(".account-menu > summary").click();
        const panel = header.locator(".account-menu-panel");
        await expect(panel.locator(".nav-admin")).toBeVisible();
        await expect(panel.locator('a[href="/account/security"]')).toBeVisible();
        await expect(panel.locator(".logout-form button")).toBeVisible();
      },
    );

    test(
      `the account menu opened before its code arrives stays open when it does (${lang})`,
      withJavaScriptOnly(repeatsInArabicOnly(lang)),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        await page.setViewportSize({ width: 1280, height: 800 });
        // The menu's code is held back until the visitor has opened the server's menu.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const chunk = /\/account-menu-\w+\.js$/;
        await page.route(chunk, async (route) => {
          await held;
          await route.continue();
        });
        const asked = page.waitForRequest(chunk);
        await page.goto("/", { waitUntil: "commit" });
        await asked;
        const menu = page.locator(".site-header .account-menu");
        await menu.locator("summary").click();
        const logOut = menu.locator(".account-menu-panel .logout-form button");
        await expect(logOut).toBeVisible();
        const arrived = page.waitForResponse(chunk);
        release();
        await arrived;
        // React mounts the menu and runs its effects within a frame or two of the chunk.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
        await expect(logOut).toBeVisible();
        // Its code is live: Escape closes it.
        await menu.locator("summary").press("Escape");
        await expect(logOut).toBeHidden();
      },
    );

    test(
      `the dashboard's top bar keeps each entry on one line at 390 px (${lang})`,
      repeatsInArabicOnly(lang),
      async ({ page, context }) => {
        await useLanguage(context, lang);
        await page.setViewportSize({ width: 390, height: 800 });
        await page.goto("/dashboard");
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        for (const entry of [
          page.locator(".admin-back"),
          page.locator(".admin-topbar form:not(.language-toggle) button"),
          page.locator(".admin-topbar .language-toggle button"),
        ]) {
          // The lines its visible text is set on: rectangles of the text nodes, tops 8 px apart.
          const lines = await entry.evaluate((element) => {
            const tops: number[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden"))
                continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
            }
            tops.sort((a, b) => a - b);
            return tops.filter((top, i) => i === 0 || top - tops[i - 1] > 8).length;
          });
          expect(lines, await entry.innerText()).toBe(1);
          await expectInsideWindow(entry, page, await entry.innerText());
        }
        // The signed-in name ("admin") is drawn whole, not cut to an ellipsis.
        const name = page.locator(".admin-user");
        expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        // Filters on a phone line up: each takes the row.
        await page.goto("/dashboard/categories");
        const filters = page.locator(".admin-search > label:not(.admin-search-field)");
        const widths = await filters.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().width)),
        );
        expect(widths.length).toBeGreaterThan(1);
        expect(new Set(widths).size, widths.join(", ")).toBe(1);
      },
    );
  }
});
