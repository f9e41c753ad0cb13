// The device a session shows on the security page, from the user agent (server/auth/device.ts).
import { describe, expect, it } from "vitest";
import { deviceOf } from "../../../server/auth/device.js";

describe("deviceOf", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
      "Chrome on iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    [
      "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      "Firefox on Linux",
    ],
    ["curl/8.5.0", "curl"],
  ])("%s -> %s", (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });

  it("keeps an agent it cannot name, cut short, and nothing for none", () => {
    expect(deviceOf("SomeBot/1.0")).toBe("SomeBot/1.0");
    expect(deviceOf("x".repeat(300))).toHaveLength(100);
    expect(deviceOf(undefined)).toBeNull();
    expect(deviceOf("  ")).toBeNull();
  });
});
