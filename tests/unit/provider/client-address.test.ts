// TRUSTED_PROXIES parsing and the address the provider counts a visitor by. The walk itself is
// proxy-addr's (Fastify runs the same compiled function for req.ip); these cases pin what our
// configuration makes of it.
import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import { describe, expect, it } from "vitest";
import { addressKey, normalizeIp } from "../../../server/http/client-address.js";
import { compileTrust, parseTrustedProxies } from "../../../core/http/trusted-proxies.js";
import { ConfigError, loadConfig } from "../../../server/config.js";

function clientOf(peer: string, headers: Record<string, string>, trusted: string) {
  const req = { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
  return proxyAddr(req, compileTrust(parseTrustedProxies(trusted)));
}

describe("trusted proxies", () => {
  it("ignores X-Forwarded-For from an untrusted peer (anyone can send the header)", () => {
    expect(clientOf("203.0.113.9", { "x-forwarded-for": "1.1.1.1" }, "loopback")).toBe(
      "203.0.113.9",
    );
  });

  it("believes a trusted peer and takes the right-most untrusted hop", () => {
    const xff = { "x-forwarded-for": "6.6.6.6, 198.51.100.7" };
    expect(clientOf("127.0.0.1", xff, "loopback")).toBe("198.51.100.7");
    expect(clientOf("::1", xff, "loopback")).toBe("198.51.100.7");
    expect(clientOf("127.0.0.1", {}, "loopback")).toBe("127.0.0.1");
  });

  it("walks through a chain of trusted proxies, but no further", () => {
    const chain = { "x-forwarded-for": "198.51.100.7, 192.168.1.5, 10.1.2.3" };
    expect(clientOf("127.0.0.1", chain, "loopback, 10.0.0.0/8")).toBe("192.168.1.5");
    expect(clientOf("127.0.0.1", chain, "loopback,uniquelocal")).toBe("198.51.100.7");
  });

  it("reads no other header than X-Forwarded-For", () => {
    const headers = { "x-real-ip": "1.1.1.1", forwarded: "for=2.2.2.2", "client-ip": "3.3.3.3" };
    expect(clientOf("127.0.0.1", headers, "loopback")).toBe("127.0.0.1");
  });

  it("trusts exactly the listed addresses, ranges and keywords", () => {
    const xff = { "x-forwarded-for": "198.51.100.7" };
    expect(clientOf("192.0.2.1", xff, "192.0.2.1")).toBe("198.51.100.7");
    expect(clientOf("192.0.2.2", xff, "192.0.2.1")).toBe("192.0.2.2");
    expect(clientOf("fd00::5", xff, "uniquelocal")).toBe("198.51.100.7");
    expect(clientOf("169.254.3.4", xff, "LinkLocal")).toBe("198.51.100.7");
    expect(clientOf("127.0.0.2", xff, "127.0.0.1")).toBe("127.0.0.2");
    expect(clientOf("::ffff:127.0.0.1", xff, "loopback")).toBe("198.51.100.7");
  });

  it("rejects invalid entries with a message naming them", () => {
    for (const bad of ["loopbak", "10.0.0.0/33", "10.0.0.0/8/1", "example.com"]) {
      expect(() => compileTrust(parseTrustedProxies(bad))).toThrow(
        new RegExp(`invalid trusted proxy entry "${bad.replace(/[./]/g, "\\$&")}"`),
      );
    }
    expect(() => compileTrust(parseTrustedProxies(" 10.0.0.0/8 , ::1,LOOPBACK,"))).not.toThrow();
  });

  it("stops the provider at start on a bad TRUSTED_PROXIES", () => {
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "test",
      PROVIDER_API_KEY: "k".repeat(20),
      TOKEN_SECRET: "s".repeat(20),
    };
    expect(() => loadConfig({ ...env, TRUSTED_PROXIES: "loopback, 300.1.1.1" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...env, TRUSTED_PROXIES: "nonsense" })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig(env).trustedProxies).toEqual(["loopback"]);
  });
});

describe("address helpers", () => {
  it("normalises addresses", () => {
    expect(normalizeIp("0:0:0:0:0:0:0:1")).toBe("::1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("::ffff:c000:0201")).toBe("192.0.2.1");
    expect(normalizeIp("198.51.100.7:5555")).toBe("198.51.100.7");
    expect(normalizeIp("example.com")).toBeNull();
    expect(normalizeIp("1.2.3.256")).toBeNull();
  });

  it("counts IPv6 visitors by /64 and IPv4 visitors by address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
  });
});
