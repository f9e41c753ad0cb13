/**
 * Outgoing mail. With an SMTP URL it goes out through nodemailer's SMTP transport; without one
 * (development, tests, a fresh `npm start`) each message is rendered by nodemailer to its raw
 * RFC 822 form and written to `outboxDir` as `<ISO time>-<random>.eml`, which any mail client
 * opens and tests can parse.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

type Transport = {
  send(msg: MailMessage): Promise<void>;
  close(): void;
};

export interface Mailer extends Transport {
  /**
   * Runs `job` (render and send) after the answer has gone: a visitor never waits for a mail
   * server, and a reset request takes as long for a known address as for an unknown one. The
   * job handles its own errors (server/mail/deliver.ts).
   */
  background(job: () => Promise<void>): void;
  /** Resolves once every background job started so far has finished (shutdown, tests). */
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
      // A job may start another while we wait; loop until none is left.
      while (pending.size) await Promise.allSettled([...pending]);
    },
    close: () => transport.close(),
  };
}

function smtpMailer(smtpUrl: string, from: string): Transport {
  // nodemailer reads host, port, auth and TLS choice (smtp:// vs smtps://, ?ignoreTLS=true...) from the URL.
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
  // streamTransport + buffer makes nodemailer build the complete raw message without sending it.
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
      // Names must sort in send order so "the newest file" is the last mail; two sends in the
      // same millisecond get consecutive timestamps rather than a random order.
      last = Math.max(Date.now(), last + 1);
      // Colons are not allowed in Windows file names; "2025-01-02T03-04-05.678Z" still sorts.
      const stamp = new Date(last).toISOString().replace(/:/g, "-");
      const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
      await mkdir(outboxDir, { recursive: true });
      // Temp file then rename: a reader polling the outbox never sees half a message.
      const tmp = path.join(outboxDir, `.${name}.tmp`);
      await writeFile(tmp, raw);
      await rename(tmp, path.join(outboxDir, name));
    },
    close() {
      transport.close();
    },
  };
}

/** Only the known fields reach nodemailer, so nothing else (attachments by path, headers) slips in. */
function pick(msg: MailMessage) {
  return {
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    ...(msg.html !== undefined ? { html: msg.html } : {}),
    // Message content is always inline strings here; never let nodemailer read files or fetch URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
