// The account pages are laid out, not raw: a padded card, each label above a wide input, in English
// on a desktop and in Arabic on a phone (app/styles/auth.css, forms.css).
import { expect, test, type Page } from "@playwright/test";
import { useLanguage, type Lang } from "./support";

const PAGES = ["/auth/login", "/auth/register", "/auth/reset", "/auth/new_password"];

const SCREENS: { lang: Lang; width: number; height: number; minInput: number }[] = [
  { lang: "en", width: 1280, height: 800, minInput: 260 },
  // On a phone an input takes most of the screen: at least 60% of it.
  { lang: "ar", width: 390, height: 844, minInput: 0.6 * 390 },
];

type Box = { x: number; y: number; width: number; height: number };

/** Each text-like input with its label's box, read in the page in one go. */
function fieldBoxes(page: Page) {
  return page.locator(".auth-form").evaluate((form) => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const inputs = [
      ...form.querySelectorAll<HTMLInputElement>(
        "input:not([type=hidden], [type=checkbox], [type=radio])",
      ),
      // The honeypot is off screen on purpose (form-protection.tsx): not a visitor's field.
    ].filter((input) => !input.closest('[aria-hidden="true"]'));
    return inputs.map((input) => {
      const label = input.id ? form.querySelector(`label[for="${input.id}"]`) : null;
      return { name: input.name, input: box(input), label: label ? box(label) : null };
    });
  });
}

for (const { lang, width, height, minInput } of SCREENS) {
  test.describe(`account pages at ${width} px (${lang})`, () => {
    test.use({ viewport: { width, height } });

    for (const path of PAGES) {
      test(`${path} is a padded card with labels above wide inputs`, async ({ page, context }) => {
        await useLanguage(context, lang);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

        const padding = await page.locator(".auth-card").evaluate((card) => {
          const style = getComputedStyle(card);
          return ["paddingTop", "paddingRight", "paddingBottom", "paddingLeft"].map((side) =>
            parseFloat(style[side as "paddingTop"]),
          );
        });
        for (const side of padding) expect(side).toBeGreaterThan(0);

        const fields = await fieldBoxes(page);
        expect(fields.length).toBeGreaterThan(0);
        for (const { name, input, label } of fields) {
          expect(label, `label of ${name}`).not.toBeNull();
          expect(input.width, `width of ${name}`).toBeGreaterThanOrEqual(minInput);
          expect((label as Box).y + (label as Box).height, `label of ${name}`).toBeLessThanOrEqual(
            input.y,
          );
        }
      });
    }

    test("the account type and the agreement sit beside their boxes", async ({ page, context }) => {
      await useLanguage(context, lang);
      await page.goto("/auth/register");
      const choices = page.locator(".auth-form .choice");
      expect(await choices.count()).toBe(3);
      for (const choice of await choices.all()) {
        const [label, box] = [
          await choice.boundingBox(),
          await choice.locator("input").boundingBox(),
        ];
        // The box is on the text's first line and at the label's start side.
        expect(box!.y - label!.y).toBeLessThan(box!.height);
        if (lang === "ar") expect(label!.x + label!.width - (box!.x + box!.width)).toBeLessThan(2);
        else expect(box!.x - label!.x).toBeLessThan(2);
      }
    });
  });
}
