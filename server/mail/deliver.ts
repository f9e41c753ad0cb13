// Best effort: a mail server's hiccup must not fail the request's own work, nor (for the reset
// code) reveal whether an address has an account.
import type { Db } from "../db/index.js";
import type { Logger } from "../log.js";
import { readMailBrand, type MailBrand } from "./brand.js";
import type { MailMessage, Mailer } from "./index.js";

export function deliver(
  ctx: { mailer: Pick<Mailer, "send" | "background">; db: Db },
  log: Logger,
  kind: "staff" | "receipt" | "reset" | "account" | "factor",
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
