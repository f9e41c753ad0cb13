// The login form is a plain HTML form the server renders in full (spec §4), which hydration takes
// over in place: a visitor who presses Log in while the page's code is still arriving, and
// releases once it has run, must be logged in like anyone else. Nothing may replace the button
// between the press and the click (the click would then belong to neither).
import { expect, test } from "@playwright/test";
import { expectLoggedIn, PASSWORD, providerRegister, uniqueEmail } from "./accounts-support";
import { expectHydrated } from "./quality-pages";
import { langs, useLanguage } from "./support";

const LOGIN_ROUTE_CODE = /\/build\/routes\/_site\.auth\.login-[A-Z0-9]+\.js$/;

for (const lang of langs) {
  test(`a press on Log in while the page hydrates still logs in (${lang})`, async ({
    page,
    context,
  }, info) => {
    await useLanguage(context, lang);
    const email = uniqueEmail(info, "press");
    await providerRegister(email);
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(LOGIN_ROUTE_CODE, async (route) => {
      await held;
      await route.fulfill({ response: await route.fetch() });
    });

    // Not until "load": the held module preload keeps the document from finishing.
    await page.goto("/auth/login", { waitUntil: "domcontentloaded" });
    // The route's code is held back: the page is the server's, not yet hydrated. Its layout is
    // settled (the Arabic font moves the button) before the press is aimed.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    const box = await page.locator('form.auth-form button[type="submit"]').boundingBox();
    if (!box) throw new Error("no Log in button");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    letThrough();
    await expectHydrated(page);
    // What was typed before hydration is still there for the post.
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await page.mouse.up();

    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });
}
