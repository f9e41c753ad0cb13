import { describe, expect, it } from "vitest";
import { currentPathWithoutLanguage } from "~/components/layout/language-toggle";
import { describeError } from "~/components/error-view";
import { directionOf, isLanguage, localized, otherLanguage } from "~/modules/i18n/config";
import { readLanguageCookie, serializeLanguageCookie } from "~/modules/i18n/i18next.server";
import { getRequestId, runInRequestContext } from "~/modules/http/request-context.server";

describe("language helpers", () => {
  it("offers the other language and the right direction", () => {
    expect(otherLanguage("en")).toBe("ar");
    expect(otherLanguage("ar")).toBe("en");
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
    expect(isLanguage("ar")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
  });

  it("picks a record's text in the current language, else the other one", () => {
    const record = { en_name: "Design", ar_name: "تصميم" };
    expect(localized(record, "name", "ar")).toBe("تصميم");
    expect(localized(record, "name", "en")).toBe("Design");
    expect(localized({ en_name: "", ar_name: "تصميم" }, "name", "en")).toBe("تصميم");
  });

  it("reads only a supported lng cookie", () => {
    expect(readLanguageCookie("a=1; lng=ar; b=2")).toBe("ar");
    expect(readLanguageCookie("lng=fr")).toBeNull();
    expect(readLanguageCookie("xlng=ar")).toBeNull();
    expect(readLanguageCookie(null)).toBeNull();
  });

  it("writes a cookie that lasts ten years", () => {
    const now = Date.UTC(2025, 0, 1);
    const cookie = serializeLanguageCookie("ar", now);
    expect(cookie).toContain("lng=ar");
    expect(cookie).toContain("Max-Age=315360000");
    expect(cookie).toContain("Expires=Sat, 30 Dec 2034 00:00:00 GMT");
  });

  it("keeps the current address for the toggle, minus ?lng=", () => {
    expect(currentPathWithoutLanguage("/services", "?lng=ar&page=2")).toBe("/services?page=2");
    expect(currentPathWithoutLanguage("/", "")).toBe("/");
  });
});

describe("request id", () => {
  const request = (headers: Record<string, string>) => new Request("http://app.test/", { headers });

  it("is the server's inside a request context, else a sane incoming one, else a new one", () => {
    const context = { requestId: "from-server", nonce: "n", clientAddress: null };
    const incoming = request({ "X-Request-Id": "abc-123" });
    expect(runInRequestContext(context, () => getRequestId(incoming))).toBe("from-server");
    expect(getRequestId(incoming)).toBe("abc-123");
    expect(getRequestId(request({ "X-Request-Id": "bad id with spaces" }))).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});

describe("describeError", () => {
  it("shows a thrown response's message and status, and nothing of thrown errors", () => {
    const routeError = { status: 503, statusText: "", internal: false, data: { message: "Down" } };
    expect(describeError(routeError)).toEqual({ status: 503, message: "Down", thrown: false });
    expect(describeError(new Error("secret internals"))).toEqual({
      status: 500,
      message: null,
      thrown: true,
    });
  });
});
