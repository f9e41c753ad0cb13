// WCAG 2.2 A and AA (axe-core) on every public, auth and dashboard page, in English and Arabic,
// with JavaScript (axe runs in the page): zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { gradientContrast } from "./contrast";
import { adminSession } from "./dashboard-support";
import { dashboardPages, expectKnownPages, visitorPages } from "./quality-pages";
import { e2eEnv } from "./env";
import { langs, useLanguage } from "./support";

// One page per worker, visiting page after page as a visitor does: a fresh context per page cost
// a sixth of the gate's time (docs/performance.md, "Test suite"). Each test sets its own cookies
// (the admin's or none, and the language).
const test = base.extend<object, { visit: { context: BrowserContext; page: Page } }>({
  visit: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: e2eEnv.baseURL, locale: "en-US" });
      await use({ context, page: await context.newPage() });
      await context.close();
    },
    { scope: "worker" },
  ],
});

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// axe cannot tell a text's background through a background image, so it files such text under
// "incomplete", not "violations", and a gate reading violations alone passes it. The fixed layer
// of dots behind every page (background-dots.tsx: faint, decoration only) did that to every text
// set straight on the page, which is how a 1.5:1 small heading on /contact_us went through. So the
// dots are hidden while axe looks (they change no colour that matters), and a text axe still
// cannot judge (on a gradient band) is measured against every stop of its gradient (contrast.ts).
const DECORATION = ".bg-dots";

/** axe's reason for leaving a text unjudged was a background image or gradient. */
function onImage(node: { any: { data?: unknown }[] }) {
  return node.any.some((check) => {
    const key = (check.data as { messageKey?: string } | null)?.messageKey;
    return key === "bgGradient" || key === "bgImage";
  });
}

async function violationsOf(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("load");
  // A toast that is still fading in (a page that sends the visitor on with a message) has the
  // contrast of its animation's frame, not its own: judge the settled page.
  // Left out: endless animations (a carousel, a spinner), scroll-driven ones (they follow the
  // scroll, not the clock) and those of pseudo-elements (the toast's timer bar runs for the
  // toast's whole life and draws no text). The wait has a bound of its own.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.timeline !== document.timeline ||
              (animation.effect instanceof KeyframeEffect && animation.effect.pseudoElement) ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
  // Through the CSSOM, which the page's CSP allows (a <style> tag would need its nonce).
  await page.evaluate((selector) => {
    for (const layer of document.querySelectorAll<HTMLElement>(selector)) {
      layer.style.display = "none";
    }
  }, DECORATION);
  // Passes are not read: axe then keeps one node of each (resultTypes), so a long table's
  // hundreds of passing cells are not serialised out of the page.
  // options() replaces every option set before it, so it comes before withTags().
  const { violations, incomplete } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations", "incomplete"] })
    .withTags(TAGS)
    .analyze();
  const unjudged = incomplete
    .filter((result) => result.id === "color-contrast")
    .map((result) => ({ ...result, nodes: result.nodes.filter(onImage) }));
  for (const result of unjudged) {
    const failing = [];
    for (const node of result.nodes) {
      const measured = await gradientContrast(page, node.target.join(" "));
      if (!measured || measured.lowest < measured.needed) {
        failing.push({ ...node, target: [...node.target, `(${measured?.lowest ?? "?"}:1)`] });
      }
    }
    result.nodes = failing;
  }
  return [...violations, ...unjudged.filter((result) => result.nodes.length)].map((violation) => ({
    url,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

test("the page lists cover the product", () => {
  expectKnownPages();
});

// One test per page and language, in parallel: the pages are independent, and both workers share
// the gate instead of one running it page after page. axe on a long dashboard table outlasts the
// default minute on a busy 2-core machine.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

for (const lang of langs) {
  for (const url of visitorPages) {
    test(`${url} has no WCAG 2.2 AA violation (${lang})`, async ({ visit: { page, context } }) => {
      await context.clearCookies();
      await useLanguage(context, lang);
      expect(await violationsOf(page, url)).toEqual([]);
    });
  }

  // The account security page too: a visitor only sees it redirect to the login.
  for (const url of [...dashboardPages, "/account/security"]) {
    test(`${url} as the admin has no WCAG 2.2 AA violation (${lang})`, async ({
      visit: { page, context },
      browser,
    }) => {
      await context.clearCookies();
      await context.addCookies(await adminSession(browser));
      await useLanguage(context, lang);
      expect(await violationsOf(page, url)).toEqual([]);
    });
  }
}
