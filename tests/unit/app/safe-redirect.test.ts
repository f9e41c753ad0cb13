import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/utils/safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/a/b?c=1#d")).toBe("/a/b?c=1#d");
    expect(safeRedirect("/dashboard/faqs?page=2")).toBe("/dashboard/faqs?page=2");
    expect(safeRedirect("/")).toBe("/");
    expect(safeRedirect("/search?q=100%25")).toBe("/search?q=100%25");
    expect(safeRedirect("/services/%D8%AA%D8%B5%D9%85%D9%8A%D9%85")).toBe(
      "/services/%D8%AA%D8%B5%D9%85%D9%8A%D9%85",
    );
  });

  it("normalizes dot segments that stay on the site", () => {
    expect(safeRedirect("/a/../b")).toBe("/b");
    expect(safeRedirect("/a/./b")).toBe("/a/b");
  });

  const offSite: Record<string, string> = {
    "protocol-relative": "//evil.example/landing",
    "dot-dot then //": "/..//evil.example/landing",
    "dot then //": "/.//evil.example/landing",
    "deeper dot-dot then //": "/a/../..//evil.example",
    backslash: "/\\evil.example",
    "backslash later": "/a\\..\\..\\\\evil.example",
    "slash backslash": "/\\/evil.example",
    "%2e%2e": "/%2e%2e//evil.example",
    "%2E%2E": "/%2E%2E//evil.example",
    "%2e (single dot)": "/%2e//evil.example",
    "%2f%2f": "/%2f%2fevil.example",
    "%2F%2F": "/%2F%2Fevil.example",
    "%5c": "/%5cevil.example",
    "%5C": "/%5Cevil.example",
    "all encoded": "/%2e%2e%2f%2fevil.example",
    "double-encoded %2f": "/%252f%252fevil.example",
    "double-encoded %2e": "/%252e%252e//evil.example",
    "double-encoded %5c": "/%255cevil.example",
    "triple-encoded %2f": "/%25252f%25252fevil.example",
    tab: "/\t/evil.example",
    "leading tab": "\t//evil.example",
    newline: "/\n/evil.example",
    "carriage return": "/\r/evil.example",
    "encoded tab": "/%09/evil.example",
    "encoded newline": "/%0a/evil.example",
    NUL: "/a\u0000b",
    DEL: "/a\u007fb",
    "https URL": "https://evil.example",
    "http URL": "http://evil.example/landing",
    "javascript:": "javascript:alert(1)",
    "data:": "data:text/html,<script>alert(1)</script>",
    "no leading slash": "evil.example",
    "relative path": "dashboard",
    "leading space": " /dashboard",
    "too long": `/${"a".repeat(3000)}`,
  };
  for (const [name, value] of Object.entries(offSite)) {
    it(`answers "/" for ${name}`, () => {
      const answer = safeRedirect(value);
      expect(answer).toBe("/");
    });
  }

  it("never answers a path starting with // or /\\ (also after decoding)", () => {
    for (const value of Object.values(offSite)) {
      const answer = safeRedirect(value);
      for (const form of [answer, decodeURIComponent(answer)]) {
        expect(form.startsWith("//") || form.startsWith("/\\")).toBe(false);
        expect(new URL(form, "http://app.test").origin).toBe("http://app.test");
      }
    }
  });

  it("answers the fallback for nothing, an empty value or a refused one", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(new File([], "x"))).toBe("/");
    expect(safeRedirect("", { fallback: "" })).toBe("");
    expect(safeRedirect("//evil.example", { fallback: "" })).toBe("");
    expect(safeRedirect("/dashboard", { fallback: "" })).toBe("/dashboard");
  });

  it("drops the named parameters", () => {
    expect(safeRedirect("/?lng=ar&a=1", { dropParams: ["lng"] })).toBe("/?a=1");
    expect(safeRedirect("/services?ask=graphics&page=2", { dropParams: ["ask"] })).toBe(
      "/services?page=2",
    );
  });
});
