// Mixed-direction text on Arabic pages: phone numbers and emails are isolated left-to-right runs
// inside elements that keep the page's direction (app/components/ltr-value.tsx), and what
// visitors wrote reads in its own direction (dir="auto").
import { expect, test } from "@playwright/test";
import { adminSession, form, openConversation, providerPost, unique } from "./dashboard-support";
import { useLanguage } from "./support";

const PHONES = ["+966 11 000 0000", "+966 55 000 0000"];
const EMAIL = "info@bayan-digital.example";

test.beforeEach(async ({ context }) => {
  await useLanguage(context, "ar");
});

test("footer and contact card: values isolated left to right, aligned like their labels", async ({
  page,
}) => {
  await page.goto("/contact_us");
  for (const list of [page.locator(".footer-contact"), page.locator(".contact-details dl")]) {
    for (const value of [EMAIL, ...PHONES]) {
      const run = list.locator("dd > bdi", { hasText: value });
      await expect(run).toHaveAttribute("dir", "ltr");
      // The dd itself follows the page: right-aligned under its right-aligned label.
      const dd = run.locator("xpath=..");
      expect(await dd.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    }
  }
});

test("the contact form's phone hint keeps the example number in order", async ({ page }) => {
  await page.goto("/contact_us");
  const example = page.locator('input[name="phone"] ~ .field-hint bdi');
  await expect(example).toHaveAttribute("dir", "ltr");
  await expect(example).toHaveText(PHONES[1]);
});

test("the inbox: names and messages in their own direction, phone and email left to right", async ({
  page,
  context,
  browser,
}) => {
  await context.addCookies(await adminSession(browser));
  const marker = unique("English message.");
  await providerPost(
    "contact_us",
    form({
      name: "Omar",
      email: "omar@example.com",
      phone: "+966 55 123 4567",
      contact_reason: "support",
      info: marker,
    }),
  );
  await page.goto("/dashboard/notifications");
  const row = await openConversation(page, marker);
  await expect(row.locator(".inbox-message")).toHaveAttribute("dir", "auto");
  await expect(row.locator("bdi", { hasText: "Omar" })).toHaveAttribute("dir", "auto");
  await expect(row.locator('a[href="tel:+966551234567"]')).toHaveText("+966 55 123 4567");
  await expect(row.locator('a[href^="tel:"]')).toHaveAttribute("dir", "ltr");
  await expect(row.locator('a[href^="mailto:"]')).toHaveAttribute("dir", "ltr");
});
