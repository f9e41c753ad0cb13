// A real SMTP server on a free loopback port that keeps every message it receives, parsed by
// mailparser, with the envelope (what the sending server was told, not what the headers say).
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Captured = { from: string; to: string[]; raw: string; mail: ParsedMail };

export async function startSmtpCapture() {
  const received: Captured[] = [];
  const parsing: Promise<unknown>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"], // plain SMTP on loopback; no certificate needed in tests
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const done = simpleParser(raw).then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            mail,
          });
        });
        parsing.push(done);
        // Answer only once parsed: the sender's await covers the capture.
        done.then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages whose envelope names `address`, oldest first. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    async close() {
      await Promise.allSettled(parsing);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
