import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/language";
import { appRequest, mockProvider } from "./support";

mockProvider();

function post(fields: Record<string, string>, cookie?: string) {
  return action({
    request: appRequest("/language", {
      method: "POST",
      body: new URLSearchParams(fields),
      cookie,
    }),
    params: {},
    context: {},
  });
}

describe("language switch", () => {
  it("sets a far-future lng cookie and goes back with 303", async () => {
    const before = Date.now();
    const response = await post({ lng: "ar", redirectTo: "/services?page=2#top" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/services?page=2#top");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^lng=ar;/);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(10 * 365 * 24 * 3600);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? "");
    expect(expires - before).toBeGreaterThan(9 * 365 * 24 * 3600 * 1000);
  });

  it("drops ?lng= from the way back so the new choice is not overridden", async () => {
    const response = await post({ lng: "en", redirectTo: "/?lng=ar&from=toggle" });
    expect(response.headers.get("Location")).toBe("/?from=toggle");
  });

  for (const target of [
    "//evil.example/",
    "https://evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "/%0d%0aSet-Cookie:x=1",
    "javascript:alert(1)",
    "evil.example",
  ]) {
    it(`refuses the open redirect ${JSON.stringify(target)}`, async () => {
      const response = await post({ lng: "en", redirectTo: target });
      const location = response.headers.get("Location") ?? "";
      expect(location.startsWith("/")).toBe(true);
      expect(location.startsWith("//")).toBe(false);
      expect(new URL(location, "http://localhost").host).toBe("localhost");
      expect(location).not.toMatch(/[\r\n]/);
    });
  }

  it("goes home when no way back is given", async () => {
    const response = await post({ lng: "en" });
    expect(response.headers.get("Location")).toBe("/");
  });

  it("refuses an unsupported language without setting the cookie", async () => {
    const response = await post({ lng: "fr", redirectTo: "/" });
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toBe("This language is not available.");
  });

  it("answers the refusal in the visitor's language", async () => {
    const response = await post({ lng: "de" }, "lng=ar");
    expect(await response.text()).toBe("هذه اللغة غير متاحة.");
  });

  it("sends a GET to /language home", () => {
    expect(loader().headers.get("Location")).toBe("/");
  });
});
