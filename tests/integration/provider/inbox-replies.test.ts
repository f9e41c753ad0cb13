// The inbox's senders, statuses and replies (docs/conventions.md, "The inbox"): who sent each
// contact message and service request, the status filter, and a reply that mails the sender in
// their language through the product's mailer (the outbox folder here) and marks it answered.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
});
afterAll(() => p.close());

type Rec = Record<string, unknown> & { id: number };
const REQUEST = { type: "graphics", info: "A logo for our new cafe, please." };

async function latestRequest(): Promise<Rec> {
  const list = await p.post("dashboard/service_requests", { token: admin });
  return (list.body.data as Rec[])[0];
}

describe("POST /api/ask_service: who sent it", () => {
  it.each([
    { lang: "en" as const, message: "Give an email or a phone number so that we can answer you." },
    { lang: "ar" as const, message: "أدخل بريدًا إلكترونيًا أو رقم هاتف لنتمكن من الرد عليك." },
  ])("refuses an anonymous request without email and phone ($lang)", async ({ lang, message }) => {
    const before = (await p.post("dashboard/service_requests", { token: admin })).body.meta?.total;
    const res = await p.post("ask_service", { lang, form: { ...REQUEST, name: "Sara" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [message], phone: [message] });
    const after = (await p.post("dashboard/service_requests", { token: admin })).body.meta?.total;
    expect(after).toBe(before);
  });

  it("stores an anonymous visitor's name, email and phone (Arabic-Indic digits read)", async () => {
    const res = await p.post("ask_service", {
      lang: "ar",
      form: { ...REQUEST, name: "سارة", email: "Sara@Example.test", phone: "+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧" },
    });
    expect(res.status).toBe(200);
    expect(await latestRequest()).toMatchObject({
      name: "سارة",
      email: "sara@example.test",
      phone: "+966 50 123 4567",
      user: null,
      status: "new",
      replies: [],
      lang: "ar",
    });
  });

  it("accepts a phone alone, and answers a bad phone on its field", async () => {
    expect(
      (await p.post("ask_service", { form: { ...REQUEST, phone: "0501234567" } })).status,
    ).toBe(200);
    const bad = await p.post("ask_service", { form: { ...REQUEST, phone: "call me" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ phone: ["The phone must be a valid phone number."] });
  });

  it("stores a signed-in visitor's account and fills the gaps from it", async () => {
    const user = await p.makeUser();
    const res = await p.post("ask_service", { token: user.token, form: REQUEST });
    expect(res.status).toBe(200);
    const row = await latestRequest();
    const username = user.email.split("@")[0];
    expect(row).toMatchObject({
      name: username,
      email: user.email,
      phone: null,
      user: { id: expect.any(Number), username, email: user.email },
    });
    const edited = await p.post("ask_service", {
      token: user.token,
      form: { ...REQUEST, name: "Office", email: "office@example.test" },
    });
    expect(edited.status).toBe(200);
    expect(await latestRequest()).toMatchObject({
      name: "Office",
      email: "office@example.test",
      user: { username },
    });
  });

  it("stores the account of a signed-in contact message", async () => {
    const user = await p.makeUser();
    await p.post("contact_us", {
      token: user.token,
      form: {
        name: "Ali",
        email: "ali@example.test",
        contact_reason: "quote",
        info: "Hello there.",
      },
    });
    const list = await p.post("dashboard/contact_messages", { token: admin });
    expect((list.body.data as Rec[])[0]).toMatchObject({
      name: "Ali",
      user: { email: user.email },
      status: "new",
      replies: [],
    });
  });
});

describe("the inbox: search by sender and text", () => {
  it("finds messages and requests by name, email, phone or text, Arabic folded", async () => {
    await p.post("contact_us", {
      form: {
        name: "سارة الأحمدي",
        email: "sara.search@example.test",
        phone: "+966 55 765 4321",
        contact_reason: "quote",
        info: "نريد بناء موقع إلكتروني للمدرسة",
      },
    });
    await p.post("ask_service", {
      form: { ...REQUEST, info: "تصميم شعار لمقهى إلى", email: "cafe.search@example.test" },
    });
    const ids = async (table: string, q: string) => {
      const res = await p.post(`dashboard/${table}`, { token: admin, form: { q } });
      expect(res.status).toBe(200);
      return (res.body.data as Rec[]).map((r) => r.name ?? r.email);
    };
    // Hamza, taa marbuta and alef maqsura folded; case ignored; the key never in an answer.
    for (const q of ["ساره الاحمدي", "SARA.SEARCH", "765 4321", "مدرسه", "الكترونى"]) {
      expect(await ids("contact_messages", q), q).toEqual(["سارة الأحمدي"]);
    }
    expect(await ids("service_requests", "مقهي الي")).toEqual(["cafe.search@example.test"]);
    expect(await ids("contact_messages", "nothing like this")).toEqual([]);
    const row = (await p.post("dashboard/contact_messages", { token: admin })).body.data as Rec[];
    expect(row[0]).not.toHaveProperty("search_text");
  });
});

describe("the inbox: status, filters, replies, delete", () => {
  it("changes the status, filters by it, and counts only new ones as unread", async () => {
    await p.post("ask_service", { form: { ...REQUEST, email: "one@example.test" } });
    const row = await latestRequest();
    const changed = await p.post("dashboard/service_requests/status", {
      token: admin,
      lang: "ar",
      form: { id: row.id, status: "archived" },
    });
    expect(changed.body).toMatchObject({
      status: 200,
      message: "تم تغيير الحالة.",
      data: { id: row.id, status: "archived", read: true },
    });
    const archived = await p.post("dashboard/service_requests?status=archived", { token: admin });
    expect((archived.body.data as Rec[]).map((r) => r.id)).toEqual([row.id]);
    const fresh = await p.post("dashboard/service_requests", {
      token: admin,
      form: { status: "new" },
    });
    const freshRows = fresh.body.data as Rec[];
    expect(freshRows.length).toBeGreaterThan(0);
    expect(freshRows.every((r) => r.status === "new" && r.read === false)).toBe(true);
    const stats = (await p.post("dashboard/statistics", { token: admin })).body.data as {
      unread: Record<string, number>;
    };
    expect(stats.unread.service_requests).toBe(fresh.body.meta?.total);
    // Marking unread makes it new again; a bad status is a field error.
    await p.post("dashboard/service_requests/read", {
      token: admin,
      form: { id: row.id, read: "false" },
    });
    expect(await latestRequest()).toMatchObject({ id: row.id, status: "new" });
    const bad = await p.post("dashboard/service_requests/status", {
      token: admin,
      form: { id: row.id, status: "done" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(["status"]);
    expect((await p.post("dashboard/service_requests?status=done", { token: admin })).status).toBe(
      422,
    );
  });

  it.each([
    { lang: "ar" as const, subject: /^ردّنا على طلب الخدمة رقم \d+$/, other: "Our reply" },
    { lang: "en" as const, subject: /^Our reply to your service request #\d+$/, other: "ردّنا" },
  ])("mails a reply in the sender's language ($lang) and marks it answered", async (c) => {
    const email = `reply-${c.lang}@example.test`;
    await p.post("ask_service", { lang: c.lang, form: { ...REQUEST, name: "Mona", email } });
    const row = await latestRequest();
    const before = (await p.mails()).length;
    const body = "Thank you, Mona.\nWe can start next week.";
    const res = await p.post("dashboard/service_requests/reply", {
      token: admin,
      lang: "en",
      form: { id: row.id, message: body },
    });
    expect(res.body).toMatchObject({ status: 200, message: "Your reply has been sent." });
    const mails = (await p.mails()).slice(before);
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(mails[0]);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(email);
    expect(mail.subject).toMatch(c.subject);
    expect(String(mail.html)).toContain(
      `<html dir="${c.lang === "ar" ? "rtl" : "ltr"}" lang="${c.lang}">`,
    );
    expect(mail.text).toContain("We can start next week.");
    expect(mail.text).toContain(c.other);
    const after = await latestRequest();
    expect(after).toMatchObject({ status: "answered", read: true });
    expect(after.replies).toEqual([
      {
        id: expect.any(Number),
        body,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        admin: {
          id: expect.any(Number),
          username: expect.any(String),
          email: "admin@example.test",
        },
      },
    ]);
  });

  it("replies to a contact message; refuses a reply to a sender without email", async () => {
    await p.post("contact_us", {
      form: { name: "Omar", email: "omar@example.test", contact_reason: "quote", info: "Prices?" },
    });
    const msg = (
      (await p.post("dashboard/contact_messages", { token: admin })).body.data as Rec[]
    )[0];
    const sent = await p.post("dashboard/contact_messages/reply", {
      token: admin,
      form: { id: msg.id, message: "Our prices are on the way." },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: "answered",
      replies: [{ body: "Our prices are on the way." }],
    });
    await p.post("ask_service", { form: { ...REQUEST, phone: "0501234567" } });
    const phoneOnly = await latestRequest();
    const before = (await p.mails()).length;
    const refused = await p.post("dashboard/service_requests/reply", {
      token: admin,
      form: { id: phoneOnly.id, message: "Hello" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      message: ["This sender gave no email address: answer by phone."],
    });
    expect((await p.mails()).length).toBe(before);
    const empty = await p.post("dashboard/service_requests/reply", {
      token: admin,
      form: { id: phoneOnly.id, message: " " },
    });
    expect(empty.status).toBe(422);
    expect((await latestRequest()).status).toBe("new");
  });

  it("deletes a message with its replies, audit-logged", async () => {
    await p.post("ask_service", { form: { ...REQUEST, email: "gone@example.test" } });
    const row = await latestRequest();
    await p.post("dashboard/service_requests/reply", {
      token: admin,
      form: { id: row.id, message: "Noted." },
    });
    const res = await p.post("dashboard/service_requests/delete", {
      token: admin,
      form: { id: row.id },
    });
    expect(res.body).toMatchObject({ status: 200 });
    const left = await p.db
      .selectFrom("inbox_replies")
      .select("id")
      .where("message_table", "=", "service_requests")
      .where("message_id", "=", row.id)
      .execute();
    expect(left).toEqual([]);
    const audit = await p.get(`audit?entity=service_requests`, { token: admin });
    const actions = (audit.body.data as Rec[])
      .filter((e) => e.entity_id === row.id)
      .map((e) => [e.action, e.summary]);
    expect(actions).toEqual([
      ["delete", expect.any(String)],
      ["update", "status: new → answered; reply"],
    ]);
  });

  it("is for admins only", async () => {
    const user = await p.makeUser();
    for (const path of ["status", "reply", "delete"]) {
      for (const token of [undefined, user.token]) {
        const res = await p.post(`dashboard/contact_messages/${path}`, {
          token,
          form: { id: 1, status: "archived", message: "x" },
        });
        expect(res.status).toBe(token ? 403 : 401);
      }
    }
  });
});
