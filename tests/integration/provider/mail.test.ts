// The mails a visitor's request causes, as a real SMTP server receives them from the provider
// (SMTP_URL): bilingual HTML with a plain-text twin, the reader's language first, what the
// visitor typed shown as text, receipts to the visitor (docs/decisions/0013).
import type { ParsedMail } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import { multipart, pdf } from "./files.js";
import { smtpProvider, STAFF } from "./smtp-provider.js";

const env = smtpProvider();
const { only } = env;

/** Both parts, the document's language, and the two sections in the expected order. */
function expectBilingual(mail: ParsedMail, first: "ar" | "en") {
  const type = mail.headers.get("content-type") as { value: string };
  expect(type.value).toBe("multipart/alternative");
  expect(mail.text?.trim()).toBeTruthy();
  const html = String(mail.html);
  expect(html).toContain(
    first === "ar" ? '<html dir="rtl" lang="ar">' : '<html dir="ltr" lang="en">',
  );
  const ar = html.indexOf('dir="rtl" lang="ar" style');
  const en = html.indexOf('dir="ltr" lang="en" style');
  expect(ar).toBeGreaterThan(0);
  expect(en).toBeGreaterThan(0);
  // The header is the first section and speaks the first language; the content follows in order.
  const arSections = html.split('dir="rtl" lang="ar" style').length - 1;
  const enSections = html.split('dir="ltr" lang="en" style').length - 1;
  expect(first === "ar" ? arSections - enSections : enSections - arSections).toBe(1);
  expect(/text-align:right/.test(html.slice(ar, ar + 400))).toBe(true);
}

const hostileName = '<script>alert("x")</script> Layla';
const hostileInfo = "First line\n<img src=x onerror=alert(1)> second line & more";

describe.each([
  { lang: "ar" as const, staffSubject: /^رسالة تواصل رقم \d+: /, receipt: "وصلتنا رسالتك" },
  { lang: "en" as const, staffSubject: /^Contact message #\d+: /, receipt: "We got your message" },
])("a contact message in $lang", ({ lang, staffSubject, receipt }) => {
  const visitor = `visitor-${lang}@example.test`;
  let staff: ParsedMail;
  let own: ParsedMail;
  let before: number;

  beforeAll(async () => {
    before = env.smtp.received.length;
    const res = await env.p.post("contact_us", {
      lang,
      form: {
        name: hostileName,
        email: visitor,
        phone: "+20 100 123 4567",
        contact_reason: "Prices\r\nBcc: victim@example.test",
        info: hostileInfo,
      },
    });
    expect(res.status).toBe(200);
    staff = await only(STAFF, before);
    own = await only(visitor, before);
  });

  it("mails the staff what the visitor typed, as text, in both languages", () => {
    expectBilingual(staff, lang);
    expect(staff.subject).toMatch(staffSubject);
    expect(staff.subject).toContain("Prices Bcc: victim@example.test");
    const html = String(staff.html);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Layla");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; second line &amp; more");
    expect(staff.text).toContain(hostileName);
    expect(staff.text).toContain("First line\n<img src=x onerror=alert(1)> second line & more");
    expect(staff.text).toContain(visitor);
    expect(staff.text).toContain("New contact message");
    expect(staff.text).toContain("رسالة تواصل جديدة");
  });

  it("sends the visitor a receipt in the visitor's language first, echoing nothing typed", () => {
    expectBilingual(own, lang);
    expect(own.subject).toBe(receipt);
    expect(own.to && !Array.isArray(own.to) ? own.to.text : "").toBe(visitor);
    expect(own.text).toContain("We got your message");
    expect(own.text).toContain("وصلتنا رسالتك");
    expect(own.text).not.toContain("second line");
    expect(own.text).not.toContain("Prices");
  });

  it("lets no newline in a field reach the headers", () => {
    for (const { to, mail } of env.smtp.received.slice(before)) {
      expect(to).not.toContain("victim@example.test");
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });
});

describe("a service request", () => {
  it("mails the staff the request with its attachment; no receipt without an address", async () => {
    const before = env.smtp.received.length;
    const res = await env.p.post("ask_service", {
      lang: "en",
      multipart: multipart({ type: "build_website", info: hostileInfo, phone: "0501234567" }, [
        { field: "info_file", name: "brief <v2>.pdf", data: pdf() },
      ]),
    });
    expect(res.status).toBe(200);
    const staff = await only(STAFF, before);
    expect(env.smtp.received.slice(before)).toHaveLength(1);
    expectBilingual(staff, "en");
    expect(staff.subject).toMatch(/^Service request #\d+: Website$/);
    expect(staff.text).toContain("Service: Website");
    expect(staff.text).toContain("الخدمة: موقع إلكتروني");
    // The stored name (the upload rules replace what a file system or a header would trip on).
    expect(staff.text).toContain("Attachment: brief _v2_.pdf (1 KB, application/pdf)");
    expect(staff.text).toContain("المرفق: brief _v2_.pdf (1 كيلوبايت، application/pdf)");
    expect(staff.text).toContain("<img src=x onerror=alert(1)> second line & more");
  });

  it("sends a signed-in visitor a receipt at the account's address (ar)", async () => {
    const user = await env.p.makeUser();
    const before = env.smtp.received.length;
    const res = await env.p.post("ask_service", {
      lang: "ar",
      token: user.token,
      multipart: multipart({ type: "graphics", info: "شعار جديد للشركة من فضلكم" }),
    });
    expect(res.status).toBe(200);
    const staff = await only(STAFF, before);
    expectBilingual(staff, "ar");
    expect(staff.subject).toMatch(/^طلب خدمة رقم \d+: تصميم جرافيك$/);
    expect(staff.text).toContain(user.email);
    const own = await only(user.email, before);
    expectBilingual(own, "ar");
    expect(own.subject).toBe("وصلنا طلب الخدمة");
    expect(own.text).toContain("(تصميم جرافيك)");
    expect(own.text).toContain("We got your service request");
  });

  it("treats a stale token as anonymous: saved, staff mailed, no receipt", async () => {
    const before = env.smtp.received.length;
    const res = await env.p.post("ask_service", {
      token: "not-a-token",
      multipart: multipart({
        type: "marketing",
        info: "A campaign for our launch.",
        phone: "0501234567",
      }),
    });
    expect(res.status).toBe(200);
    await env.p.mailIdle();
    expect(env.smtp.received.slice(before).map((m) => m.to)).toEqual([[STAFF]]);
  });
});

describe.each([
  { lang: "ar" as const, subject: "رمز إعادة تعيين كلمة المرور" },
  { lang: "en" as const, subject: "Your password reset code" },
])("a password reset in $lang", ({ lang, subject }) => {
  it("mails a code that resets the password", async () => {
    const user = await env.p.makeUser();
    const before = env.smtp.received.length;
    await env.p.post("password/forgot", { lang, form: { email: user.email } });
    const mail = await only(user.email, before);
    expectBilingual(mail, lang);
    expect(mail.subject).toBe(subject);
    const code = /\b([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})\b/.exec(mail.text ?? "")?.[1];
    expect(code).toBeDefined();
    // The code stands in both sections and in the HTML.
    expect(mail.text?.split(code!).length).toBe(3);
    expect(String(mail.html)).toContain(code);
    const reset = await env.p.post("password/reset", {
      form: {
        email: user.email,
        code: code!,
        password: "brand-new-pass-1",
        password_confirmation: "brand-new-pass-1",
      },
    });
    expect(reset.status).toBe(200);
  });
});
