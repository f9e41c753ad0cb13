// Signed preview links (docs/publishing.md, "Preview"): who holds one sees one record in one
// language, whatever its status, for an hour, without an account. The key is PROVIDER_API_KEY:
// the one secret the app and the provider share, so both check the same link (the app before it
// calls, the provider before it answers) and it never reaches a browser. Node's crypto only: the
// provider bundles this file (server/build.mjs follows the relative import).
import { createHmac, timingSafeEqual } from "node:crypto";
import { isContentKey, type ContentKey } from "./registry-types";

export const PREVIEW_TTL_MS = 60 * 60 * 1000;

export type PreviewTarget = { entity: ContentKey; id: number; lang: "ar" | "en"; exp: number };
export type PreviewCheck =
  { ok: true; target: PreviewTarget } | { ok: false; reason: "invalid" | "expired" };

const payload = (t: PreviewTarget) => `preview\n${t.entity}\n${t.id}\n${t.lang}\n${t.exp}`;
const mac = (key: string, t: PreviewTarget) =>
  createHmac("sha256", key).update(payload(t)).digest("base64url");

/** The link's query: `e`, `id`, `lng` (the site's language parameter), `exp` (ms), `sig`. */
export function signPreview(
  key: string,
  target: Omit<PreviewTarget, "exp">,
  now = Date.now(),
): URLSearchParams {
  const full = { ...target, exp: now + PREVIEW_TTL_MS };
  return new URLSearchParams({
    e: full.entity,
    id: String(full.id),
    lng: full.lang,
    exp: String(full.exp),
    sig: mac(key, full),
  });
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A tampered or malformed link is `invalid`; a genuine one past its hour is `expired`. */
export function checkPreview(key: string, query: Raw, now = Date.now()): PreviewCheck {
  const entity = text(query.e);
  const id = Number(text(query.id));
  const lang = text(query.lng);
  const exp = Number(text(query.exp));
  const sig = Buffer.from(text(query.sig));
  if (!isContentKey(entity) || !Number.isSafeInteger(id) || id < 1) {
    return { ok: false, reason: "invalid" };
  }
  if ((lang !== "ar" && lang !== "en") || !Number.isSafeInteger(exp)) {
    return { ok: false, reason: "invalid" };
  }
  const target: PreviewTarget = { entity, id, lang, exp };
  const expected = Buffer.from(mac(key, target));
  if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) {
    return { ok: false, reason: "invalid" };
  }
  return exp < now ? { ok: false, reason: "expired" } : { ok: true, target };
}
