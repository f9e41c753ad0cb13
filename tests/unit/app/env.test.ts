import { afterEach, describe, expect, it, vi } from "vitest";
import { getEnv, getPublicEnv } from "~/modules/env/env.server";
import { checkFormStamp, createFormStamp } from "~/modules/form-protection/form-stamp.server";
import { createHttpLayer } from "~/modules/http/layer.server";
import { ConfigError, loadConfig } from "../../../server/config.js";

afterEach(() => vi.unstubAllEnvs());

function stub(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
}

describe("environment", () => {
  it("names every missing required variable in one error", () => {
    stub({ PROVIDER_URL: undefined, PROVIDER_API_KEY: "", SESSION_SECRET: undefined });
    expect(() => getEnv()).toThrowError(
      /Invalid environment[\s\S]*PROVIDER_URL[\s\S]*PROVIDER_API_KEY[\s\S]*SESSION_SECRET/,
    );
  });

  it("applies defaults and splits the session secrets, newest first", () => {
    stub({
      PROVIDER_URL: "http://127.0.0.1:4000/",
      PROVIDER_API_KEY: "key",
      SESSION_SECRET: " new , old ",
      PROVIDER_TIMEOUT_MS: undefined,
      TRUSTED_PROXIES: undefined,
    });
    const env = getEnv();
    expect(env.PROVIDER_URL).toBe("http://127.0.0.1:4000");
    expect(env.SESSION_SECRET).toEqual(["new", "old"]);
    expect(env.PROVIDER_TIMEOUT_MS).toBe(10_000);
    expect(env.TRUSTED_PROXIES).toEqual(["loopback"]);
  });

  it("takes a form's post 2 s after its page by default; FORM_MIN_FILL_MS only for test servers", () => {
    stub({ PROVIDER_URL: "http://127.0.0.1:4000", PROVIDER_API_KEY: "k", SESSION_SECRET: "s" });
    const now = Date.now();
    const stamp = createFormStamp(now);
    stub({ FORM_MIN_FILL_MS: undefined });
    expect(getEnv().FORM_MIN_FILL_MS).toBe(2_000);
    expect(checkFormStamp(stamp, now + 1_999)).toBe("too_fast");
    expect(checkFormStamp(stamp, now + 2_000)).toBe("ok");
    stub({ FORM_MIN_FILL_MS: "500" });
    expect(checkFormStamp(stamp, now + 499)).toBe("too_fast");
    expect(checkFormStamp(stamp, now + 500)).toBe("ok");
    stub({ FORM_MIN_FILL_MS: "-1" });
    expect(() => getEnv()).toThrowError(/FORM_MIN_FILL_MS/);
  });

  it("passes nothing secret to the browser", () => {
    stub({
      PROVIDER_URL: "http://127.0.0.1:4000",
      PROVIDER_API_KEY: "the-api-key",
      SESSION_SECRET: "the-session-secret",
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: "the-captcha-secret",
    });
    const text = JSON.stringify(getPublicEnv());
    expect(text).toContain("site-key");
    for (const secret of ["the-api-key", "the-session-secret", "the-captcha-secret"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("reads TRUSTED_PROXIES as the provider does, and stops at start on the same bad entry", () => {
    const app = {
      PROVIDER_URL: "http://127.0.0.1:4000",
      PROVIDER_API_KEY: "k",
      SESSION_SECRET: "s",
    };
    const provider: NodeJS.ProcessEnv = {
      NODE_ENV: "test",
      PROVIDER_API_KEY: "k".repeat(20),
      TOKEN_SECRET: "s".repeat(20),
    };
    stub({ ...app, TRUSTED_PROXIES: " 10.0.0.0/8 , ::1,LOOPBACK," });
    expect(getEnv().TRUSTED_PROXIES).toEqual(["10.0.0.0/8", "::1", "loopback"]);
    expect(
      loadConfig({ ...provider, TRUSTED_PROXIES: " 10.0.0.0/8 , ::1,LOOPBACK," }).trustedProxies,
    ).toEqual(["10.0.0.0/8", "::1", "loopback"]);
    for (const bad of ["loopbak", "10.0.0.0/33", "example.com"]) {
      const named = `invalid trusted proxy entry ${JSON.stringify(bad)}`;
      stub({ ...app, TRUSTED_PROXIES: `loopback, ${bad}` });
      // The app server compiles the list when it builds its HTTP layer, before it listens.
      expect(() => createHttpLayer({ routes: {} })).toThrowError(
        new Error(
          `Invalid environment for the web app:\n  TRUSTED_PROXIES: ${errorOf(() =>
            loadConfig({ ...provider, TRUSTED_PROXIES: bad }),
          ).replace("TRUSTED_PROXIES: ", "")}`,
        ),
      );
      expect(
        errorOf(() => loadConfig({ ...provider, TRUSTED_PROXIES: `loopback, ${bad}` })),
      ).toContain(named);
      expect(() => loadConfig({ ...provider, TRUSTED_PROXIES: bad })).toThrow(ConfigError);
    }
  });
});

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected an error");
}
