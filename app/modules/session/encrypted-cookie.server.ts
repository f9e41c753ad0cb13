// Encrypted, not only signed: Remix's signed cookies let anyone holding one read the provider
// token. The cookie's name is the associated data, so a toast cookie cannot replay as a session.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Cookie, CookieSerializeOptions } from "@remix-run/node";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Changing it logs everyone out; it also keeps these keys apart from the form stamp's.
const KEY_INFO = "company-site cookie encryption v1";
const KEY_SALT = Buffer.alloc(0);

export type EncryptedCookieOptions = {
  secrets: string[];
  httpOnly?: boolean;
  sameSite?: "lax" | "strict" | "none";
  path?: string;
  secure?: boolean;
};

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, KEY_SALT, KEY_INFO, 32));
}

function seal(key: Buffer, aad: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

function open(key: Buffer, aad: Buffer, sealed: Buffer): string | null {
  try {
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

function serializeHeader(name: string, value: string, options: CookieSerializeOptions): string {
  const parts = [`${name}=${value}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  const expires =
    options.maxAge !== undefined ? new Date(Date.now() + options.maxAge * 1000) : options.expires;
  if (expires) parts.push(`Expires=${expires.toUTCString()}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  const sameSite = options.sameSite === true ? "strict" : options.sameSite;
  if (sameSite) parts.push(`SameSite=${sameSite[0].toUpperCase()}${sameSite.slice(1)}`);
  return parts.join("; ");
}

export function createEncryptedCookie(name: string, options: EncryptedCookieOptions): Cookie {
  if (options.secrets.length === 0) throw new Error(`cookie ${name} needs at least one secret`);
  const keys = options.secrets.map(deriveKey);
  const aad = Buffer.from(name, "utf8");
  const defaults: CookieSerializeOptions = {
    path: options.path ?? "/",
    sameSite: options.sameSite ?? "lax",
    httpOnly: options.httpOnly ?? true,
    secure: options.secure ?? false,
  };
  return {
    name,
    // So Remix does not warn about an unsigned session.
    isSigned: true,
    expires: undefined,
    async parse(header) {
      const raw = header ? readCookie(header, name) : null;
      if (!raw) return null;
      const sealed = Buffer.from(raw, "base64url");
      if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
      for (const key of keys) {
        const json = open(key, aad, sealed);
        if (json === null) continue;
        try {
          return JSON.parse(json) as unknown;
        } catch {
          return null;
        }
      }
      return null;
    },
    async serialize(value, serializeOptions) {
      const sealed = value === "" ? "" : seal(keys[0], aad, JSON.stringify(value));
      return serializeHeader(name, sealed, { ...defaults, ...serializeOptions });
    },
  };
}
