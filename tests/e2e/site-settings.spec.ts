// The site settings (/dashboard/settings), as admin, JavaScript on and off, in both languages: a
// new email and phone (typed in Arabic-Indic digits on the Arabic screen) appear in the footer
// of / and on /contact_us as mailto:/tel: links, isolated left to right, and the home page lists
// the featured services in the order chosen. The settings are one record every page shows, so
// this spec runs alone, after the others (playwright.config.ts), and puts them back at the end.
// On its own: `playwright test -c tests/playwright.config.ts site-settings --project=settings-js
// --project=settings-nojs --no-deps --workers=1`. Two admins saving one after the other: the second
// is told, keeps its text, and saves over it once told (ADR 0022).
import { expect, test, type Page } from "@playwright/test";
import {
  adminSession,
  adminToken,
  dashboardTexts,
  providerPost,
  resultMessage,
  unique,
} from "./dashboard-support";
import { e2eEnv } from "./env";
import { langs, providerGet, useLanguage, type Lang, repeatsInArabicOnly } from "./support";

type Named = { id: number; ar_name: string; en_name: string };
type Settings = Record<string, string | string[] | number[]>;

const texts = dashboardTexts();
const saved: Record<Lang, string> = { en: "Saved successfully.", ar: "تم الحفظ بنجاح." };
const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";

let original: Settings;

test.beforeAll(async () => {
  original = (await providerGet<{ data: Settings }>("settings")).data;
});

test.afterAll(async () => {
  // As first start left them: later runs on this product, and people trying it, see the usual.
  const body = new FormData();
  for (const [key, value] of Object.entries(original)) {
    // Sent without its stamp: put back over whatever the spec saved (ADR 0022).
    if (key === "updated_at") continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, String(item));
  }
  await providerPost("dashboard/settings/save", body, await adminToken());
});

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

async function expectContactLinks(page: Page, scope: string, email: string, phone: string) {
  const area = page.locator(scope);
  const mail = area.locator(`a[href="mailto:${email}"]`);
  await expect(mail).toHaveText(email);
  const dial = area.locator(`a[href="tel:${phone.replace(/ /g, "")}"]`);
  await expect(dial).toHaveText(phone);
  // Left to right inside the Arabic page, in a run of its own.
  await expect(area.locator(`bdi[dir="ltr"] > a[href="mailto:${email}"]`)).toHaveCount(1);
}

for (const lang of langs) {
  test(
    `an admin's new email, phone and featured services show on the site (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, javaScriptEnabled }) => {
      await useLanguage(context, lang);
      const t = texts[lang].settings as unknown as { save: string };
      const mode = javaScriptEnabled ? "js" : "nojs";
      const email = `hello-${mode}-${lang}@example.test`;
      const digits = javaScriptEnabled ? "12 345 6789" : "13 579 2468";
      const phone = `+966 ${digits}`;
      // The Arabic screen gets the number in Arabic-Indic digits; it is kept in Western ones.
      const typed = lang === "ar" ? phone.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]) : phone;
      const services = (await providerGet<{ data: Named[] }>("services?per_page=100")).data;
      expect(services.length).toBeGreaterThanOrEqual(3);
      // A different order per run: the third service first, then one of the first two.
      const chosen = [services[2], services[lang === "ar" ? 0 : 1]];

      await page.goto("/dashboard/settings");
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="phone"]').fill(typed);
      for (const place of await page.locator('input[name^="featured."]').all())
        await place.fill("");
      for (const [index, service] of chosen.entries()) {
        await page.locator(`input[name="featured.${service.id}"]`).fill(String(index + 1));
      }
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expect(resultMessage(page, javaScriptEnabled, saved[lang])).toBeVisible();
      // The screen shows what was saved: the phone in Western digits.
      await expect(page.locator('input[name="phone"]')).toHaveValue(phone);

      await page.goto("/");
      await expectContactLinks(page, ".site-footer", email, phone);
      await expect(page.getByTestId("services").locator(".card-heading")).toHaveText(
        chosen.map((service) => (lang === "ar" ? service.ar_name : service.en_name)),
      );

      await page.goto("/contact_us");
      await expectContactLinks(page, ".contact-details", email, phone);
      await expectContactLinks(page, ".site-footer", email, phone);
    },
  );
}

test("a bad email and phone are refused next to their fields, nothing typed lost", async ({
  page,
  context,
}) => {
  await useLanguage(context, "ar");
  const t = texts.ar.settings as unknown as { save: string; messages: Record<string, string> };
  await page.goto("/dashboard/settings");
  await page.locator('input[name="en_company_name"]').fill("Typed Name Co");
  await page.locator('input[name="email"]').fill("not-an-email");
  await page.locator('input[name="phone"]').fill("call us");
  await page.getByRole("button", { name: t.save, exact: true }).click();
  const errorOf = (name: string) => page.locator(`.field:has(input[name="${name}"]) .field-error`);
  await expect(errorOf("email")).toHaveText(t.messages.email);
  await expect(errorOf("phone")).toHaveText(t.messages.phone);
  await expect(page.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('input[name="phone"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('input[name="en_company_name"]')).toHaveValue("Typed Name Co");
  await expect(page.locator('input[name="email"]')).toHaveValue("not-an-email");
});

for (const lang of langs) {
  test(`the time zone: refused next to its field, then saved and named by the publish time (${lang})`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await useLanguage(context, lang);
    const t = texts[lang].settings as unknown as {
      save: string;
      fields: Record<string, string>;
      messages: Record<string, string>;
    };
    await page.goto("/dashboard/settings");
    const zone = page.getByLabel(t.fields.time_zone);
    // Asia/Riyadh from first start, or the zone the other language's run saved.
    await expect(zone).toHaveValue(/^(Asia\/Riyadh|Europe\/Berlin)$/);
    await zone.fill("Berlin");
    await page.getByRole("button", { name: t.save, exact: true }).click();
    const error = page.locator('.field:has(input[name="time_zone"]) .field-error');
    await expect(error).toHaveText(t.messages.time_zone);
    await expect(zone).toHaveValue("Berlin");
    await zone.fill("Europe/Berlin");
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(resultMessage(page, javaScriptEnabled, saved[lang])).toBeVisible();
    await expect(page.getByLabel(t.fields.time_zone)).toHaveValue("Europe/Berlin");
    await page.goto("/dashboard/FAQs?new=1");
    const publishing = texts[lang].publishing as unknown as Record<string, string>;
    const label = publishing.publish_at_zone.replace("{{zone}}", "Europe/Berlin");
    await expect(page.getByLabel(label)).toBeVisible();
  });
}

for (const lang of langs) {
  test(
    `the second of two admins saving is told, keeps its text and saves over (${lang})`,
    repeatsInArabicOnly(lang),
    async ({ page, context, browser, javaScriptEnabled }) => {
      const js = javaScriptEnabled !== false;
      const t = texts[lang];
      await useLanguage(context, lang);
      const other = await browser.newContext({ baseURL: e2eEnv.baseURL, javaScriptEnabled: js });
      await other.addCookies(await adminSession(browser));
      await useLanguage(other, lang);
      const theirPage = await other.newPage();
      await theirPage.goto("/dashboard/settings");
      await page.goto("/dashboard/settings");
      const field = 'input[name="stat_support"]';
      const marker = unique("s").replace(/\s/g, "");
      const save = (on: Page) => on.getByRole("button", { name: t.settings.save, exact: true });

      await theirPage.locator(field).fill(`${marker} theirs`);
      await save(theirPage).click();
      await expect(resultMessage(theirPage, js, saved[lang])).toBeVisible();
      await other.close();

      await page.locator(field).fill(`${marker} mine`);
      await save(page).click();
      const conflict = page.getByTestId("edit-conflict");
      await expect(conflict).toContainText(t.conflict.title);
      await expect(conflict).toContainText("admin");
      const log = conflict.getByRole("link", { name: t.conflict.audit });
      await expect(log).toHaveAttribute("href", "/dashboard/audit?entity=settings");
      await expect(log).toHaveAttribute("target", "_blank");
      await expect(page.locator(field)).toHaveValue(`${marker} mine`);

      await save(page).click();
      await expect(resultMessage(page, js, saved[lang])).toBeVisible();
      await expect(page.getByTestId("edit-conflict")).toHaveCount(0);
      await expect(page.locator(field)).toHaveValue(`${marker} mine`);
    },
  );
}

const PUBLIC_PAGES = [
  "/",
  "/about-us",
  "/services",
  "/projects",
  "/posts",
  "/FAQs",
  "/visualresources",
  "/contact_us",
  "/privacy",
  "/terms",
  "/conditions",
];
const SIGNED_OUT_PAGES = ["/auth/login", "/auth/register", "/auth/reset"];
const DASHBOARD_SCREENS = ["", "/categories", "/projects", "/FAQs", "/users", "/settings"];
const FIRST_NAMES = { en: "Bayan Digital", ar: "بيان الرقمية" };
// Not a React hook: a name the hooks rule leaves alone in a loop.
const chooseLanguage = useLanguage;

test("a renamed company is named by every page's title, previews and structured data", async ({
  page,
  context,
  browser,
  javaScriptEnabled,
}) => {
  const mode = javaScriptEnabled ? "JS" : "Static";
  const names = {
    en: `Nakhla ${mode} Works`,
    ar: `نخلة ${mode === "JS" ? "التفاعلية" : "الثابتة"}`,
  };
  const taglines = { en: "Apps for date farmers", ar: "تطبيقات لمزارعي النخيل" };
  await useLanguage(context, "en");
  await page.goto("/dashboard/settings");
  for (const lang of langs) {
    await page.locator(`input[name="${lang}_company_name"]`).fill(names[lang]);
    await page.locator(`input[name="${lang}_tagline"]`).fill(taglines[lang]);
    await page.locator(`textarea[name="${lang}_description"]`).fill(`${taglines[lang]}.`);
  }
  await page.getByRole("button", { name: texts.en.settings.save, exact: true }).click();
  await expect(resultMessage(page, javaScriptEnabled, saved.en)).toBeVisible();

  const visitor = await browser.newContext({ baseURL: e2eEnv.baseURL });
  for (const lang of langs) {
    await chooseLanguage(context, lang);
    await chooseLanguage(visitor, lang);
    const read = async (path: string, from = context) => {
      const res = await from.request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1] ?? "";
      // A page's description is its own editable text (the About page may name the company).
      const named = head
        .replace(/<meta [^>]*description" content="[^"]*"/g, "")
        .replace(/"description":"[^"]*"/g, "");
      expect(named, path).not.toContain(FIRST_NAMES[lang]);
      return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "", meta, head };
    };
    for (const path of PUBLIC_PAGES) {
      const { title, meta, head } = await read(path);
      for (const text of [title, meta("og:title"), meta("twitter:title"), meta("og:site_name")])
        expect(text, `${path} ${lang}`).toContain(names[lang]);
      expect(head, path).toContain(`"name":"${names[lang]}"`);
    }
    const home = await read("/");
    expect(home.title).toBe(`${names[lang]} — ${taglines[lang]}`);
    expect(home.meta("description")).toBe(`${taglines[lang]}.`);
    for (const path of SIGNED_OUT_PAGES)
      expect((await read(path, visitor)).title, path).toMatch(new RegExp(` \\| ${names[lang]}$`));
    for (const screen of DASHBOARD_SCREENS)
      expect((await read(`/dashboard${screen}`)).title, screen).toContain(names[lang]);
    const manifest = await (await context.request.get(`/manifest.webmanifest?lng=${lang}`)).json();
    // A home screen shows about 12 characters: a longer name is cut to its first word.
    const short = names[lang].length <= 12 ? names[lang] : names[lang].split(" ")[0];
    expect([manifest.name, manifest.short_name]).toEqual([names[lang], short]);
  }
  await visitor.close();

  await useLanguage(context, "ar");
  await page.goto("/");
  await expect(page.locator(".site-header .brand-name")).toHaveText(names.ar);
  await expect(page.locator(".hero .eyebrow")).toHaveText(taglines.ar);
  await expect(page.locator("#features-title").locator("xpath=..")).toContainText(names.ar);
  await page.goto("/dashboard");
  await expect(page.locator(".admin-brand")).toContainText(names.ar);
});
