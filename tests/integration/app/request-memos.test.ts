// What the app remembers to spare work on every request answers exactly as before: the session
// read per Cookie header (each caller still gets its own session), the environment read once
// only in production.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { commitSession, getSession, getUser } from "~/modules/session/session.server";
import { appRequest, stubAppEnv } from "./support";
import { sessionCookie } from "./accounts/helpers";

beforeEach(() => stubAppEnv());
afterEach(() => vi.unstubAllEnvs());

describe("the session read per Cookie header", () => {
  it("gives every caller its own session", async () => {
    const cookie = await sessionCookie();
    const first = await getSession(appRequest("/", { cookie }));
    first.set("name", "Changed");
    first.unset("token");
    const second = await getSession(appRequest("/", { cookie }));
    expect(second.get("name")).toBe("Mona");
    expect(second.get("token")).toBe("token-abc-123");
    expect(await getUser(appRequest("/", { cookie }))).toMatchObject({ token: "token-abc-123" });
  });

  it("still refuses a tampered cookie, every time", async () => {
    const cookie = await sessionCookie();
    const [name, value] = cookie.split("=");
    const tampered = `${name}=${value.slice(0, -3)}xyz`;
    for (let i = 0; i < 2; i += 1) {
      expect(await getUser(appRequest("/", { cookie: tampered }))).toBeNull();
    }
  });

  it("reads a flash value once per request, as before", async () => {
    const request = appRequest("/");
    const session = await getSession(request);
    session.flash("name", "hello");
    const cookie = (await commitSession(session, request)).split(";")[0];
    for (let i = 0; i < 2; i += 1) {
      const read = await getSession(appRequest("/", { cookie }));
      expect(read.get("name")).toBe("hello");
      expect(read.get("name")).toBeUndefined();
    }
  });
});

describe("the environment", () => {
  it("is read again on every call outside production (tests stub it)", async () => {
    const { getEnv } = await import("~/modules/env/env.server");
    expect(getEnv().PROVIDER_TIMEOUT_MS).toBe(10_000);
    vi.stubEnv("PROVIDER_TIMEOUT_MS", "40");
    expect(getEnv().PROVIDER_TIMEOUT_MS).toBe(40);
  });

  it("is read once in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.resetModules();
    const { getEnv } = await import("~/modules/env/env.server");
    expect(getEnv().PROVIDER_TIMEOUT_MS).toBe(10_000);
    vi.stubEnv("PROVIDER_TIMEOUT_MS", "40");
    expect(getEnv().PROVIDER_TIMEOUT_MS).toBe(10_000);
    vi.resetModules();
  });
});
