// Two staff editing one record (ADR 0022): every record answer carries
// `updated_at`; a save that sends the stamp its form was opened with is refused with a 409 naming
// who changed the record and when once the stored stamp differs; a save without one is taken.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Answer, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
let other: { email: string; token: string };
beforeAll(async () => {
  p = await startProvider();
  admin = await p.login();
  other = await p.makeUser("admin");
});
afterAll(() => p.close());

type Stamped = { id: number; updated_at: string };
type Conflict = {
  updated_at: string;
  changed_by: { id: number; username: string } | null;
  changed_at: string;
};
const FAQ = { ar_name: "سؤال", en_name: "Question", ar_answer: "<p>ج</p>", en_answer: "<p>A</p>" };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const data = <T>(res: Answer) => res.body.data as T;

async function newFaq(): Promise<Stamped> {
  const res = await p.post("dashboard/faqs/save", { token: admin, form: FAQ });
  expect(res.status).toBe(200);
  return data<Stamped>(res);
}

function expectConflict(res: Answer, by: string, stamp: string) {
  expect(res.status).toBe(409);
  const conflict = data<Conflict>(res);
  expect(conflict).toMatchObject({ updated_at: stamp, changed_at: stamp });
  expect(conflict.changed_by?.username).toBe(by);
  expect(res.body.errors).toBe(res.body.message);
  expect(String(res.body.errors)).toContain(by);
  expect(String(res.body.errors)).toContain(stamp.slice(0, 16).replace("T", " "));
}

describe("record stamps", () => {
  it("every answer carries updated_at: saves, dashboard lists, public lists", async () => {
    const faq = await newFaq();
    expect(faq.updated_at).toMatch(ISO);
    const list = await p.post(`dashboard/faqs?ids=${faq.id}`, { token: admin });
    expect(data<Stamped[]>(list)[0].updated_at).toBe(faq.updated_at);
    const shown = data<Stamped[]>(await p.get("faqs?per_page=100")).find((f) => f.id === faq.id);
    expect(shown?.updated_at).toBe(faq.updated_at);
    const users = data<Stamped[]>(await p.post("dashboard/users", { token: admin }));
    // Accounts made before any save read as last changed when they were made.
    for (const user of users) expect(user.updated_at).toMatch(ISO);
  });

  it("a stale stamp is a 409 with who and when, in the request's language", async () => {
    const faq = await newFaq();
    const first = await p.post("dashboard/faqs/save", {
      token: other.token,
      form: { ...FAQ, id: faq.id, en_name: "First", updated_at: faq.updated_at },
    });
    expect(first.status).toBe(200);
    const fresh = data<Stamped>(first).updated_at;
    expect(fresh > faq.updated_at).toBe(true);

    const second = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ...FAQ, id: faq.id, en_name: "Second", updated_at: faq.updated_at },
    });
    expectConflict(second, "user1", fresh);
    const arabic = await p.post("dashboard/faqs/save", {
      token: admin,
      lang: "ar",
      form: { ...FAQ, id: faq.id, en_name: "Second", updated_at: faq.updated_at },
    });
    expect(String(arabic.body.errors)).toContain("بعد أن فتحته");
    // Nothing of the refused save was kept: the record, its history and the log are the first's.
    const now = await p.post(`dashboard/faqs?ids=${faq.id}`, { token: admin });
    expect(data<(Stamped & { en_name: string })[]>(now)[0]).toMatchObject({
      en_name: "First",
      updated_at: fresh,
    });
    const history = await p.post("dashboard/faqs/revisions", {
      token: admin,
      form: { id: faq.id },
    });
    expect(data<unknown[]>(history)).toHaveLength(2);
  });

  it("a save without a stamp is taken, as before; the fresh stamp is taken", async () => {
    const faq = await newFaq();
    const blind = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ...FAQ, id: faq.id, en_name: "Blind" },
    });
    expect(blind.status).toBe(200);
    const empty = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ...FAQ, id: faq.id, en_name: "Empty", updated_at: "" },
    });
    expect(empty.status).toBe(200);
    const stamp = data<Stamped>(empty).updated_at;
    const fresh = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ...FAQ, id: faq.id, en_name: "Fresh", updated_at: stamp },
    });
    expect(fresh.status).toBe(200);
    expect(data<Stamped>(fresh).updated_at > stamp).toBe(true);
  });

  it("a save that changes nothing gives the stamp back, so it refuses no one", async () => {
    const faq = await newFaq();
    const same = await p.post("dashboard/faqs/save", {
      token: other.token,
      form: { ...FAQ, id: faq.id, updated_at: faq.updated_at },
    });
    expect(same.status).toBe(200);
    expect(data<Stamped>(same).updated_at).toBe(faq.updated_at);
    const later = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ...FAQ, id: faq.id, en_name: "Later", updated_at: faq.updated_at },
    });
    expect(later.status).toBe(200);

    const account = { username: "unchanged", email: "unchanged@example.test", type: "client" };
    const made = await p.post("users/save", {
      token: admin,
      form: {
        ...account,
        role: "user",
        password: "kept-pass-9931",
        password_confirmation: "kept-pass-9931",
      },
    });
    const user = data<Stamped>(made);
    const again = await p.post("users/save", {
      token: admin,
      form: { ...account, id: user.id, role: "user", updated_at: user.updated_at },
    });
    expect(data<Stamped>(again).updated_at).toBe(user.updated_at);
  });

  it("of two saves at once from the same stamp, exactly one passes", async () => {
    const faq = await newFaq();
    const save = (name: string) =>
      p.post("dashboard/faqs/save", {
        token: admin,
        form: { ...FAQ, id: faq.id, en_name: name, updated_at: faq.updated_at },
      });
    const answers = await Promise.all(["A", "B", "C", "D"].map(save));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it("a restore and a bulk publish change the stamp too", async () => {
    const faq = await newFaq();
    const drafted = await p.post("dashboard/faqs/bulk", {
      token: admin,
      form: { action: "unpublish", ids: String(faq.id) },
    });
    expect(drafted.status).toBe(200);
    const stale = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ...FAQ, id: faq.id, updated_at: faq.updated_at },
    });
    expect(stale.status).toBe(409);
    const listed = await p.post(`dashboard/faqs?ids=${faq.id}`, { token: admin });
    const opened = data<Stamped[]>(listed)[0].updated_at;
    const history = data<{ id: number }[]>(
      await p.post("dashboard/faqs/revisions", { token: admin, form: { id: faq.id } }),
    );
    const restored = await p.post("dashboard/faqs/restore", {
      token: admin,
      form: { id: faq.id, revision: history[history.length - 1].id },
    });
    expect(restored.status).toBe(200);
    const after = await p.post("dashboard/faqs/save", {
      token: admin,
      form: { ...FAQ, id: faq.id, updated_at: opened },
    });
    expect(after.status).toBe(409);
  });
});

describe("the other save routes", () => {
  /** Each save changes the record (`n`, a new word each time): a save that changes nothing
   * gives its stamp back. */
  async function staleTwice(
    save: (stamp: { updated_at?: string }, n: string) => Promise<Answer>,
    opened: string,
  ) {
    const first = await save({ updated_at: opened }, "one");
    expect(first.status).toBe(200);
    const fresh = data<Stamped>(first).updated_at;
    expectConflict(await save({ updated_at: opened }, "two"), "admin", fresh);
    expect((await save({}, "three")).status).toBe(200);
  }

  it("pages, tags, jobs and users", async () => {
    const page = data<Stamped>(await p.get("pages/terms"));
    const pageForm = {
      key: "terms",
      ar_title: "الشروط",
      en_title: "Terms",
      ar_body: "<p>ن</p>",
      en_body: "<p>T</p>",
    };
    await staleTwice(
      (stamp, n) =>
        p.post("dashboard/pages/save", {
          token: admin,
          form: { ...pageForm, en_title: `Terms ${n}`, ...stamp },
        }),
      page.updated_at,
    );

    const tagForm = { table: "posts", title: "Hiring", description: "Open roles" };
    const tag = data<Stamped>(await p.post("titledesc/save", { token: admin, form: tagForm }));
    await staleTwice(
      (stamp, n) =>
        p.post("titledesc/save", {
          token: admin,
          form: { ...tagForm, id: tag.id, title: `Hiring ${n}`, ...stamp },
        }),
      tag.updated_at,
    );

    const jobForm = {
      ar_title: "مطور",
      en_title: "Developer",
      ar_description: "<p>ي</p>",
      en_description: "<p>D</p>",
    };
    const job = data<Stamped>(await p.post("jobs", { token: admin, form: jobForm }));
    await staleTwice(
      (stamp, n) =>
        p.post(`jobs/${job.id}`, {
          token: admin,
          form: { ...jobForm, en_title: `Developer ${n}`, _method: "put", ...stamp },
        }),
      job.updated_at,
    );

    type Settings = Record<string, string | boolean | string[]> & { updated_at: string };
    const settings = data<Settings>(await p.get("settings"));
    // Never saved since the stamps came: the epoch, sent back like any stamp.
    expect(settings.updated_at).toBe(new Date(0).toISOString());
    await staleTwice(
      (stamp, n) =>
        p.post("dashboard/settings/save", {
          token: admin,
          form: { ...settings, stat_clients: n, updated_at: "", ...stamp },
        }),
      settings.updated_at,
    );

    const userForm = { username: "stamped", email: "stamped@example.test", type: "client" };
    const account = data<Stamped>(
      await p.post("users/save", {
        token: admin,
        form: {
          ...userForm,
          role: "user",
          password: "stamped-pass-123",
          password_confirmation: "stamped-pass-123",
        },
      }),
    );
    await staleTwice(
      (stamp, n) =>
        p.post("users/save", {
          token: admin,
          form: { ...userForm, id: account.id, role: "user", city: n, ...stamp },
        }),
      account.updated_at,
    );
  });
});
