// Made and checked here so no JWT library decides what "valid" means; the jti row lets logout
// and password reset revoke a token before it expires.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/** Spec §9. */
export const TOKEN_LIFETIME_SEC = 216_000;

export type Claims = { sub: number; jti: string; iat: number; exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const PART = /^[A-Za-z0-9_-]+$/;

function sign(secret: string, input: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

export function issueToken(secret: string, userId: number, nowMs = Date.now()) {
  const iat = Math.floor(nowMs / 1000);
  const claims: Claims = { sub: userId, jti: randomUUID(), iat, exp: iat + TOKEN_LIFETIME_SEC };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return { token: `${body}.${sign(secret, body).toString("base64url")}`, claims };
}

function json(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

export function readToken(secret: string, token: string): Claims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((p) => PART.test(p))) return null;
  const [h, p, s] = parts;
  const expected = sign(secret, `${h}.${p}`);
  const given = Buffer.from(s, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const header = json(h) as { alg?: unknown } | undefined;
  const claims = json(p) as Partial<Claims> | undefined;
  if (header?.alg !== "HS256" || !claims) return null;
  const { sub, jti, iat, exp } = claims;
  if (
    !Number.isSafeInteger(sub) ||
    typeof jti !== "string" ||
    !Number.isFinite(iat) ||
    !Number.isFinite(exp)
  ) {
    return null;
  }
  return { sub: sub as number, jti, iat: iat as number, exp: exp as number };
}
