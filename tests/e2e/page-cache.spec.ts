// The public page micro-cache (ADR 0007) against the real product: a repeat anonymous visit is
// answered from the cache with its own nonce and form stamp, a logged-in visitor never gets the
// anonymous copy, and a dashboard save shows on the public page at once.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminSession, dashboardTexts, fillRich, ready, unique } from "./dashboard-support";
import { e2eEnv } from "./env";
import { expectHydrated } from "./quality-pages";

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1] ?? "";
const stampOf = (html: string) => /"formStamp":"([^"]+)"/.exec(html)?.[1] ?? "";

async function get(request: APIRequestContext, path: string, cookie?: string) {
  const res = await request.get(path, { headers: cookie ? { cookie } : {} });
  expect(res.status(), path).toBe(200);
  return { headers: res.headers(), html: await res.text() };
}

// Answered by the HTTP layer, the same with or without JS in the browser: the js project runs it
// (the nojs project leaves this file out in tests/playwright.config.ts).
type Answer = Awaited<ReturnType<typeof get>>;

/**
 * Visits until an answer comes from the cache; returns it and the answer just before it. Other
 * workers' dashboard saves empty the cache at any moment (as they should), so one repeat visit
 * is not always a hit.
 */
async function untilHit(visit: () => Promise<Answer>) {
  let previous = await visit();
  for (let i = 0; i < 6; i++) {
    const next = await visit();
    if (next.headers["x-page-cache"] === "hit") return { previous, hit: next };
    previous = next;
  }
  throw new Error("no answer came from the page cache");
}

test.describe("page cache", () => {
  for (const path of ["/", "/services?ask=graphics", "/contact_us"]) {
    test(`a repeat visit of ${path} gets the cached page with fresh per-response values`, async ({
      request,
    }) => {
      // A cookie of its own makes the first visit a render, whatever other tests visited (a
      // parameter the page does not read would not: it is the same page).
      const cookie = `pc=${Date.now().toString(36)}`;
      const { previous: first, hit: second } = await untilHit(() => get(request, path, cookie));
      expect(first.headers["x-page-cache"]).toMatch(/^(miss|hit)$/);
      for (const { headers, html } of [first, second]) {
        expect(headers["content-security-policy"]).toContain(`'nonce-${nonceOf(html)}'`);
        expect(headers["x-request-id"]).toBeTruthy();
        expect(headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(nonceOf(second.html)).not.toBe(nonceOf(first.html));
      expect(stampOf(second.html)).not.toBe(stampOf(first.html));
      expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
      // Apart from those values the page is the one that was rendered.
      const normalize = (html: string) =>
        html.replaceAll(nonceOf(html), "NONCE").replaceAll(stampOf(html), "STAMP");
      expect(normalize(second.html)).toBe(normalize(first.html));
    });
  }

  test("a cached page runs in the browser under its policy", async ({ page }) => {
    const url = `/services?pc=${Date.now().toString(36)}`;
    let cached = false;
    for (let i = 0; i < 6 && !cached; i++) {
      const response = await page.goto(url);
      cached = response?.headers()["x-page-cache"] === "hit";
    }
    expect(cached).toBe(true);
    await expectHydrated(page);
  });

  test("a logged-in visitor never gets the anonymous copy", async ({ request, browser }) => {
    const url = `/?pc=${Date.now().toString(36)}`;
    await untilHit(() => get(request, url));
    const cookie = (await adminSession(browser)).map((c) => `${c.name}=${c.value}`).join("; ");
    for (let i = 0; i < 2; i++) {
      const { headers, html } = await get(request, url, cookie);
      expect(headers["x-page-cache"]).toBeUndefined();
      expect(html).toContain('href="/dashboard"');
    }
  });

  test("a dashboard save shows on the public page at once", async ({ page, browser, request }) => {
    const before = (await untilHit(() => get(request, "/FAQs"))).hit;
    const question = unique("cached-faq").replace(/\s/g, "");
    expect(before.html).not.toContain(question);

    await page.context().addCookies(await adminSession(browser));
    await page.goto("/dashboard/FAQs?new=1");
    await ready(page, true);
    await page.locator('input[name="ar_name"]').fill(question);
    await page.locator('input[name="en_name"]').fill(question);
    await fillRich(page, true, "ar_answer", "إجابة");
    await fillRich(page, true, "en_answer", "An answer");
    const save = dashboardTexts().en.publishing.publish;
    await page.locator("dialog").getByRole("button", { name: save, exact: true }).click();
    await expect(page.locator("tbody tr").filter({ hasText: question })).toHaveCount(1);

    const after = await get(request, "/FAQs");
    expect(after.html).toContain(question);
  });
});

test("the cache is keyed by the cookies: each language keeps its own copy", async ({ request }) => {
  const url = `${e2eEnv.baseURL}/about-us`;
  const own = `pc=${Date.now().toString(36)}`;
  const en = await get(request, url, `lng=en; ${own}`);
  const ar = await get(request, url, `lng=ar; ${own}`);
  expect(ar.headers["x-page-cache"]).toBe("miss");
  expect((await get(request, url, `lng=ar; ${own}`)).html).toContain('lang="ar"');
  expect((await get(request, url, `lng=en; ${own}`)).html).toContain('lang="en"');
  expect(en.html).toContain('lang="en"');
});

test("a page is what it reads: other parameters and a malformed page number change nothing", async ({
  request,
}) => {
  const marker = `u${Date.now()}`;
  const plain = await get(request, "/posts");
  const junk = await get(request, `/posts?page=${"9".repeat(8000)}&${marker}=1`);
  expect(junk.html.length).toBeLessThan(plain.html.length + 1_000);
  expect(junk.html).not.toContain("9".repeat(20));
  // No link of a page (ask-service links, language switch, canonical) carries what it ignores.
  for (const path of ["/posts", "/services", "/projects", "/visualresources", "/"]) {
    const { html } = await get(request, `${path}?${marker}=1`);
    expect(html, path).not.toContain(marker);
  }
});
