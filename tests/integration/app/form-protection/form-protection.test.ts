// The public-form protection against a local HTTP server that plays Google's siteverify.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createChallenge } from "~/modules/form-protection/challenge.server";
import {
  CHALLENGE_ANSWER_FIELD,
  CHALLENGE_FIELD,
  HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  STAMP_FIELD,
} from "~/modules/form-protection/fields";
import {
  checkFormProtection,
  createFormStamp,
  type FormProtectionOptions,
} from "~/modules/form-protection/form-protection.server";
import { checkFormStamp } from "~/modules/form-protection/form-stamp.server";
import { verifyRecaptcha } from "~/modules/form-protection/recaptcha.server";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { appRequest, stubAppEnv } from "../support";

type Play = (body: URLSearchParams) => {
  status?: number;
  json?: unknown;
  raw?: string;
  delayMs?: number;
};

let server: Server;
let verifyUrl: string;
let play: Play;
const received: URLSearchParams[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    received.push(body);
    const answer = play(body);
    setTimeout(() => {
      res.writeHead(answer.status ?? 200, { "Content-Type": "application/json" });
      res.end(answer.raw ?? JSON.stringify(answer.json));
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  play = (body) =>
    body.get("response") === "good-token"
      ? { json: { success: true, hostname: "localhost" } }
      : { json: { success: false, "error-codes": ["invalid-input-response"] } };
  stubAppEnv({ RECAPTCHA_VERIFY_URL: verifyUrl });
});
afterEach(() => vi.unstubAllEnvs());

describe("verifyRecaptcha", () => {
  it("posts secret, response and remoteip, and accepts success: true", async () => {
    const verdict = await verifyRecaptcha({
      secret: "s3cret",
      token: "good-token",
      remoteIp: "203.0.113.7",
      url: verifyUrl,
    });
    expect(verdict).toEqual({ status: "valid", hostname: "localhost" });
    expect(Object.fromEntries(received[0])).toEqual({
      secret: "s3cret",
      response: "good-token",
      remoteip: "203.0.113.7",
    });
  });

  it("reports Google's error codes on success: false", async () => {
    const verdict = await verifyRecaptcha({ secret: "s", token: "bad", url: verifyUrl });
    expect(verdict).toEqual({ status: "invalid", errorCodes: ["invalid-input-response"] });
    expect(received[0].has("remoteip")).toBe(false);
  });

  it("is unavailable on a slow answer, a server error, non-JSON or no server", async () => {
    play = () => ({ json: { success: true }, delayMs: 500 });
    expect(
      await verifyRecaptcha({ secret: "s", token: "t", url: verifyUrl, timeoutMs: 100 }),
    ).toEqual({ status: "unavailable" });
    play = () => ({ status: 500, json: { success: true } });
    expect((await verifyRecaptcha({ secret: "s", token: "t", url: verifyUrl })).status).toBe(
      "unavailable",
    );
    play = () => ({ raw: "<html>nope</html>" });
    expect((await verifyRecaptcha({ secret: "s", token: "t", url: verifyUrl })).status).toBe(
      "unavailable",
    );
    const closed = "http://127.0.0.1:9/siteverify";
    expect((await verifyRecaptcha({ secret: "s", token: "t", url: closed })).status).toBe(
      "unavailable",
    );
  });
});

let visitor = 0;
/** A form as the component renders it, served `ageMs` ago, posted by its own visitor address. */
function submission(fields: Record<string, string> = {}, ageMs = 3_000, address?: string) {
  const form = new FormData();
  form.set(HONEYPOT_FIELD, "");
  form.set(STAMP_FIELD, createFormStamp(Date.now() - ageMs));
  form.set(RECAPTCHA_FIELD, "");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  visitor += 1;
  const request = appRequest("/contact_us", { method: "POST" });
  return { request, form, address: address ?? `198.51.100.${visitor % 250}` };
}

/** checkFormProtection as the app's server runs it: inside the request's context. */
function protect(
  posted: { request: Request; form: FormData; address: string | null },
  options: FormProtectionOptions,
  language: "en" | "ar" = "en",
) {
  const context = { requestId: "test", nonce: "n", clientAddress: posted.address };
  return runInRequestContext(context, () =>
    checkFormProtection(posted.request, language, posted.form, options),
  );
}

describe("checkFormProtection without a captcha token (JavaScript off)", () => {
  it("accepts an empty honeypot and a plausible fill time", async () => {
    const posted = submission();
    expect(await protect(posted, { form: "test" })).toEqual({
      ok: true,
      captcha: "skipped",
    });
  });

  it("refuses a filled honeypot", async () => {
    const posted = submission({ [HONEYPOT_FIELD]: "http://spam.example" });
    expect(await protect(posted, { form: "test" })).toMatchObject({
      ok: false,
      reason: "honeypot",
      status: 400,
    });
  });

  it("refuses a form filled in under 2 s, with a translated message", async () => {
    const posted = submission({}, 500);
    const result = await protect(posted, { form: "test" });
    expect(result).toMatchObject({ ok: false, reason: "too_fast" });
    const arabic = await protect(submission({}, 500), { form: "test" }, "ar");
    expect(arabic.ok ? "" : arabic.message).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.ok ? "" : arabic.message).not.toBe(result.ok ? "" : result.message);
  });

  it("refuses a missing, forged or expired stamp", async () => {
    const missing = submission();
    missing.form.delete(STAMP_FIELD);
    expect(await protect(missing, { form: "test" })).toMatchObject({
      ok: false,
      reason: "stamp_invalid",
    });
    const forged = submission();
    const [issued] = String(forged.form.get(STAMP_FIELD)).split(".");
    forged.form.set(STAMP_FIELD, `${issued}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(await protect(forged, { form: "test" })).toMatchObject({
      ok: false,
      reason: "stamp_invalid",
    });
    const old = submission({}, 25 * 60 * 60 * 1000);
    expect(await protect(old, { form: "test" })).toMatchObject({
      ok: false,
      reason: "expired",
    });
  });

  it("keeps stamps signed with an older secret valid after rotation", () => {
    stubAppEnv({ SESSION_SECRET: "first" });
    const stamp = createFormStamp(Date.now() - 5_000);
    stubAppEnv({ SESSION_SECRET: "second,first" });
    expect(checkFormStamp(stamp)).toBe("ok");
    stubAppEnv({ SESSION_SECRET: "third" });
    expect(checkFormStamp(stamp)).toBe("invalid");
  });

  it("rate limits one visitor per form, not others", async () => {
    const limit = { max: 2, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 3; i++) {
      const posted = submission({}, 3_000, "192.0.2.44");
      results.push(await protect(posted, { form: "limited", limit }));
    }
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(results[2]).toMatchObject({ reason: "rate_limited", status: 429 });
    const other = submission({}, 3_000, "192.0.2.45");
    expect((await protect(other, { form: "limited", limit })).ok).toBe(true);
    const otherForm = submission({}, 3_000, "192.0.2.44");
    expect((await protect(otherForm, { form: "other", limit })).ok).toBe(true);
  });

  it("multiplies the allowance by RATE_LIMIT_SCALE (one-address test suites)", async () => {
    stubAppEnv({ RATE_LIMIT_SCALE: "2" });
    const limit = { max: 2, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 5; i++) {
      const posted = submission({}, 3_000, "192.0.2.60");
      results.push((await protect(posted, { form: "scaled", limit })).ok);
    }
    expect(results).toEqual([true, true, true, true, false]);
  });

  it("has no shared bucket for visitors whose address is unknown", async () => {
    const limit = { max: 2, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) {
      const posted = { ...submission(), address: null };
      expect((await protect(posted, { form: "unknown", limit })).ok).toBe(true);
    }
  });
});

describe("checkFormProtection with reCAPTCHA configured", () => {
  beforeEach(() =>
    stubAppEnv({
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: "secret-key",
      RECAPTCHA_VERIFY_URL: verifyUrl,
    }),
  );

  it("accepts a token Google confirms and sends the visitor's address", async () => {
    const posted = submission({ [RECAPTCHA_FIELD]: "good-token" }, 3_000, "203.0.113.9");
    expect(await protect(posted, { form: "captcha" })).toEqual({
      ok: true,
      captcha: "verified",
    });
    expect(received[0].get("secret")).toBe("secret-key");
    expect(received[0].get("remoteip")).toBe("203.0.113.9");
  });

  it("refuses a token Google rejects", async () => {
    const posted = submission({ [RECAPTCHA_FIELD]: "bad-token" });
    expect(await protect(posted, { form: "captcha" })).toMatchObject({
      ok: false,
      reason: "captcha_failed",
    });
  });

  it("still checks the honeypot and the fill time when a token is given", async () => {
    const trap = submission({ [RECAPTCHA_FIELD]: "good-token", [HONEYPOT_FIELD]: "x" });
    expect((await protect(trap, { form: "captcha" })).ok).toBe(false);
    const fast = submission({ [RECAPTCHA_FIELD]: "good-token" }, 100);
    expect((await protect(fast, { form: "captcha" })).ok).toBe(false);
    expect(received).toHaveLength(0);
  });

  it("asks the no-JavaScript challenge without a token or when Google is unreachable", async () => {
    const none = submission();
    const asked = await protect(none, { form: "captcha" });
    expect(asked).toMatchObject({ ok: false, reason: "challenge_required", status: 400 });
    const challenge = asked.ok ? null : asked.challenge;
    expect(challenge?.token).toMatch(/^captcha\./);
    play = () => ({ status: 503, json: {} });
    const down = submission({ [RECAPTCHA_FIELD]: "good-token" });
    expect(await protect(down, { form: "captcha" })).toMatchObject({
      ok: false,
      reason: "challenge_required",
    });
    const answered = submission({
      [CHALLENGE_FIELD]: challenge!.token,
      [CHALLENGE_ANSWER_FIELD]: String(challenge!.a + challenge!.b),
    });
    expect(await protect(answered, { form: "captcha" })).toEqual({
      ok: true,
      captcha: "answered",
    });
  });

  it("still rate limits visitors who answered the challenge", async () => {
    const limit = { max: 1, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 2; i++) {
      const challenge = createChallenge("captcha-limited");
      const posted = submission(
        {
          [CHALLENGE_FIELD]: challenge.token,
          [CHALLENGE_ANSWER_FIELD]: String(challenge.a + challenge.b),
        },
        3_000,
        "192.0.2.80",
      );
      results.push(await protect(posted, { form: "captcha-limited", limit }));
    }
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    expect(results[1]).toMatchObject({ reason: "rate_limited", status: 429 });
  });
});
