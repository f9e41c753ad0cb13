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

describe("dashboard lists, inbox and statistics", () => {
  it("lists categories oldest first and skills newest first, with meta and search", async () => {
    for (const n of ["One", "Two", "Three"]) {
      await p.post("dashboard/skills/save", {
        token: admin,
        form: { ar_name: `م ${n}`, en_name: n },
      });
    }
    const skills = await p.post("dashboard/skills?page=1", { token: admin });
    expect((skills.body.data as Rec[]).map((s) => s.en_name)).toEqual(["Three", "Two", "One"]);
    expect(skills.body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    const cats = await p.post("dashboard/categories", { token: admin });
    const ids = (cats.body.data as Rec[]).map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const q = await p.post("dashboard/skills", { token: admin, form: { q: "tw" } });
    expect(q.body.meta?.total).toBe(1);
  });

  it("reads one record of any page, a draft too, with ids (the edit screen's deep link)", async () => {
    const saved = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ar_name: "مسودة", en_name: "Deep draft", ar_status: "draft", en_status: "draft" },
    });
    const id = (saved.body.data as Rec).id;
    const one = await p.post(`dashboard/faqs?ids=${id}`, { token: admin });
    expect((one.body.data as Rec[]).map((r) => [r.id, r.en_name])).toEqual([[id, "Deep draft"]]);
    const none = await p.post("dashboard/faqs?ids=x", { token: admin });
    expect(none.body.data).toEqual([]);
  });

  it("marks messages read and unread, and counts them in statistics", async () => {
    await p.post("contact_us", {
      form: {
        name: "Ali",
        email: "ali@example.test",
        contact_reason: "Hi",
        info: "Hello, a question.",
      },
    });
    await p.post("ask_service", {
      form: { type: "graphics", info: "A logo for a cafe please.", phone: "0501234567" },
    });
    const inbox = await p.post("dashboard/contact_messages", { token: admin });
    const [msg] = inbox.body.data as Rec[];
    expect(msg).toMatchObject({ name: "Ali", read: false });
    const stats1 = (await p.post("dashboard/statistics", { token: admin })).body.data as Record<
      string,
      Record<string, number>
    >;
    expect(stats1.unread).toEqual({ contact_messages: 1, service_requests: 1 });
    expect(stats1.new_this_week).toEqual({ contact_messages: 1, service_requests: 1 });
    const weekly = stats1.weekly as unknown as { contact_messages: number }[];
    expect(weekly).toHaveLength(8);
    expect(weekly[7].contact_messages).toBe(1);
    const read = await p.post("dashboard/contact_messages/read", {
      token: admin,
      form: { id: msg.id, read: "true" },
    });
    expect(read.body).toMatchObject({
      status: 200,
      message: "Marked as read.",
      data: { read: true },
    });
    const stats2 = (await p.post("dashboard/statistics", { token: admin })).body.data as Record<
      string,
      Record<string, number>
    >;
    expect(stats2.unread.contact_messages).toBe(0);
    expect(stats2.counts).toMatchObject({ contact_messages: 1, service_requests: 1, users: 1 });
    const unread = await p.post("dashboard/contact_messages/read", {
      token: admin,
      form: { id: msg.id, read: "false" },
    });
    expect(unread.body.data).toMatchObject({ read: false, read_at: null });
    expect(
      (await p.post("dashboard/service_requests/read", { token: admin, form: { id: 999 } })).status,
    ).toBe(404);
  });
});
