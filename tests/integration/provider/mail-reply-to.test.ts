// Who an answer to a mail reaches (Reply-To) and the words the staff's mails show for the form's
// stored keys, as a real SMTP server receives them from the provider (docs/decisions/0024).
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { multipart } from "./files.js";
import { smtpProvider, STAFF } from "./smtp-provider.js";

const env = smtpProvider();
const { only } = env;

/** The Reply-To header's one address, or undefined when the mail has none. */
function replyTo(mail: ParsedMail): string | undefined {
  return mail.replyTo?.value.map((a) => a.address).join(",") || undefined;
}

/** The company's address, as the site settings give it. */
async function companyEmail(): Promise<string> {
  const res = await env.p.get("settings");
  return (res.body.data as { email: string }).email;
}

describe.each([
  {
    lang: "en" as const,
    subject: /^Contact message #\d+: A new project$/,
    service: /^Service request #\d+: Mobile app$/,
  },
  {
    lang: "ar" as const,
    subject: /^رسالة تواصل رقم \d+: مشروع جديد$/,
    service: /^طلب خدمة رقم \d+: تطبيق جوال$/,
  },
])("who an answer reaches, and labels not keys ($lang)", ({ lang, subject, service }) => {
  const visitor = `answer-${lang}@example.test`;

  it("gives the staff's contact mail the visitor as Reply-To and the reason in words", async () => {
    const before = env.smtp.received.length;
    const res = await env.p.post("contact_us", {
      lang,
      form: { name: "Huda", email: visitor, contact_reason: "new_project", info: "A new shop." },
    });
    expect(res.status).toBe(200);
    const staff = await only(STAFF, before);
    expect(replyTo(staff)).toBe(visitor);
    expect(staff.subject).toMatch(subject);
    for (const part of [String(staff.html), staff.text ?? ""]) {
      expect(part).not.toContain("new_project");
      expect(part).toContain("A new project");
      expect(part).toContain("مشروع جديد");
    }
    expect(staff.text).toContain("Reason: A new project");
    expect(staff.text).toContain("سبب التواصل: مشروع جديد");
    // The visitor's receipt answers to the company, not to the no-reply sender.
    const own = await only(visitor, before);
    expect(replyTo(own)).toBe(await companyEmail());
  });

  it("gives the staff's request mail the sender as Reply-To, none without an address", async () => {
    const before = env.smtp.received.length;
    await env.p.post("ask_service", {
      lang,
      multipart: multipart({ type: "build_mobile_app", info: "An app.", email: visitor }),
    });
    const staff = await only(STAFF, before);
    expect(replyTo(staff)).toBe(visitor);
    expect(staff.subject).toMatch(service);
    expect(String(staff.html)).not.toContain("build_mobile_app");
    expect(staff.text).not.toContain("build_mobile_app");
    const phoneOnly = env.smtp.received.length;
    await env.p.post("ask_service", {
      lang,
      multipart: multipart({ type: "graphics", info: "A logo.", phone: "0501234567" }),
    });
    expect(replyTo(await only(STAFF, phoneOnly))).toBeUndefined();
  });

  it("gives a reply from the dashboard the company's address as Reply-To", async () => {
    await env.p.post("contact_us", {
      lang,
      form: { name: "Huda", email: visitor, contact_reason: "quote", info: "Prices?" },
    });
    const admin = await env.p.login();
    const list = await env.p.post("dashboard/contact_messages", { token: admin });
    const id = (list.body.data as { id: number }[])[0].id;
    await env.p.mailIdle(); // the receipt
    const before = env.smtp.received.length;
    const sent = await env.p.post("dashboard/contact_messages/reply", {
      token: admin,
      form: { id, message: "Our prices follow." },
    });
    expect(sent.status).toBe(200);
    const reply = await only(visitor, before);
    expect(reply.text).toContain(lang === "ar" ? "ردّ على هذه الرسالة" : "reply to this email");
    expect(replyTo(reply)).toBe(await companyEmail());
    expect(replyTo(reply)).not.toBe("no-reply@example.test");
  });
});

describe("a company with no address in its settings", () => {
  it("has replies answer to the staff's address (STAFF_EMAIL)", async () => {
    // Saved settings always hold an address; a database from before the field may not.
    await env.p.db
      .insertInto("site_settings")
      .values({ key: "email", value: "" })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: "" }))
      .execute();
    const visitor = "no-company-address@example.test";
    const before = env.smtp.received.length;
    await env.p.post("contact_us", {
      form: { name: "Huda", email: visitor, contact_reason: "other", info: "Hello there." },
    });
    const own = await only(visitor, before);
    expect(replyTo(own)).toBe(STAFF);
    expect((await only(STAFF, before)).text).toContain("Reason: Something else");
  });
});
