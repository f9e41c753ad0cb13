// Credentials are discoverable, so a sign-in needs no email: the credential names its account.
import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Db } from "../db/index.js";
import { nowIso } from "../db/index.js";
import type { User } from "../db/types.js";
import { keyedHash } from "./secret-box.js";

export const CHALLENGE_MS = 5 * 60_000;
const TIMEOUT_MS = 120_000;

export type Site = { origin: string; rpId: string; rpName: string };

export function siteOf(origin: string, rpName: string): Site | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return { origin: url.origin, rpId: url.hostname, rpName };
  } catch {
    return null;
  }
}

export type PasskeyFailure = "expired" | "failed" | "unknown";
export class PasskeyError extends Error {
  constructor(readonly reason: PasskeyFailure) {
    super(reason);
  }
}

const TRANSPORTS: readonly AuthenticatorTransport[] = ["ble", "hybrid", "internal", "nfc", "usb"];
const isTransport = (value: unknown): value is AuthenticatorTransport =>
  TRANSPORTS.some((known) => known === value);

function transportsOf(json: string): AuthenticatorTransport[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter(isTransport) : [];
  } catch {
    return [];
  }
}

export function passkeys(db: Db, tokenSecret: string) {
  async function remember(
    kind: "register" | "login",
    site: Site,
    challenge: string,
    userId: number | null,
  ) {
    const id = randomBytes(24).toString("base64url");
    await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", nowIso()).execute();
    await db
      .insertInto("webauthn_challenges")
      .values({
        id,
        user_id: userId,
        kind,
        challenge,
        rp_id: site.rpId,
        origin: site.origin,
        expires_at: new Date(Date.now() + CHALLENGE_MS).toISOString(),
      })
      .execute();
    return id;
  }

  /** Removed as it is read: an answer is checked against it once at most. */
  async function takeChallenge(id: string, kind: "register" | "login", userId: number | null) {
    const row = await db
      .selectFrom("webauthn_challenges")
      .selectAll()
      .where("id", "=", id)
      .where("kind", "=", kind)
      .executeTakeFirst();
    if (!row) throw new PasskeyError("expired");
    const gone = await db.deleteFrom("webauthn_challenges").where("id", "=", id).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1 || row.expires_at <= nowIso()) {
      throw new PasskeyError("expired");
    }
    if (kind === "register" && row.user_id !== userId) throw new PasskeyError("expired");
    return row;
  }

  async function list(userId: number) {
    return db
      .selectFrom("passkeys")
      .select(["id", "name", "created_at", "last_used_at"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute();
  }

  async function registerOptions(user: User, site: Site) {
    const existing = await db
      .selectFrom("passkeys")
      .select(["credential_id", "transports"])
      .where("user_id", "=", user.id)
      .execute();
    const options = await generateRegistrationOptions({
      rpName: site.rpName,
      rpID: site.rpId,
      userName: user.email,
      userDisplayName: user.username,
      // A stable handle that does not reveal the account's number.
      userID: isoBase64URL.toBuffer(keyedHash(tokenSecret, "webauthn-user", String(user.id))),
      timeout: TIMEOUT_MS,
      attestationType: "none",
      excludeCredentials: existing.map((row) => ({
        id: row.credential_id,
        transports: transportsOf(row.transports),
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    const challengeId = await remember("register", site, options.challenge, user.id);
    return { options, challengeId };
  }

  /** The row for `add`, stored in the transaction that logs it (SQLite has one connection). */
  async function verifyRegistration(
    user: User,
    input: { challengeId: string; name: string; response: RegistrationResponseJSON },
  ) {
    const challenge = await takeChallenge(input.challengeId, "register", user.id);
    const verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw new PasskeyError("failed");
    const { credential } = verification.registrationInfo;
    return {
      user_id: user.id,
      credential_id: credential.id,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      name: input.name,
    };
  }

  async function add(trx: Db, row: Awaited<ReturnType<typeof verifyRegistration>>) {
    return trx
      .insertInto("passkeys")
      .values(row)
      .returning(["id", "name", "created_at", "last_used_at"])
      .executeTakeFirstOrThrow();
  }

  async function loginOptions(site: Site) {
    const options = await generateAuthenticationOptions({
      rpID: site.rpId,
      timeout: TIMEOUT_MS,
      userVerification: "required",
    });
    const challengeId = await remember("login", site, options.challenge, null);
    return { options, challengeId };
  }

  async function authenticate(input: {
    challengeId: string;
    response: AuthenticationResponseJSON;
  }) {
    const challenge = await takeChallenge(input.challengeId, "login", null);
    const stored = await db
      .selectFrom("passkeys")
      .selectAll()
      .where("credential_id", "=", input.response.id)
      .executeTakeFirst();
    if (!stored) throw new PasskeyError("unknown");
    const verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      requireUserVerification: true,
      credential: {
        id: stored.credential_id,
        publicKey: isoBase64URL.toBuffer(stored.public_key),
        counter: Number(stored.counter),
        transports: transportsOf(stored.transports),
      },
    }).catch(() => null);
    if (!verification?.verified) throw new PasskeyError("failed");
    await db
      .updateTable("passkeys")
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: nowIso() })
      .where("id", "=", stored.id)
      .execute();
    return Number(stored.user_id);
  }

  async function remove(trx: Db, userId: number, id: number) {
    return trx
      .deleteFrom("passkeys")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returning(["id", "name"])
      .executeTakeFirst();
  }

  return { list, registerOptions, verifyRegistration, add, loginOptions, authenticate, remove };
}
