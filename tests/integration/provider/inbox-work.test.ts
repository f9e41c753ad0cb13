// Staff working in the inbox (docs/conventions.md, "The inbox"): a message assigned to a staff
// member or nobody and filtered by it, internal notes beside the replies (never mailed), all of
// it audit-logged; editors do all of it, only admins delete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
let editor: string;
let editorId: number;
let adminId: number;
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
  const made = await p.post("users/save", {
    token: admin,
    form: {
      username: "nadia_editor",
      email: "nadia@example.test",
      password: "quiet-lantern-meadow-4",
      password_confirmation: "quiet-lantern-meadow-4",
      type: "client",
      role: "editor",
    },
  });
  expect(made.status).toBe(200);
  editorId = (made.body.data as { id: number }).id;
  editor = await p.login("nadia@example.test", "quiet-lantern-meadow-4");
  adminId = ((await p.get("user", { token: admin })).body.user as { id: number }).id;
});
afterAll(() => p.close());

type Rec = Record<string, unknown> & { id: number };

async function newMessage(info: string): Promise<Rec> {
  await p.post("contact_us", {
    form: { name: "Huda", email: "huda@example.test", contact_reason: "quote", info },
  });
  const list = await p.post("dashboard/contact_messages", { token: admin, form: { q: info } });
  return (list.body.data as Rec[])[0];
}

const ids = async (token: string, assignee: string) => {
  const res = await p.post("dashboard/contact_messages", { token, form: { assignee } });
  expect(res.status).toBe(200);
  return (res.body.data as Rec[]).map((r) => r.id);
};

describe("the inbox: assignment", () => {
  it("lists the staff, admins and editors, for an editor too", async () => {
    await p.makeUser();
    const res = await p.post("dashboard/inbox/staff", { token: editor });
    expect(res.status).toBe(200);
    const staff = res.body.data as { id: number; username: string }[];
    expect(staff.map((s) => s.id).sort()).toEqual([adminId, editorId].sort());
    expect(staff.find((s) => s.id === editorId)).toEqual({
      id: editorId,
      username: "nadia_editor",
    });
  });

  it("assigns by an editor, filters by me, a person and nobody, and unassigns", async () => {
    const message = await newMessage("assign me please");
    expect(message).toMatchObject({ assignee: null, notes: [] });
    const res = await p.post("dashboard/contact_messages/assign", {
      token: editor,
      lang: "ar",
      form: { id: message.id, assignee_id: editorId },
    });
    expect(res.body).toMatchObject({
      status: 200,
      message: "تم حفظ الإسناد.",
      data: { id: message.id, assignee: { id: editorId, username: "nadia_editor" } },
    });
    expect(await ids(editor, "me")).toEqual([message.id]);
    expect(await ids(admin, String(editorId))).toEqual([message.id]);
    expect(await ids(admin, "me")).not.toContain(message.id);
    expect(await ids(admin, "none")).not.toContain(message.id);
    const cleared = await p.post("dashboard/contact_messages/assign", {
      token: admin,
      form: { id: message.id, assignee_id: "" },
    });
    expect(cleared.body.data).toMatchObject({ assignee: null });
    expect(await ids(admin, "none")).toContain(message.id);
    const audit = await p.get("audit?entity=contact_messages", { token: admin });
    const summaries = (audit.body.data as Rec[])
      .filter((e) => e.entity_id === message.id)
      .map((e) => e.summary);
    expect(summaries).toEqual(["assignee: nadia_editor → —", "assignee: — → nadia_editor"]);
  });

  it("refuses a plain user or an unknown id as assignee, and a bad filter, by the field", async () => {
    const message = await newMessage("not to a visitor");
    const user = await p.makeUser();
    const me = ((await p.get("user", { token: user.token })).body.user as { id: number }).id;
    for (const [lang, text] of [
      ["en", "Choose a staff member from the list."],
      ["ar", "اختر أحد أعضاء الفريق من القائمة."],
    ] as const) {
      for (const assignee_id of [me, 999_999]) {
        const res = await p.post("dashboard/contact_messages/assign", {
          token: admin,
          lang,
          form: { id: message.id, assignee_id },
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ assignee_id: [text] });
      }
    }
    const bad = await p.post("dashboard/contact_messages", {
      token: admin,
      form: { assignee: "someone" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(["assignee"]);
  });
});

describe("the inbox: internal notes", () => {
  it("adds notes in order with their author, never mailed, audit-logged", async () => {
    const message = await newMessage("a note on this");
    const mails = (await p.mails()).length;
    const first = await p.post("dashboard/contact_messages/note", {
      token: editor,
      form: { id: message.id, note: "  Called her: wants a quote by Sunday.  " },
    });
    expect(first.body).toMatchObject({ status: 200, message: "Your note has been added." });
    await p.post("dashboard/contact_messages/note", {
      token: admin,
      form: { id: message.id, note: "ملاحظة ثانية" },
    });
    const row = (
      await p.post("dashboard/contact_messages", {
        token: admin,
        form: { ids: String(message.id) },
      })
    ).body.data as Rec[];
    expect(row[0].notes).toEqual([
      {
        id: expect.any(Number),
        body: "Called her: wants a quote by Sunday.",
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        admin: { id: editorId, username: "nadia_editor", email: "nadia@example.test" },
      },
      expect.objectContaining({
        body: "ملاحظة ثانية",
        admin: expect.objectContaining({ id: adminId }),
      }),
    ]);
    expect(row[0]).toMatchObject({ replies: [], status: "new" });
    expect((await p.mails()).length).toBe(mails);
    const audit = await p.get("audit?entity=contact_messages", { token: admin });
    expect(
      (audit.body.data as Rec[]).filter((e) => e.entity_id === message.id).map((e) => e.summary),
    ).toEqual(["note", "note"]);
  });

  it.each([
    {
      lang: "en" as const,
      empty: "The note field is required.",
      long: "The note may not be greater than 2000 characters.",
    },
    {
      lang: "ar" as const,
      empty: "حقل الملاحظة مطلوب.",
      long: "يجب ألا يزيد الملاحظة عن 2000 حرفًا.",
    },
  ])(
    "answers an empty or too long note by its field ($lang)",
    async ({ lang, empty, long: tooLong }) => {
      const message = await newMessage(`bad notes ${lang}`);
      const blank = await p.post("dashboard/contact_messages/note", {
        token: admin,
        lang,
        form: { id: message.id, note: " " },
      });
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toEqual({ note: [empty] });
      const long = await p.post("dashboard/contact_messages/note", {
        token: admin,
        lang,
        form: { id: message.id, note: "x".repeat(2001) },
      });
      expect(long.status).toBe(422);
      expect(long.body.errors).toEqual({ note: [tooLong] });
    },
  );

  it("goes with its message when an admin deletes it", async () => {
    await p.post("ask_service", {
      form: { type: "graphics", info: "delete with notes", email: "gone@example.test" },
    });
    const list = await p.post("dashboard/service_requests", { token: admin });
    const row = (list.body.data as Rec[])[0];
    await p.post("dashboard/service_requests/note", {
      token: editor,
      form: { id: row.id, note: "Spam?" },
    });
    expect(
      (await p.post("dashboard/service_requests/delete", { token: admin, form: { id: row.id } }))
        .status,
    ).toBe(200);
    const left = await p.db
      .selectFrom("inbox_notes")
      .select("id")
      .where("message_table", "=", "service_requests")
      .where("message_id", "=", row.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe("the inbox: who may do what", () => {
  it("lets an editor read, note, assign, change status and reply, and refuses the delete", async () => {
    const message = await newMessage("editor works here");
    const calls = {
      status: { status: "in_progress" },
      reply: { message: "We will call you." },
      note: { note: "Mine." },
      assign: { assignee_id: editorId },
      read: { read: "1" },
    };
    for (const [path, form] of Object.entries(calls)) {
      const res = await p.post(`dashboard/contact_messages/${path}`, {
        token: editor,
        form: { id: message.id, ...form },
      });
      expect(res.status, path).toBe(200);
    }
    const refused = await p.post("dashboard/contact_messages/delete", {
      token: editor,
      lang: "ar",
      form: { id: message.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toBe("ليست لديك صلاحية للقيام بذلك.");
    expect(await ids(admin, String(editorId))).toContain(message.id);
  });

  it("refuses every inbox call to a visitor and a plain user", async () => {
    const user = await p.makeUser();
    for (const path of ["contact_messages/assign", "contact_messages/note", "inbox/staff"]) {
      for (const token of [undefined, user.token]) {
        const res = await p.post(`dashboard/${path}`, { token, form: { id: 1, note: "x" } });
        expect(res.status, path).toBe(token ? 403 : 401);
      }
    }
  });
});
