// The account security page in a real browser (docs/conventions.md, "Account security"):
// JavaScript off, the second factor turned on from the page's own QR/base32 and then asked for at
// the next sign-in; JavaScript on, a passkey added with Chromium's virtual authenticator (CDP)
// signs the account in. Fresh accounts, so no other spec's admin gains a factor.
import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
  expectLoggedIn,
  logIn,
  logOut,
  PASSWORD,
  providerRegister,
  uniqueEmail,
} from "./accounts-support";
import { withJavaScriptOnly, withoutJavaScriptOnly } from "./support";

test(
  "JS off: the second factor is turned on from the page and asked for at the next sign-in",
  withoutJavaScriptOnly(),
  async ({ page }, info) => {
    const email = uniqueEmail(info, "totp");
    await providerRegister(email);
    await logIn(page, email);
    await expectLoggedIn(page);

    await page.goto("/account/security");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account security");
    await page.getByRole("button", { name: "Turn on the second factor" }).click();
    await expect(page.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });

    await page
      .getByLabel("Code from the app")
      .fill("000000" === totp.generate() ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByRole("alert")).toContainText("This code is not valid");
    await page.getByLabel("Code from the app").fill(totp.generate());
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = page.getByTestId("recovery-codes").locator("li");
    await expect(codes).toHaveCount(10);
    const first = (await codes.first().textContent())?.trim() ?? "";
    expect(first).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    // The download is a plain link answering a text file.
    const file = await page.request.get("/account/recovery-codes");
    expect(file.headers()["content-type"]).toContain("text/plain");
    expect(file.headers()["content-disposition"]).toContain("attachment");
    expect(await file.text()).toContain(first);

    await page.goto("/");
    await logOut(page);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/auth\/two-factor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-step sign-in");
    // The confirming code's step is spent: the next one signs in.
    await page.locator("#totp-code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Verify" }).first().click();
    await expectLoggedIn(page);

    // A new session cannot download the codes; the password shows them again (ADR 0021).
    const refused = await page.request.get("/account/recovery-codes", { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    await page.goto("/account/security");
    await page.getByLabel("Or your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Show my recovery codes" }).click();
    await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    await expect(page.getByTestId("recovery-codes")).toContainText(first);
  },
);

// Passkeys need the browser's WebAuthn API.
test(
  "JS on: a passkey added with a virtual authenticator signs the account in",
  withJavaScriptOnly(),
  async ({ page }, info) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const email = uniqueEmail(info, "passkey");
    await providerRegister(email);
    await logIn(page, email);
    await expectLoggedIn(page);

    await page.goto("/account/security");
    await page.getByLabel("Name of the passkey").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const list = page.getByTestId("passkey-list");
    await expect(list).toContainText("Test laptop");
    await expect(list).toContainText("last used never");

    await logOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expectLoggedIn(page);
    await page.goto("/account/security");
    await expect(page.getByTestId("passkey-list")).not.toContainText("last used never");
  },
);
