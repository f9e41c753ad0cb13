// The login and contact forms' code loads on first use (app/components/deferred-part.tsx): until it
// arrives the page shows the server's plain form. A visitor who presses its button while the code
// arrives must still send the form on release: the live form may not take the button's place
// between the press and the click (the click would then belong to neither button).
import { expect, test } from "@playwright/test";
import { expectLoggedIn, PASSWORD, providerRegister, uniqueEmail } from "./accounts-support";
import { expectHydrated } from "./quality-pages";
import { langs, useLanguage } from "./support";

const LOGIN_FORM_CODE = /\/build\/_shared\/login-form-[A-Z0-9]+\.js$/;

for (const lang of langs) {
  test(`a press on Log in while the form's code arrives still logs in (${lang})`, async ({
    page,
    context,
  }, info) => {
    await useLanguage(context, lang);
    const email = uniqueEmail(info, "press");
    await providerRegister(email);
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let delivered = () => {};
    const codeDelivered = new Promise<void>((resolve) => (delivered = resolve));
    await page.route(LOGIN_FORM_CODE, async (route) => {
      await held;
      await route.fulfill({ response: await route.fetch() });
      delivered();
    });

    await page.goto("/auth/login");
    await expectHydrated(page);
    // Typing asks for the code, which the route holds back.
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    const box = await page.locator('form.auth-form button[type="submit"]').boundingBox();
    if (!box) throw new Error("no Log in button");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    letThrough();
    await codeDelivered;
    // Time for the code to run, and for a swap under the pressed pointer to happen if it would.
    await page.waitForTimeout(500);
    await page.mouse.up();

    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });
}
