import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMailer } from "../../../server/mail/index.js";
import { startSmtpCapture } from "../../support/smtp-capture.js";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mail-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Unfolded header lines of a raw message (continuation lines joined), for exact header checks. */
function headers(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0];
  return head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);
}

describe("outbox mailer (no SMTP_URL)", () => {
  it("writes each message as an .eml file with From, To, Subject and both bodies", async () => {
    const outbox = path.join(dir, "outbox"); // does not exist yet: the mailer creates it
    const mailer = createMailer({ from: "Company <noreply@example.com>", outboxDir: outbox });
    await mailer.send({
      to: "user@example.com",
      subject: "Your reset code",
      text: "Code: 482913",
      html: "<p>Code: <b>482913</b></p>",
    });
    mailer.close();

    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(outbox, files[0]), "utf8");
    const h = headers(raw);
    expect(h).toContain("From: Company <noreply@example.com>");
    expect(h).toContain("To: user@example.com");
    expect(h).toContain("Subject: Your reset code");
    expect(h.some((l) => /^Content-Type: multipart\/alternative/.test(l))).toBe(true);
    expect(raw).toContain("Code: 482913");
    expect(raw).toContain("<b>482913</b>");
  });

  it("encodes non-ASCII subjects and names files so the newest sorts last", async () => {
    const mailer = createMailer({ from: "noreply@example.com", outboxDir: dir });
    // Sends that land in the same millisecond must still sort in send order: freeze the clock.
    const frozen = vi.spyOn(Date, "now").mockReturnValue(Date.parse("2030-01-02T03:04:05.000Z"));
    const count = 40;
    try {
      for (let i = 0; i < count; i++)
        await mailer.send({ to: `staff${i}@example.com`, subject: `رسالة ${i}`, text: "مرحبا" });
    } finally {
      frozen.mockRestore();
    }
    const files = (await readdir(dir)).filter((f) => f.endsWith(".eml")).sort();
    expect(files).toHaveLength(count);
    const recipients = await Promise.all(
      files.map(async (f) =>
        headers(await readFile(path.join(dir, f), "utf8")).find((l) => l.startsWith("To: ")),
      ),
    );
    expect(recipients).toEqual(
      Array.from({ length: count }, (_, i) => `To: staff${i}@example.com`),
    );
    const newest = await readFile(path.join(dir, files[count - 1]), "utf8");
    // RFC 2047 encoded-word: the raw header is ASCII, the Arabic survives encoding.
    const subject = headers(newest).find((l) => l.startsWith("Subject: "))!;
    expect(subject).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/);
    expect(await readdir(dir)).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it("does not let a newline in the subject inject headers", async () => {
    const mailer = createMailer({ from: "noreply@example.com", outboxDir: dir });
    await mailer.send({
      to: "a@example.com",
      subject: "Hello\r\nBcc: victim@example.com",
      text: "x",
    });
    const [file] = await readdir(dir);
    const h = headers(await readFile(path.join(dir, file), "utf8"));
    expect(h.some((l) => /^bcc:/i.test(l))).toBe(false);
  });
});

describe("background sends", () => {
  it("run after the caller returns, swallow their errors, and idle() waits for them", async () => {
    const mailer = createMailer({ from: "noreply@example.com", outboxDir: dir });
    const order: string[] = [];
    mailer.background(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await mailer.send({ to: "late@example.com", subject: "s", text: "t" });
      order.push("sent");
    });
    mailer.background(() => Promise.reject(new Error("handled by deliver(), never thrown here")));
    order.push("answered");
    expect(await readdir(dir)).toEqual([]);
    await mailer.idle();
    expect(order).toEqual(["answered", "sent"]);
    expect((await readdir(dir)).filter((f) => f.endsWith(".eml"))).toHaveLength(1);
    mailer.close();
  });
});

describe("SMTP mailer", () => {
  it("delivers to a real SMTP server", async () => {
    const smtp = await startSmtpCapture();
    const { received } = smtp;
    const mailer = createMailer({ smtpUrl: smtp.url, from: "noreply@example.com", outboxDir: dir });
    try {
      await mailer.send({
        to: "staff@example.com",
        subject: "New service request",
        text: "Type: graphics",
      });
      expect(received).toHaveLength(1);
      expect(received[0].from).toBe("noreply@example.com");
      expect(received[0].to).toEqual(["staff@example.com"]);
      expect(headers(received[0].raw)).toContain("Subject: New service request");
      expect(received[0].raw).toContain("Type: graphics");
      // Nothing goes to the outbox when SMTP is configured.
      expect(await readdir(dir)).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it("rejects when the SMTP server refuses the message", async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(_address, _session, callback) {
        callback(new Error("mailbox unavailable"));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "noreply@example.com",
      outboxDir: dir,
    });
    try {
      await expect(
        mailer.send({ to: "nobody@example.com", subject: "s", text: "t" }),
      ).rejects.toThrow(/mailbox unavailable/);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
