// Every page under the enforced Content-Security-Policy: no violation reported by the browser
// (securitypolicyviolation events and console errors), and the page still hydrates.
import { expect, test, type Page } from "@playwright/test";
import { adminSession } from "./dashboard-support";
import { e2eEnv } from "./env";
import { dashboardPages, expectHydrated, expectKnownPages, visitorPages } from "./quality-pages";

declare global {
  interface Window {
    __csp: string[];
  }
}

function watchCsp(page: Page) {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/content security policy|refused to (load|execute|apply)/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return consoleErrors;
}

async function visit(page: Page, url: string, consoleErrors: string[]) {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  const csp = response!.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, `${url}: a nonce in the enforced policy`).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // Every inline script that runs carries this response's nonce (JSON data blocks do not run).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
      .filter((s) => !s.type || s.type === "module" || /javascript/i.test(s.type))
      .map((s) => s.nonce),
  );
  expect(inline.length, url).toBeGreaterThan(0);
  for (const value of inline) expect(value, url).toBe(nonce);
  await expectHydrated(page);
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => window.__csp), url).toEqual([]);
  expect(consoleErrors, url).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

test("the page lists cover the product", () => {
  expectKnownPages();
});

test("public and auth pages run under the policy and hydrate", async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors = watchCsp(page);
  for (const url of visitorPages) await visit(page, url, consoleErrors);
});

test("dashboard pages run under the policy and hydrate", async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  await context.addCookies(await adminSession(browser));
  const consoleErrors = watchCsp(page);
  for (const url of dashboardPages) await visit(page, url, consoleErrors);
});

test("after hydration a link navigates on the client, under the policy", async ({ page }) => {
  const consoleErrors = watchCsp(page);
  await visit(page, "/", consoleErrors);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.locator('a[href="/about-us"]:visible').first().click();
  await expect(page).toHaveURL(`${e2eEnv.baseURL}/about-us`);
  expect(documents, "a client-side navigation, not a page load").toEqual([]);
  expect(await page.evaluate(() => window.__csp)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("responses that are not pages carry the strict policy", async ({ request }) => {
  for (const url of ["/healthz", "/robots.txt", "/favicon.svg", "/?_data=root"]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers["content-security-policy"], url).toContain("default-src 'none'");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], url).toContain("camera=()");
    expect(headers["strict-transport-security"], url).toBeUndefined();
  }
  const https = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
});
