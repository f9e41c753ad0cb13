import { describe, expect, it } from "vitest";
import {
  kindForStatus,
  normalizeFieldErrors,
  pageStatusFor,
  applyRetryAfter,
  retryAfterFor,
  toConformErrors,
  toConformName,
  type ProviderError,
} from "~/modules/provider/errors";

const error = (overrides: Partial<ProviderError>): ProviderError => ({
  kind: "http",
  status: 500,
  message: "Something went wrong",
  ...overrides,
});

describe("provider error helpers", () => {
  it("normalizes an errors map to non-empty message lists", () => {
    expect(
      normalizeFieldErrors({ email: "taken", name: ["required", ""], phone: [], age: 3 }),
    ).toEqual({ email: ["taken"], name: ["required"] });
    expect(normalizeFieldErrors("just a string")).toEqual({});
    expect(normalizeFieldErrors(["a", "b"])).toEqual({});
    expect(normalizeFieldErrors(null)).toEqual({});
  });

  it("turns dotted provider keys into conform names", () => {
    expect(toConformName("email")).toBe("email");
    expect(toConformName("ar_requirements.0")).toBe("ar_requirements[0]");
    expect(toConformName("items.2.title")).toBe("items[2].title");
  });

  it("puts messages next to known fields and the rest in form errors", () => {
    const validation = error({
      kind: "validation",
      status: 422,
      message: "taken",
      fieldErrors: { email: ["taken"], captcha: ["failed"] },
    });
    expect(toConformErrors(validation, ["email", "name"])).toEqual({
      fieldErrors: { email: ["taken"] },
      formErrors: ["failed"],
    });
    expect(toConformErrors(validation)).toEqual({
      fieldErrors: { email: ["taken"], captcha: ["failed"] },
      formErrors: [],
    });
  });

  it("falls back to the message as a form error when nothing is field-specific", () => {
    expect(toConformErrors(error({ kind: "unavailable", status: 0, message: "down" }))).toEqual({
      fieldErrors: {},
      formErrors: ["down"],
    });
  });

  it("classifies statuses", () => {
    expect(kindForStatus(401)).toBe("unauthorized");
    expect(kindForStatus(403)).toBe("forbidden");
    expect(kindForStatus(404)).toBe("not_found");
    expect(kindForStatus(422)).toBe("validation");
    expect(kindForStatus(429)).toBe("rate_limited");
    expect(kindForStatus(503)).toBe("unavailable");
    expect(kindForStatus(500)).toBe("http");
    expect(kindForStatus(418)).toBe("http");
  });

  it("chooses the page status a loader answers with", () => {
    expect(pageStatusFor(error({ kind: "unavailable", status: 0 }))).toBe(503);
    expect(pageStatusFor(error({ kind: "timeout", status: 0 }))).toBe(504);
    expect(pageStatusFor(error({ kind: "bad_response", status: 200 }))).toBe(502);
    expect(pageStatusFor(error({ kind: "http", status: 500 }))).toBe(502);
    expect(pageStatusFor(error({ kind: "http", status: 409 }))).toBe(409);
    expect(pageStatusFor(error({ kind: "not_found", status: 404 }))).toBe(404);
    expect(pageStatusFor(error({ kind: "forbidden", status: 403 }))).toBe(403);
    expect(pageStatusFor(error({ kind: "validation", status: 422 }))).toBe(400);
  });

  it("asks a 503 (provider down, being restarted) to be retried after a few seconds", () => {
    expect(retryAfterFor(503)).toBe("5");
    for (const status of [200, 500, 502, 504]) expect(retryAfterFor(status)).toBeUndefined();
  });

  it("gives every 429 a Retry-After, keeping the one its route chose", () => {
    expect(retryAfterFor(429)).toBe("60");
    const chosen = new Headers({ "Retry-After": "120" });
    applyRetryAfter(chosen, 429);
    expect(chosen.get("Retry-After")).toBe("120");
    const passedOn = new Headers();
    applyRetryAfter(passedOn, 429);
    expect(passedOn.get("Retry-After")).toBe("60");
  });
});
