// Passkeys of the signed-in account, and signing in with one (docs/conventions.md, "Account
// security"). The app sends the site's public origin with each options call; the answer is
// checked against the origin and relying party id stored with its challenge.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { AppContext } from "../context.js";
import { passkeyOptions } from "../../core/contract/account-security.js";
import { done, item, list, saved, token } from "../../core/contract/answers.js";
import { passkey } from "../../core/contract/records.js";
import { mailFactorChange, recordFactorChange } from "../auth/factor-events.js";
import { PasskeyError, passkeys, siteOf, type PasskeyFailure } from "../auth/passkeys.js";
import { authenticate } from "../auth/session.js";
import { signIn } from "../auth/sign-in.js";
import { ApiError } from "../http/errors.js";
import { perVisitor } from "../http/limits.js";
import { route } from "../http/route.js";
import { v } from "../http/validate.js";
import { t, type MessageKey } from "../i18n/index.js";
import { readSettings } from "../settings/store.js";

const RESPONSE_MAX = 20_000;
const NAME_MAX = 60;
const FAILURE: Record<PasskeyFailure, MessageKey> = {
  expired: "passkey_expired",
  failed: "passkey_failed",
  unknown: "passkey_unknown",
};

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === "object" && value !== null;

/** The browser's answer as @simplewebauthn/browser posts it, its strings where they belong. */
function credentialShape(text: string, strings: string[]): Fields | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.type !== "public-key") return null;
  if (typeof value.id !== "string" || typeof value.rawId !== "string") return null;
  const inner = value.response;
  if (!isRecord(inner) || !strings.every((key) => typeof inner[key] === "string")) return null;
  return value;
}

// The library checks every field of an answer; these guards only keep other shapes out.
function isRegistration(value: Fields | null): value is Fields & RegistrationResponseJSON {
  return value !== null;
}
function isAuthentication(value: Fields | null): value is Fields & AuthenticationResponseJSON {
  return value !== null;
}
const REGISTRATION = ["clientDataJSON", "attestationObject"];
const ORIGIN = { origin: v.text({ max: 300 }) };
const options = item(passkeyOptions);
const AUTHENTICATION = ["clientDataJSON", "authenticatorData", "signature"];

export function passkeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const secret = ctx.config.tokenSecret;
  const keys = passkeys(db, secret);

  const user = async (req: FastifyRequest) => (await authenticate(req, db, secret)).user;

  async function site(req: FastifyRequest, origin: string) {
    const settings = await readSettings(db);
    const name = req.lang === "ar" ? settings.ar_company_name : settings.en_company_name;
    const found = siteOf(origin, name || settings.en_company_name);
    if (!found) throw ApiError.fields({ origin: [t(req.lang, "v_url", { field: "origin" })] });
    // With PUBLIC_URL, passkeys belong to it alone: no other host name can register or use one
    // (ADR 0021). Without it the app's origin follows Host, and start says so.
    const own = ctx.config.publicUrl;
    if (own && found.origin !== own) {
      throw ApiError.fields({ origin: [t(req.lang, "passkey_other_site", { site: own })] });
    }
    return found;
  }

  /** A passkey's failure as a translated 422 on `response` (the app shows it as a toast). */
  async function guarded<T>(req: FastifyRequest, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PasskeyError) {
        throw ApiError.fields({ response: [t(req.lang, FAILURE[error.reason])] });
      }
      throw error;
    }
  }

  const unreadable = (req: FastifyRequest) =>
    ApiError.fields({ response: [t(req.lang, "passkey_failed")] });

  const mine = {
    method: "GET",
    url: "/account/passkeys",
    before: user,
    answer: list(passkey),
  } as const;
  route(app, mine, async (_req, { before: account }) => {
    return { status: 200, data: await keys.list(account.id) };
  });

  const registerOptions = {
    method: "POST",
    url: "/account/passkeys/register-options",
    before: user,
    body: ORIGIN,
    answer: options,
  } as const;
  route(app, registerOptions, async (req, { before: account, body: { origin } }) => {
    const made = await keys.registerOptions(account, await site(req, origin));
    return { status: 200, data: { options: made.options, challenge_id: made.challengeId } };
  });

  const register = {
    method: "POST",
    url: "/account/passkeys/register",
    before: user,
    body: {
      challenge_id: v.text({ max: 100 }),
      name: v.text({ max: NAME_MAX }),
      response: v.text({ max: RESPONSE_MAX }),
    },
    answer: saved(passkey),
  } as const;
  route(app, register, async (req, { before: account, body: input }) => {
    const response = credentialShape(input.response, REGISTRATION);
    if (!isRegistration(response)) throw unreadable(req);
    const verified = await guarded(req, () =>
      keys.verifyRegistration(account, {
        challengeId: input.challenge_id,
        name: input.name,
        response,
      }),
    );
    const added = await db.transaction().execute(async (trx) => {
      const row = await keys.add(trx, verified);
      await recordFactorChange(trx, account, "passkey_added", row.name);
      return row;
    });
    mailFactorChange(ctx, req, account, "passkey_added", { passkey: added.name });
    return { status: 200, message: t(req.lang, "passkey_added"), data: added };
  });

  const remove = {
    method: "POST",
    url: "/account/passkeys/remove",
    before: user,
    body: { id: v.int({ min: 1 }) },
    answer: done,
  } as const;
  route(app, remove, async (req, { before: account, body: { id } }) => {
    const removed = await db.transaction().execute(async (trx) => {
      const row = await keys.remove(trx, account.id, id);
      if (row) await recordFactorChange(trx, account, "passkey_removed", row.name);
      return row;
    });
    if (!removed) throw ApiError.key(404, "not_found");
    mailFactorChange(ctx, req, account, "passkey_removed", { passkey: removed.name });
    return { status: 200, message: t(req.lang, "passkey_removed") };
  });

  const loginOptions = {
    method: "POST",
    url: "/login/passkey-options",
    body: ORIGIN,
    answer: options,
  } as const;
  route(app, loginOptions, async (req, { body: { origin } }) => {
    const made = await keys.loginOptions(await site(req, origin));
    return { status: 200, data: { options: made.options, challenge_id: made.challengeId } };
  });

  // A passkey proves both factors (it is held, and unlocked by the device): a token at once.
  // A failed one counts against the address like a wrong password (given back on success).
  const login = {
    method: "POST",
    url: "/login/passkey",
    before: perVisitor(ctx.limits.loginAddress),
    body: { challenge_id: v.text({ max: 100 }), response: v.text({ max: RESPONSE_MAX }) },
    answer: token,
  } as const;
  route(app, login, async (req, { before: address, body: input }) => {
    const response = credentialShape(input.response, AUTHENTICATION);
    if (!isAuthentication(response)) throw unreadable(req);
    const userId = await guarded(req, () =>
      keys.authenticate({ challengeId: input.challenge_id, response }),
    );
    await ctx.limits.loginAddress.reward(address);
    const account = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    return signIn(db, secret, account, req);
  });
}
