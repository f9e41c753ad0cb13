// The editor role (core/auth/permissions.ts): content and working in the inbox, nothing of
// users, settings, jobs, skills or the audit log, on every call; and the password rule on the
// calls that set one.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
let editor: string;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
  const made = await p.post("users/save", {
    token: admin,
    form: {
      username: "editor_one",
      email: "editor@example.test",
      password: "quiet-lantern-meadow-4",
      password_confirmation: "quiet-lantern-meadow-4",
      type: "client",
      role: "editor",
    },
  });
  expect(made.status).toBe(200);
  expect(made.body.data).toMatchObject({ role: { name: "editor" } });
  editor = await p.login("editor@example.test", "quiet-lantern-meadow-4");
});
afterAll(() => p.close());

describe("an editor", () => {
  it("saves content: a category, then a service in it", async () => {
    const category = await p.post("dashboard/categories/save", {
      token: editor,
      form: { ar_name: "تصميم", en_name: "Design" },
    });
    expect(category.status).toBe(200);
    const categoryId = (category.body.data as { id: number }).id;
    const service = await p.post("dashboard/services/save", {
      token: editor,
      form: {
        ar_name: "شعارات",
        en_name: "Logos",
        ar_info: "<p>نص</p>",
        en_info: "<p>Text</p>",
        category_id: categoryId,
      },
    });
    expect(service.status).toBe(200);
    // The audit log names the editor as the actor.
    const log = await p.get("audit?entity=services", { token: admin });
    expect((log.body.data as { admin: { email: string } }[])[0].admin.email).toBe(
      "editor@example.test",
    );
  });

  it("reads the inbox and sees the dashboard's figures", async () => {
    expect((await p.post("dashboard/contact_messages", { token: editor })).status).toBe(200);
    expect((await p.post("dashboard/service_requests", { token: editor })).status).toBe(200);
    expect((await p.post("dashboard/statistics", { token: editor })).status).toBe(200);
    expect((await p.post("titledesc?admin=1", { token: editor })).status).toBe(200);
  });

  it("gets 403 from users, settings, jobs, skills, the audit log and deleting messages", async () => {
    const refused = [
      p.post("users/save", {
        token: editor,
        lang: "ar",
        form: { username: "x", email: "x@example.test", type: "client", role: "admin" },
      }),
      p.post("dashboard/users", { token: editor }),
      p.post("dashboard/users/delete", { token: editor, form: { id: 1 } }),
      p.post("dashboard/settings/save", { token: editor }),
      p.post("jobs/dash", { token: editor }),
      p.post("jobs", { token: editor }),
      p.post("dashboard/skills", { token: editor }),
      p.post("dashboard/skills/save", { token: editor, form: { ar_name: "أ", en_name: "a" } }),
      p.get("audit", { token: editor }),
      p.post("dashboard/contact_messages/delete", { token: editor, form: { id: 1 } }),
      p.post("dashboard/service_requests/delete", { token: editor, form: { id: 1 } }),
    ];
    const answers = await Promise.all(refused);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(answers[0].body.errors).toBe("ليست لديك صلاحية للقيام بذلك.");
  });

  it("a plain user gets 403 from content too", async () => {
    const { token } = await p.makeUser();
    const res = await p.post("dashboard/categories/save", {
      token,
      form: { ar_name: "أ", en_name: "A" },
    });
    expect(res.status).toBe(403);
  });

  it("the last admin cannot become an editor", async () => {
    const me = (await p.get("user", { token: admin })).body.user as { id: number; email: string };
    const res = await p.post("users/save", {
      token: admin,
      form: { id: me.id, username: "admin", email: me.email, type: "client", role: "editor" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toBe("The last administrator cannot lose the admin role.");
  });
});

describe("the password rule", () => {
  const account = {
    username: "samir",
    email: "samir@example.test",
    country: "Jordan",
    city: "Amman",
    phone: "+962 79 123 4567",
    type: "client",
  };

  it('refuses "password123" on register with a reason, in both languages', async () => {
    const form = { ...account, password: "password123", password_confirmation: "password123" };
    const en = await p.post("register", { form });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      password: [
        "This password is one of the most common, so it is among the first guesses. Choose another.",
      ],
    });
    const ar = await p.post("register", { form, lang: "ar" });
    expect((ar.body.errors as Record<string, string[]>).password).toEqual([
      "كلمة المرور هذه من أكثر كلمات المرور شيوعًا، فهي من أول ما يُجرَّب. اختر غيرها.",
    ]);
  });

  it("refuses a keyboard row and the account's own name, accepts a strong one", async () => {
    const row = await p.post("register", {
      form: { ...account, password: "qwertyuiop", password_confirmation: "qwertyuiop" },
    });
    expect(row.status).toBe(422);
    expect((row.body.errors as Record<string, string[]>).password).toHaveLength(1);
    const own = await p.post("register", {
      form: { ...account, password: "samir2024", password_confirmation: "samir2024" },
    });
    expect(own.status).toBe(422);
    const strong = await p.post("register", {
      form: {
        ...account,
        password: "copper-violin-76-dusk",
        password_confirmation: "copper-violin-76-dusk",
      },
    });
    expect(strong.status).toBe(200);
  });

  it("applies to the admin's users/save", async () => {
    const res = await p.post("users/save", {
      token: admin,
      form: {
        username: "weak_one",
        email: "weak@example.test",
        password: "letmein1",
        password_confirmation: "letmein1",
        type: "client",
        role: "user",
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors as object)).toEqual(["password"]);
  });
});

describe("a role change", () => {
  it("mails the account holder, in both languages", async () => {
    const made = await p.post("users/save", {
      token: admin,
      form: {
        username: "promoted_one",
        email: "promoted@example.test",
        password: "amber-falcon-river-8",
        password_confirmation: "amber-falcon-river-8",
        type: "client",
        role: "user",
      },
    });
    const id = (made.body.data as { id: number }).id;
    const before = (await p.mails()).length;
    const changed = await p.post("users/save", {
      token: admin,
      form: {
        id,
        username: "promoted_one",
        email: "promoted@example.test",
        type: "client",
        role: "editor",
      },
    });
    expect(changed.status).toBe(200);
    await expect.poll(async () => (await p.mails()).length, { timeout: 5_000 }).toBe(before + 1);
    const mail = await simpleParser((await p.mails()).at(-1) ?? "");
    expect(mail.to).toMatchObject({ text: "promoted@example.test" });
    expect(mail.subject).toBe("Your account's role changed");
    expect(mail.text).toContain("editor");
    expect(mail.text).toContain("محرر");
  });
});
