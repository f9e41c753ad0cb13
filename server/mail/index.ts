// Without an SMTP URL each message is written to `outboxDir` as an .eml file, which any mail
// client opens and tests parse.
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes when the From is an address nobody reads (ADR 0013). */
  replyTo?: string;
};

type Transport = {
  send(msg: MailMessage): Promise<void>;
  close(): void;
};

export interface Mailer extends Transport {
  /** A visitor never waits for a mail server, and a reset takes as long for any address. */
  background(job: () => Promise<void>): void;
  idle(): Promise<void>;
}

export type MailerOptions = { smtpUrl?: string; from: string; outboxDir: string };

export function createMailer(opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl
    ? smtpMailer(opts.smtpUrl, opts.from)
    : outboxMailer(opts.outboxDir, opts.from);
  const pending = new Set<Promise<void>>();
  return {
    send: (msg) => transport.send(msg),
    background(job) {
      const running: Promise<void> = job()
        .catch(() => {})
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    close: () => transport.close(),
  };
}

function smtpMailer(smtpUrl: string, from: string): Transport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(msg) {
      await transport.sendMail({ from, ...pick(msg) });
    },
    close() {
      transport.close();
    },
  };
}

function outboxMailer(outboxDir: string, from: string): Transport {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  let last = 0;
  return {
    async send(msg) {
      const info = await transport.sendMail({ from, ...pick(msg) });
      const raw = info.message as Buffer;
      // Names sort in send order: two sends in the same millisecond get consecutive timestamps.
      last = Math.max(Date.now(), last + 1);
      // Colons are not allowed in Windows file names.
      const stamp = new Date(last).toISOString().replace(/:/g, "-");
      const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
      await mkdir(outboxDir, { recursive: true });
      // A reader polling the outbox never sees half a message.
      const tmp = path.join(outboxDir, `.${name}.tmp`);
      await writeFile(tmp, raw);
      await rename(tmp, path.join(outboxDir, name));
    },
    close() {
      transport.close();
    },
  };
}

/** Nothing else (attachments by path, headers) slips in. */
function pick(msg: MailMessage) {
  return {
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    ...(msg.html !== undefined ? { html: msg.html } : {}),
    ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
