// Audit entry in the change's transaction (ADR 0014) and a mail to the holder (ADR 0013).
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../audit/log.js";
import type { AppContext } from "../context.js";
import type { Db } from "../db/index.js";
import type { User } from "../db/types.js";
import { deliver } from "../mail/deliver.js";
import { factorNoticeMail, type FactorEvent } from "../mail/templates/factor-notice.js";

const SUMMARY: Record<FactorEvent, (name?: string) => string> = {
  totp_on: () => "second_factor: off → on",
  totp_off: () => "second_factor: on → off",
  recovery_regenerated: () => "recovery_codes: regenerated",
  passkey_added: (name) => `passkey added: ${(name ?? "").slice(0, 40)}`,
  passkey_removed: (name) => `passkey removed: ${(name ?? "").slice(0, 40)}`,
  codes_locked: () => "second_factor: wrong codes, refused for a while",
};

export async function recordFactorChange(
  trx: Db,
  user: User,
  event: FactorEvent,
  passkey?: string,
): Promise<void> {
  await recordAudit(trx, user, {
    entity: "users",
    entityId: user.id,
    action: "update",
    summary: SUMMARY[event](passkey),
  });
}

export function mailFactorChange(
  ctx: AppContext,
  req: FastifyRequest,
  user: User,
  event: FactorEvent,
  detail: { passkey?: string; params?: Record<string, number> } = {},
): void {
  deliver(ctx, req.log, "factor", (brand) =>
    factorNoticeMail(user.email, req.lang, event, brand, detail),
  );
}
