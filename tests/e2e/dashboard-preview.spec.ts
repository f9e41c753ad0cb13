// Preview (docs/publishing.md, "Preview"), JS on and off: the edit modal of a draft post offers a
// signed link per language; a fresh browser without a session opens it and sees the post as its
// /posts card under the "not published" banner, not indexed; the same link changed is refused.
import { expect, test } from "@playwright/test";
import {
  adminSession,
  dashboardTexts,
  fillRich,
  ready,
  resultMessage,
  unique,
} from "./dashboard-support";
import { useLanguage } from "./support";

const t = dashboardTexts().en;

test("a draft's preview link works without an account and refuses a changed link", async ({
  page,
  context,
  browser,
  javaScriptEnabled,
  baseURL,
}) => {
  const js = Boolean(javaScriptEnabled);
  await context.addCookies(await adminSession(browser));
  await useLanguage(context, "en");
  const name = unique("Preview draft").replace(/\s/g, "-");
  await page.goto("/dashboard/posts?new=1");
  await ready(page, js);
  const dialog = page.locator("dialog");
  await dialog.locator('input[name="en_name"]').fill(name);
  await fillRich(page, js, "en_info", "Text only the preview shows");
  await dialog.getByRole("button", { name: t.publishing.save_draft, exact: true }).click();
  await expect(resultMessage(page, js, "Saved successfully.")).toBeVisible();
  const row = page.locator("tbody tr").filter({ hasText: name });
  await row.getByRole("link", { name: new RegExp(t.table.edit) }).click();
  const link = page.locator("dialog").getByRole("link", { name: t.preview.en, exact: true });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/preview\?/);
  // The English column names the address the post will have once published.
  await expect(page.getByTestId("item-address-en")).toContainText(
    `/posts/${name.toLowerCase()}?lng=en`,
  );

  // Not on the public page: it is a draft.
  await page.goto("/posts");
  await expect(page.getByText(name)).toHaveCount(0);

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: js });
  const fresh = await visitor.newPage();
  const shown = await fresh.goto(href ?? "");
  expect(shown?.status()).toBe(200);
  expect(shown?.headers()["cache-control"]).toBe("private, no-store");
  await expect(fresh.getByTestId("preview-banner")).toContainText("Preview — not published");
  await expect(fresh.getByTestId("post-list").getByText(name)).toBeVisible();
  await expect(fresh.getByText("Text only the preview shows")).toBeVisible();
  await expect(fresh.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const changed = (href ?? "").replace(/sig=[^&]+/, "sig=changed");
  const refused = await fresh.goto(changed);
  expect(refused?.status()).toBe(403);
  await expect(
    fresh.getByRole("heading", { name: "This preview link is not valid" }),
  ).toBeVisible();
  await visitor.close();
});
