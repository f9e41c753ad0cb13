// Best effort: a mail server's hiccup must not fail the request's own work, nor (for the reset
// code) reveal whether an address has an account.
import type { AppConfig } from "../context.js";
import type { Db } from "../db/index.js";
import type { Logger } from "../log.js";
import { companyAddress, readMailBrand, type MailBrand } from "./brand.js";
import type { MailMessage, Mailer } from "./index.js";

export function deliver(
  ctx: {
    mailer: Pick<Mailer, "send" | "background">;
    db: Db;
    config: Pick<AppConfig, "staffEmail">;
  },
  log: Logger,
  kind: "staff" | "receipt" | "reset" | "account" | "factor",
  build: (brand: MailBrand) => Promise<MailMessage>,
): void {
  ctx.mailer.background(async () => {
    try {
      const started = performance.now();
      const brand = await readMailBrand(ctx.db);
      const message = await build(brand);
      log.debug({ mail: kind, renderMs: Math.round(performance.now() - started) }, "mail rendered");
      // A visitor's answer reaches the company; the staff's answers their visitor (ADR 0024).
      if (kind !== "staff") message.replyTo ??= companyAddress(brand, ctx.config.staffEmail);
      await ctx.mailer.send(message);
    } catch (error) {
      log.error({ error: (error as Error).message }, `${kind} mail failed`);
    }
  });
}
