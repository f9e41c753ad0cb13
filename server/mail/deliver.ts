// Sending a mail that a request causes, after the answer (Mailer.background). Mail is best
// effort: the request's own work (a saved message, a stored reset code) is done, and a mail
// server's hiccup must not turn it into an error, nor (for the reset code) reveal whether an
// address has an account.
import type { Db } from "../db/index.js";
import type { Logger } from "../log.js";
import { readMailBrand, type MailBrand } from "./brand.js";
import type { MailMessage, Mailer } from "./index.js";

export function deliver(
  ctx: { mailer: Pick<Mailer, "send" | "background">; db: Db },
  // The request's logger: a failure line carries the id of the visit that caused it.
  log: Logger,
  kind: "staff" | "receipt" | "reset" | "account" | "factor",
  /** Renders the mail, with the company's name and contact details of the site settings. */
  build: (brand: MailBrand) => Promise<MailMessage>,
): void {
  ctx.mailer.background(async () => {
    try {
      const started = performance.now();
      const message = await build(await readMailBrand(ctx.db));
      log.debug({ mail: kind, renderMs: Math.round(performance.now() - started) }, "mail rendered");
      await ctx.mailer.send(message);
    } catch (error) {
      log.error({ error: (error as Error).message }, `${kind} mail failed`);
    }
  });
}
