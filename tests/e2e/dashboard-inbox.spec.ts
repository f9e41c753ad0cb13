// The inbox (spec §2 admin screens), as admin, JS on and off, English and Arabic: a contact message sent from the
// public site and a service request with a file reach /dashboard/notifications, the file downloads
// through the app, read marks change the menu's unread count, the CSV export has the rows, and
// staff assign a message, note on it and filter by assignee.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  adminSession,
  adminToken,
  dashboardTexts,
  form,
  openConversation,
  parseCsv,
  providerPost,
  reasonTexts,
  unique,
  unreadShown,
} from "./dashboard-support";
import { e2eEnv } from "./env";
import { langs, useLanguage, repeatsInArabicOnly, waitForFillTime } from "./support";

const texts = dashboardTexts();
const reasons = reasonTexts();

const INBOX = "/dashboard/notifications";

/** A small but real PDF (file-type detects it by its header), unique to this test. */
function pdfBytes(marker: string) {
  return Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
}

async function sendContactFromSite(page: Page, marker: string) {
  await page.goto("/contact_us");
  await page.locator('input[name="name"]').fill("Salma Haddad");
  await page.locator('input[name="email"]').fill("salma@example.com");
  await page.locator('input[name="phone"]').fill("+966 55 123 4567");
  await page.locator('select[name="contact_reason"]').selectOption("quote");
  await page.locator('textarea[name="info"]').fill(marker);
  await waitForFillTime(page);
  await page.locator("form.public-form button[type=submit]").click();
  // The form empties itself once the provider took the message.
  await expect(page.locator('textarea[name="info"]')).toHaveValue("");
}

test.beforeEach(async ({ context, browser }) => {
  await context.addCookies(await adminSession(browser));
});

for (const lang of langs) {
  const t = texts[lang].notifications;
  const csv = t.csv as unknown as Record<string, string>;

  test.describe(`inbox (${lang})`, () => {
    test.beforeEach(async ({ context }) => {
      await useLanguage(context, lang);
    });

    test(
      "a contact message from the public site is in the inbox and in the CSV export",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        const marker = unique(`contact ${lang}`);
        await sendContactFromSite(page, marker);

        await page.goto(INBOX);
        const item = page.getByTestId("inbox-item").filter({ hasText: marker });
        await expect(item).toContainText("Salma Haddad");
        await expect(item).toContainText(reasons[lang].quote);
        await expect(item.getByTestId("read-badge")).toHaveText(t.unread);
        const row = await openConversation(page, marker);
        await expect(row.getByRole("heading", { level: 2 })).toHaveText(reasons[lang].quote);
        // Name, email, phone and account each on a line of their own.
        const sender = row.getByTestId("sender");
        await expect(sender.locator("dd")).toHaveText([
          "Salma Haddad",
          "salma@example.com",
          "+966 55 123 4567",
          /admin@example\.com/,
        ]);
        // Sent while signed in (the admin's session): the message carries that account.
        await expect(row.getByTestId("account")).not.toContainText(t.no_account);
        await expect(row.getByTestId("account").locator('bdi[dir="ltr"]')).toHaveText(
          "admin@example.com",
        );

        // What the provider holds now; other tests may only add rows meanwhile.
        const token = await adminToken();
        const totals = await Promise.all(
          ["contact_messages", "service_requests"].map(async (table) => {
            const body = await providerPost(`dashboard/${table}?per_page=1`, new FormData(), token);
            return (body.meta as { total: number }).total;
          }),
        );
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: t.export }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
        const text = await readFile(await download.path(), "utf8");
        // A BOM, so spreadsheet programs read Arabic as UTF-8.
        expect(text.startsWith("\uFEFF")).toBe(true);
        const [header, ...rows] = parseCsv(text.slice(1));
        const columns = ["kind", "id", "created_at", "name", "email", "phone", "subject", "info"];
        const follow = ["status", "account", "replies", "assignee", "notes"];
        expect(header).toEqual([...columns, "read", "file", ...follow].map((key) => csv[key]));
        expect(rows.every((cells) => cells.length === header.length)).toBe(true);
        const mine = rows.filter((cells) => cells[7] === marker);
        expect(mine).toHaveLength(1);
        const [kind, , createdAt, name, email, phone, subject, , read, file, status] = mine[0];
        expect({ kind, name, email, phone, subject, read, file, status }).toEqual({
          kind: t.messages,
          name: "Salma Haddad",
          email: "salma@example.com",
          // A cell starting with + would be a formula in a spreadsheet: it is defused.
          phone: "'+966 55 123 4567",
          subject: reasons[lang].quote,
          read: csv.no,
          file: "",
          status: (t.statuses as unknown as Record<string, string>).new,
        });
        expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
        // Every message and request of the provider, newest first.
        expect(rows.length).toBeGreaterThanOrEqual(totals[0] + totals[1]);
        const dates = rows.map((cells) => cells[2]);
        expect(dates).toEqual([...dates].sort().reverse());
      },
    );

    test("the search finds a sender and text, Arabic folded, with the status filter", async ({
      page,
    }) => {
      const marker = unique(`بحث ${lang}`);
      await providerPost(
        "contact_us",
        form({
          name: "ليلى الأحمد",
          email: "layla@example.com",
          contact_reason: "support",
          info: marker,
        }),
      );
      await page.goto(INBOX);
      const filters = page.getByTestId("inbox-filters");
      // Typed without hamza, with haa for taa marbuta: still found, by name and by text.
      await filters.locator('input[name="q"]').fill("ليلي الاحمد");
      await filters.locator('select[name="status"]').selectOption("new");
      await filters.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/q=.*status=new|status=new.*q=/);
      await expect(page.getByTestId("inbox-item").filter({ hasText: marker })).toHaveCount(1);
      await expect(filters.locator('input[name="q"]')).toHaveValue("ليلي الاحمد");
      await openConversation(page, marker);
      await page.goto(`${INBOX}?${new URLSearchParams({ q: marker, status: "archived" })}`);
      await expect(page.getByTestId("inbox-item")).toHaveCount(0);
      await expect(page.locator(".admin-empty").first()).toHaveText(t.filtered_empty);
    });

    test(
      "assigns a message to me, adds an internal note, filters by assignee",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        const marker = unique(`work ${lang}`);
        await providerPost(
          "contact_us",
          form({
            name: "Rania",
            email: "rania@example.com",
            contact_reason: "support",
            info: marker,
          }),
        );
        const login = await providerPost(
          "login",
          form({ email: e2eEnv.adminEmail, password: e2eEnv.adminPassword }),
        );
        const me = String((login.user as { username: string }).username);
        await page.goto(`${INBOX}?${new URLSearchParams({ q: marker })}`);
        const row = await openConversation(page, marker);
        await row.getByTestId("assignee").selectOption({ label: me });
        await row.getByRole("button", { name: t.assign }).click();
        await expect(page.getByTestId("inbox-item").filter({ hasText: marker })).toContainText(me);
        await expect(row.getByTestId("assignee").locator("option:checked")).toHaveText(me);

        const note = `ملاحظة: اتصلتُ بها ${marker}`;
        await row.getByLabel(t.note_label).fill(note);
        await row.getByRole("button", { name: t.add_note }).click();
        const noted = row.getByTestId("note");
        await expect(noted).toHaveCount(1);
        await expect(noted).toContainText(t.internal_note);
        await expect(noted.locator(".inbox-message")).toHaveText(note);
        await expect(row.getByLabel(t.note_label)).toHaveValue("");

        const filters = page.getByTestId("inbox-filters");
        for (const [assignee, count] of [
          ["me", 1],
          ["none", 0],
        ] as const) {
          await filters.locator('select[name="assignee"]').selectOption(assignee);
          await filters.locator("button[type=submit]").click();
          await expect(page).toHaveURL(new RegExp(`assignee=${assignee}`));
          await expect(page.getByTestId("inbox-item").filter({ hasText: marker })).toHaveCount(
            count,
          );
        }
      },
    );

    test(
      "a service request's file downloads through the app",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        const marker = unique(`request ${lang}`);
        const bytes = pdfBytes(marker);
        const body = new FormData();
        body.append("type", "build_website");
        body.append("info", marker);
        body.append("email", "brief@example.com");
        body.append("info_file", new Blob([bytes], { type: "application/pdf" }), "brief.pdf");
        await providerPost("ask_service", body);

        await page.goto(`${INBOX}?tab=requests`);
        const row = await openConversation(page, marker);
        const link = row.getByRole("link", { name: t.download });
        const href = await link.getAttribute("href");
        expect(href).toMatch(/^\/dashboard\/notifications\/file\?/);

        // What the browser saves when the admin clicks.
        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toBe("brief.pdf");
        expect(Buffer.compare(await readFile(await download.path()), bytes)).toBe(0);

        // And the response itself: an attachment (never shown in our origin), the same bytes.
        const response = await page.request.get(href ?? "", { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(response.headers()["content-disposition"]).toMatch(/^attachment;.*brief\.pdf/);
        expect(response.headers()["content-type"]).toContain("application/pdf");
        expect(Buffer.compare(await response.body(), bytes)).toBe(0);
      },
    );

    test(
      "marking read and unread changes the unread count in the menu",
      repeatsInArabicOnly(lang),
      async ({ page }) => {
        test.setTimeout(60_000);
        const marker = unique(`unread ${lang}`);
        await providerPost(
          "contact_us",
          form({
            name: "Omar",
            email: "omar@example.com",
            contact_reason: "support",
            info: marker,
          }),
        );
        const row = page.getByTestId("conversation");
        const badge = row.getByTestId("read-badge");
        const expectCount = async (count: number) =>
          expect.poll(() => unreadShown(page), { timeout: 3_000 }).toBe(count);
        // Other tests add and mark messages at the same time; a change between two screens makes
        // the counts disagree, so the round is started over from a fresh page.
        await expect(async () => {
          await page.goto(INBOX);
          await openConversation(page, marker);
          if ((await badge.textContent()) === t.read) {
            await row.getByRole("button", { name: t.mark_unread }).click();
            await expect(badge).toHaveText(t.unread);
          }
          const before = await unreadShown(page);
          expect(before).toBeGreaterThan(0);
          await row.getByRole("button", { name: t.mark_read }).click();
          await expect(badge).toHaveText(t.read);
          await expectCount(before - 1);
          await row.getByRole("button", { name: t.mark_unread }).click();
          await expect(badge).toHaveText(t.unread);
          await expectCount(before);
        }).toPass({ timeout: 45_000 });
      },
    );
  });
}
