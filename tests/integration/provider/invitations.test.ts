// Staff invitations (docs/conventions.md, "Staff invitations"): an admin invites by email and
// role; the mailed code (7 days, once, a keyed hash at rest) lets the colleague choose a password
// and signs them in; a pending invitation can be withdrawn. Runs on both engines.
import { simpleParser } from "mailparser";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, startProvider, type Provider } from "./harness.js";

const CODE = /\b((?:[a-z2-9]{4}-){5}[a-z2-9]{4})\b/;
const PASSWORD = { password: "lamp-orbit-quilt-9", password_confirmation: "lamp-orbit-quilt-9" };
const PUBLIC_URL = "https://site.example.test";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ publicUrl: PUBLIC_URL });
  admin = await p.login();
});
afterAll(() => p.close());

async function invitationMail(email: string) {
  const raw = (await p.mails()).filter((m) => m.includes(`To: ${email}`)).pop() ?? "";
  const mail = await simpleParser(raw);
  const code = CODE.exec(mail.text ?? "")?.[1];
  if (!code) throw new Error(`no invitation mailed to ${email}`);
  return { code, mail };
}

const invite = (email: string, role = "editor", lang?: "ar" | "en") =>
  p.post("dashboard/invitations/save", { token: admin, lang, form: { email, role } });

describe("staff invitations", () => {
  it("invites, mails the link in both languages, lists it, and signs the colleague in", async () => {
    const made = await invite("rana@example.test", "editor", "ar");
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      email: "rana@example.test",
      role: "editor",
      invited_by: { username: "admin", email: ADMIN_EMAIL },
    });
    const { code, mail } = await invitationMail("rana@example.test");
    expect(mail.subject).toBe("دعوة إلى لوحة التحكم");
    const text = mail.text ?? "";
    expect(text.indexOf("قبول الدعوة")).toBeLessThan(text.indexOf("Accept the invitation"));
    expect(String(mail.html)).toContain(`${PUBLIC_URL}/auth/invitation?token=${code}`);
    expect(mail.replyTo?.text).toBe(ADMIN_EMAIL);
    const stored = await p.db.selectFrom("staff_invitations").select("code_hash").execute();
    expect(stored.every((r) => !r.code_hash.includes(code.replace(/-/g, "")))).toBe(true);

    const listed = await p.post("dashboard/invitations", { token: admin });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ email: "rana@example.test", role: "editor" }),
    ]);
    const shown = await p.get(`invitation?token=${code}`);
    expect(shown.body.data).toMatchObject({
      email: "rana@example.test",
      role: "editor",
      inviter: "admin",
    });

    const weak = await p.post("invitation/accept", {
      form: {
        token: code,
        username: "rana",
        password: "password1",
        password_confirmation: "password1",
      },
    });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors as object)).toEqual(["password"]);

    const ok = await p.post("invitation/accept", {
      form: { token: code, username: "rana", ...PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email: "rana@example.test", role: { name: "editor" } });
    const me = await p.get("user", { token: String(ok.body.token) });
    expect(me.body.user).toMatchObject({ username: "rana" });
    expect((await p.post("dashboard/invitations", { token: admin })).body.data).toEqual([]);

    const again = await p.post("invitation/accept", {
      lang: "ar",
      form: { token: code, username: "rana2", ...PASSWORD },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      token: ["استُخدمت هذه الدعوة من قبل. سجّل الدخول ببريدك الإلكتروني وكلمة المرور."],
    });
    const audit = await p.db.selectFrom("audit_log").select(["entity", "action"]).execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { entity: "invitations", action: "create" },
        { entity: "users", action: "create" },
      ]),
    );
  });

  it("refuses an email with an account or a pending invitation, by the field", async () => {
    const account = await invite(ADMIN_EMAIL);
    expect(account.status).toBe(422);
    expect(account.body.errors).toEqual({ email: ["This email already has an account."] });
    expect((await invite("twice@example.test")).status).toBe(200);
    const twice = await invite("twice@example.test", "admin", "ar");
    expect(twice.body.errors).toEqual({ email: ["لهذا البريد الإلكتروني دعوة قائمة بالفعل."] });
    const role = await invite("role@example.test", "user");
    expect(Object.keys(role.body.errors as object)).toEqual(["role"]);
  });

  it("keeps one pending invitation per email when two admins invite at once", async () => {
    const both = await Promise.all([
      invite("race@example.test", "editor"),
      invite("race@example.test", "admin", "ar"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const open = () =>
      p.db
        .selectFrom("staff_invitations")
        .select("id")
        .where(sql<string>`lower(email)`, "=", "race@example.test")
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .execute();
    expect(await open()).toHaveLength(1);
    // A row the route's check does not find (another case) still meets the index.
    await p.db
      .updateTable("staff_invitations")
      .set({ email: "RACE@example.test" })
      .where("email", "=", "race@example.test")
      .execute();
    const clash = await invite("race@example.test", "editor", "ar");
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ email: ["لهذا البريد الإلكتروني دعوة قائمة بالفعل."] });
    expect(await open()).toHaveLength(1);
  });

  it("withdraws a pending invitation, whose code then says so", async () => {
    const made = await invite("gone@example.test", "admin");
    const { code } = await invitationMail("gone@example.test");
    const id = (made.body.data as { id: number }).id;
    const out = await p.post("dashboard/invitations/withdraw", { token: admin, form: { id } });
    expect(out.status).toBe(200);
    expect(
      (await p.post("dashboard/invitations/withdraw", { token: admin, form: { id } })).status,
    ).toBe(404);
    const shown = await p.get(`invitation?token=${code}`);
    expect(shown.status).toBe(410);
    expect(shown.body.errors).toBe(
      "This invitation was withdrawn. Ask the person who invited you for a new one.",
    );
    const accept = await p.post("invitation/accept", {
      form: { token: code, username: "gone", ...PASSWORD },
    });
    expect(accept.status).toBe(422);
    const audit = await p.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "invitations")
      .where("entity_id", "=", id)
      .execute();
    expect(audit.map((r) => r.action)).toEqual(["create", "delete"]);
  });

  it("refuses an expired or unknown code with its own message", async () => {
    await invite("late@example.test");
    const { code } = await invitationMail("late@example.test");
    await p.db
      .updateTable("staff_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@example.test")
      .execute();
    const late = await p.post("invitation/accept", {
      form: { token: code, username: "late", ...PASSWORD },
    });
    expect(late.body.errors).toEqual({
      token: ["This invitation has expired. Ask the person who invited you for a new one."],
    });
    expect((await p.get("invitation?token=abcd-efgh")).status).toBe(404);
    // An expired one is no longer pending: the same email may be invited again.
    expect((await invite("late@example.test")).status).toBe(200);
    const old = await p.get(`invitation?token=${code}`);
    expect(old.body.errors).toBe(
      "This invitation has expired. Ask the person who invited you for a new one.",
    );
  });

  it("is for admins only", async () => {
    const editor = await p.makeUser();
    await p.db
      .updateTable("users")
      .set({ role: "editor" })
      .where("email", "=", editor.email)
      .execute();
    const res = await p.post("dashboard/invitations/save", {
      token: editor.token,
      form: { email: "x@example.test", role: "admin" },
    });
    expect(res.status).toBe(403);
    expect((await p.post("dashboard/invitations", { token: editor.token })).status).toBe(403);
  });
});
