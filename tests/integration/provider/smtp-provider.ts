// A provider that sends its mail to a real SMTP server (SMTP_URL), for the mail tests: both are
// started before the file's tests and closed after them.
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect } from "vitest";
import { startSmtpCapture, type SmtpCapture } from "../../support/smtp-capture.js";
import { startProvider, type Provider } from "./harness.js";

export const STAFF = "staff@example.test";

export function smtpProvider() {
  let p!: Provider;
  let smtp!: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    p = await startProvider({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await p.close();
    await smtp.close();
  });
  return {
    get p() {
      return p;
    },
    get smtp() {
      return smtp;
    },
    /** The single message that reached `address` since `before` captured messages. */
    async only(address: string, before: number): Promise<ParsedMail> {
      await p.mailIdle();
      const mails = smtp.received.slice(before).filter((m) => m.to.includes(address));
      expect(mails, `mails to ${address}`).toHaveLength(1);
      return mails[0].mail;
    },
  };
}
