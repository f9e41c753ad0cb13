// The mail templates on their own: both languages in the reader's order, escaping, one-line
// subjects, and what a render costs (it runs inside the request that causes the mail).
import { describe, expect, it } from "vitest";
import { languages, oneLine } from "../../../server/mail/compose.js";
import { contactReceiptMail } from "../../../server/mail/templates/receipt.js";
import { resetCodeMail } from "../../../server/mail/templates/reset-code.js";
import { contactStaffMail } from "../../../server/mail/templates/staff.js";

const brand = {
  name: { en: "Acme Studio", ar: "استوديو أكمي" },
  email: "hello@acme.example",
  phone: "+20 100 123 4567",
};

const RESET = { code: "abcd-efgh-jkmn", link: null };

const message = {
  id: 41,
  name: "<b>Nour</b>",
  email: "nour@example.test",
  phone: null,
  reason: "Support\nX-Injected: yes",
  info: 'Line one\n<a href="https://evil.example">click</a>',
  createdAt: "2030-05-06T07:08:09.000Z",
  lang: "en" as const,
};

describe("mail templates", () => {
  it("put the reader's language first, with the document's lang and dir", async () => {
    expect(languages("ar")).toEqual(["ar", "en"]);
    expect(languages("en")).toEqual(["en", "ar"]);
    const ar = await resetCodeMail("a@example.test", "ar", RESET, brand);
    expect(ar.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(ar.subject).toBe("رمز إعادة تعيين كلمة المرور");
    // Arabic text before the English in the plain-text part too.
    expect(ar.text.indexOf("رمز إعادة")).toBeLessThan(ar.text.indexOf("Your password reset code"));
    const en = await resetCodeMail("a@example.test", "en", RESET, brand);
    expect(en.html).toMatch(/<html dir="ltr" lang="en">/);
    expect(en.text.indexOf("Your password reset code")).toBeLessThan(en.text.indexOf("رمز إعادة"));
  });

  it("show what a visitor typed as text and keep the subject on one line", async () => {
    const mail = await contactStaffMail("staff@example.test", message, brand);
    expect(mail.subject).toBe("Contact message #41: Support X-Injected: yes");
    expect(mail.html).not.toMatch(/<b>Nour|<a href="https:\/\/evil/);
    expect(mail.html).toContain("&lt;b&gt;Nour&lt;/b&gt;");
    expect(mail.text).toContain('Line one\n<a href="https://evil.example">click</a>');
    expect(mail.text).toContain("Sent: 6 May 2030, 07:08 UTC");
    expect(mail.text).toContain("Phone: none");
    expect(mail.text).toContain("الهاتف: لا يوجد");
  });

  it("name the company and its contact details as the site settings hold them", async () => {
    const mail = await contactReceiptMail({ to: "n@example.test", lang: "ar", id: 7 }, brand);
    expect(mail.text).toContain("استوديو أكمي");
    expect(mail.text).toContain("Acme Studio");
    expect(mail.text).toContain("Thank you for contacting Acme Studio.");
    expect(mail.text).toContain("Contact us: hello@acme.example · +20 100 123 4567");
    expect(mail.text).toContain("للتواصل: hello@acme.example · +20 100 123 4567");
    expect(mail.html).not.toContain("Bayan");
  });

  it("folds control and line-separator characters out of subjects", () => {
    expect(oneLine("a\r\nb\tc\u2028d\u0000e")).toBe("a b c d e");
    expect(oneLine("x".repeat(300))).toHaveLength(160);
  });

  it("greet without echoing the message in a receipt", async () => {
    const mail = await contactReceiptMail({ to: "n@example.test", lang: "en", id: 41 }, brand);
    expect(mail.text).toContain("Hello,");
    expect(mail.text).toContain("Your reference number is #41.");
    expect(mail.text).toContain("الرقم المرجعي لطلبك هو #41.");
  });

  it("render in a few milliseconds once warm", async () => {
    await contactStaffMail("staff@example.test", message, brand);
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await contactStaffMail("staff@example.test", message, brand);
    const each = (performance.now() - started) / runs;
    console.log(`contact staff mail: ${each.toFixed(2)} ms per render (HTML + plain text)`);
    // Generous for a loaded CI machine; a typical render takes ~5 ms.
    expect(each).toBeLessThan(100);
  });
});
