// The build states every future flag Remix 2 asks about, so it prints no future-flag warning;
// single fetch stays off (loaders answer `?_data=` requests with their own JSON).
import { afterEach, describe, expect, it, vi } from "vitest";
import { logFutureFlagWarnings } from "@remix-run/dev/dist/config.js";
import config from "../../../remix.config.js";

describe("remix.config.js", () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves Remix no future flag to warn about, with single fetch off", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    logFutureFlagWarnings(config.future ?? {});
    expect(written.join("")).toBe("");
    expect(config.future?.v3_singleFetch).toBe(false);
  });
});
