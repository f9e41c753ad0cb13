// Pictures of hidden records (ADR 0023) through the built product, JS on and off: a draft's
// picture shows to staff in the dashboard and to anyone with its preview link, but its address
// answers 404 to a visitor; published it is public, deleted it is gone at once, restored it is back.
import { expect, test, type Locator } from "@playwright/test";
import sharp from "sharp";
import {
  adminSession,
  adminToken,
  dashboardTexts,
  form,
  providerPost,
  unique,
} from "./dashboard-support";
import { useLanguage } from "./support";

const t = dashboardTexts().en;

/** Drawn, not only present in the markup: the browser fetched and decoded the file. */
async function expectDrawn(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

test("a draft's picture is the staff's and its preview's; deleted, gone at once; restored, back", async ({
  page,
  context,
  browser,
  javaScriptEnabled,
  baseURL,
}) => {
  const js = Boolean(javaScriptEnabled);
  const token = await adminToken();
  const name = unique("Pictured draft").replace(/\s/g, "-");
  // The demo pictures' size: while it is published it may be the first post another spec reads
  // (responsive-images.spec.ts picks the variant the slot needs).
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();
  const fields = form({ en_name: name, en_info: "<p>Text</p>", ar_status: "draft" });
  fields.append("en_status", "draft");
  fields.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
  const saved = await providerPost("dashboard/posts/save", fields, token);
  const post = saved.data as { id: number; images: { path: string }[] };
  const file = post.images[0].path;
  const stem = file.replace(/\.webp$/, "");

  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: js });
  const status = async () => (await visitor.request.get(file)).status();
  expect(await status()).toBe(404);

  await context.addCookies(await adminSession(browser));
  await useLanguage(context, "en");
  // Filtered to the draft: other specs' posts may push it off the list's first page.
  await page.goto(`/dashboard/posts?q=${encodeURIComponent(name)}&edit=${post.id}`);
  await expectDrawn(page.locator(`tbody img[src^="${stem}"]`).first());
  const href = await page
    .locator("dialog")
    .getByRole("link", { name: t.preview.en, exact: true })
    .getAttribute("href");

  const fresh = await visitor.newPage();
  await fresh.goto(href ?? "");
  await expectDrawn(fresh.getByTestId("post-list").locator("img").first());

  await providerPost(
    "dashboard/posts/bulk",
    form({ action: "publish", ids: String(post.id) }),
    token,
  );
  expect(await status()).toBe(200);
  await providerPost("dashboard/posts/delete", form({ id: String(post.id) }), token);
  expect(await status()).toBe(404);
  const trash = await providerPost("dashboard/posts/deleted", form({}), token);
  const entry = (trash.data as { id: number; revision: number }[]).find((r) => r.id === post.id);
  await providerPost(
    "dashboard/posts/restore",
    form({ id: String(post.id), revision: String(entry?.revision) }),
    token,
  );
  expect(await status()).toBe(200);
  // Leave the lists as the other specs expect them.
  await providerPost("dashboard/posts/delete", form({ id: String(post.id) }), token);
  await visitor.close();
});
