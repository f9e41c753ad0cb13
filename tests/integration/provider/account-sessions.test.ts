// Sessions one can see and end, and the password change (docs/conventions.md, "Account
// security"), against the real provider on both engines.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
});
afterAll(() => p.close());

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

type SessionRow = {
  id: string;
  device: string | null;
  address: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
};

async function signIn(email: string, password: string, agent: string, from?: string) {
  const res = await p.post("login", {
    form: { email, password },
    headers: { "user-agent": agent },
    from,
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const sessions = async (token: string) =>
  (await p.get("account/sessions", { token })).body.data as SessionRow[];

async function subjects(to: string): Promise<string[]> {
  const raws = (await p.mails()).filter((m) => m.includes(`To: ${to}`));
  return Promise.all(raws.map(async (raw) => (await simpleParser(raw)).subject ?? ""));
}

describe("account/sessions", () => {
  it("lists only the caller's live sessions with device and address, the current one marked", async () => {
    const { email, password } = await p.makeUser();
    const other = await p.makeUser();
    const first = await signIn(email, password, CHROME_LINUX, "127.0.0.2");
    const second = await signIn(email, password, FIREFOX_WINDOWS);
    const list = await sessions(second);
    // makeUser's own sign-in had no agent; the two here come first, newest first.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: "Firefox on Windows", current: true });
    expect(list[1]).toMatchObject({
      device: "Chrome on Linux",
      address: "127.0.0.2",
      current: false,
    });
    expect(list[1].last_seen_at).toEqual(expect.any(String));
    expect(JSON.stringify(list)).not.toContain(first);
    // Another account's list does not show these.
    expect(await sessions(other.token)).toHaveLength(1);
    expect(JSON.stringify(await sessions(other.token))).not.toContain(list[1].id);
  });

  it("ends one session, only the caller's own, and the ended token is refused", async () => {
    const { email, password } = await p.makeUser();
    const stranger = await p.makeUser();
    const phone = await signIn(email, password, CHROME_LINUX);
    const laptop = await signIn(email, password, FIREFOX_WINDOWS);
    const target = (await sessions(laptop)).find(
      (s) => !s.current && s.device === "Chrome on Linux",
    );
    expect(target).toBeDefined();
    // A stranger cannot end it, even knowing its id.
    const refused = await p.post("account/sessions/end", {
      token: stranger.token,
      form: { id: target!.id },
    });
    expect(refused.status).toBe(404);
    expect((await p.post("validate-user", { token: phone })).status).toBe(200);

    const ended = await p.post("account/sessions/end", {
      token: laptop,
      lang: "ar",
      form: { id: target!.id },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe("تم إنهاء الجلسة.");
    expect((await p.post("validate-user", { token: phone })).status).toBe(401);
    expect((await sessions(laptop)).map((s) => s.id)).not.toContain(target!.id);
    const again = await p.post("account/sessions/end", { token: laptop, form: { id: target!.id } });
    expect(again.status).toBe(404);
    expect(again.body.errors).toBe("This session was not found, or it has already ended.");
    expect(await subjects(email)).toContain("تم إنهاء جلسات من حسابك");
  });

  it("ends all other sessions, keeps the current one, and records it in the audit log", async () => {
    const { email, password, token: first } = await p.makeUser();
    const second = await signIn(email, password, CHROME_LINUX);
    const current = await signIn(email, password, FIREFOX_WINDOWS);
    const res = await p.post("account/sessions/end-others", { token: current });
    expect(res.body).toMatchObject({ status: 200, data: { ended: 2 } });
    expect((await p.post("validate-user", { token: first })).status).toBe(401);
    expect((await p.post("validate-user", { token: second })).status).toBe(401);
    expect((await p.post("validate-user", { token: current })).status).toBe(200);
    expect(await sessions(current)).toHaveLength(1);
    const log = await p.get("audit?entity=users", { token: await p.login() });
    const summaries = (log.body.data as { summary: string; admin: { email: string } }[])
      .filter((row) => row.admin.email === email)
      .map((row) => row.summary);
    expect(summaries[0]).toMatch(/^other sessions ended \(2\): .*Chrome on Linux/);
    expect(await subjects(email)).toContain("Sessions of your account were ended");
  });

  it("writes last seen at most once a minute per token", async () => {
    const { token } = await p.makeUser();
    const [row] = await sessions(token);
    await p.get("user", { token });
    const [later] = await sessions(token);
    expect(later.last_seen_at).toBe(row.last_seen_at);
  });

  it("needs a token", async () => {
    expect((await p.get("account/sessions")).status).toBe(401);
    expect((await p.post("account/sessions/end-others")).status).toBe(401);
  });
});

describe("account/password", () => {
  it("needs the current password and a strong new one, both named in one answer", async () => {
    const { token } = await p.makeUser();
    const res = await p.post("account/password", {
      token,
      form: {
        current_password: "not-my-password",
        password: "password123",
        password_confirmation: "password123",
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      current_password: ["The current password is not correct."],
      password: [
        "This password is one of the most common, so it is among the first guesses. Choose another.",
      ],
    });
  });

  it("changes the password, ends the other sessions, mails and audits it", async () => {
    const { email, password, token: other } = await p.makeUser();
    const current = await signIn(email, password, CHROME_LINUX);
    const res = await p.post("account/password", {
      token: current,
      lang: "ar",
      form: {
        current_password: password,
        password: "violet-harbour-kettle-9",
        password_confirmation: "violet-harbour-kettle-9",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("تم تغيير كلمة المرور، وتم تسجيل الخروج من جلساتك الأخرى.");
    expect((await p.post("validate-user", { token: other })).status).toBe(401);
    expect((await p.post("validate-user", { token: current })).status).toBe(200);
    await signIn(email, "violet-harbour-kettle-9", CHROME_LINUX);
    const old = await p.post("login", { form: { email, password } });
    expect(old.status).toBe(401);
    expect(await subjects(email)).toContain("تم تغيير كلمة المرور");
    const log = await p.get("audit?entity=users", { token: await p.login() });
    const mine = (log.body.data as { summary: string; admin: { email: string } }[]).filter(
      (row) => row.admin.email === email,
    );
    expect(mine[0].summary).toBe("password changed; other sessions ended: 1");
  });
});
