// Signed preview links (docs/publishing.md, "Preview"), keyed with PROVIDER_API_KEY so the app
// and the provider both check them and the key never reaches a browser. Node's crypto only: the
// provider bundles this file.
import { createHmac, timingSafeEqual } from "node:crypto";
import { isContentKey, type ContentKey } from "./registry-types";

export const PREVIEW_TTL_MS = 60 * 60 * 1000;

export type PreviewTarget = { entity: ContentKey; id: number; lang: "ar" | "en"; exp: number };
export type PreviewCheck =
  { ok: true; target: PreviewTarget } | { ok: false; reason: "invalid" | "expired" };

const payload = (t: PreviewTarget) => `preview\n${t.entity}\n${t.id}\n${t.lang}\n${t.exp}`;
const mac = (key: string, t: PreviewTarget) =>
  createHmac("sha256", key).update(payload(t)).digest("base64url");

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
