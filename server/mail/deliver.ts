// Sending a mail that a request causes, after the answer (Mailer.background). Mail is best
// effort: the request's own work (a saved message, a stored reset code) is done, and a mail
// server's hiccup must not turn it into an error, nor (for the reset code) reveal whether an
// address has an account.
import type { Logger } from "../log.js";
import type { MailMessage, Mailer } from "./index.js";

export function deliver(
  mailer: Pick<Mailer, "send" | "background">,
  // The request's logger: a failure line carries the id of the visit that caused it.
  log: Logger,
  kind: "staff" | "receipt" | "reset",
  build: () => Promise<MailMessage>,
): void {
  mailer.background(async () => {
    try {
      const started = performance.now();
      const message = await build();
      log.debug({ mail: kind, renderMs: Math.round(performance.now() - started) }, "mail rendered");
      await mailer.send(message);
    } catch (error) {
      log.error({ error: (error as Error).message }, `${kind} mail failed`);
    }
  });
}
