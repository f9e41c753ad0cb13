// The production start's warning when PUBLIC_URL is unset names what follows the Host header,
// passkeys first (server/bin/public-url.mjs, ADR 0021).
import { describe, expect, it } from "vitest";
import { publicUrlWarning } from "../../server/bin/public-url.mjs";

describe("the PUBLIC_URL warning at start", () => {
  it("names passkeys and what to set when PUBLIC_URL is unset or blank", () => {
    for (const env of [{}, { PUBLIC_URL: "" }, { PUBLIC_URL: "  " }]) {
      const warning = publicUrlWarning(env);
      expect(warning).toMatch(/^PUBLIC_URL is not set: passkeys take their site/);
      expect(warning).toContain("Host");
    }
  });

  it("says nothing when PUBLIC_URL is set", () => {
    expect(publicUrlWarning({ PUBLIC_URL: "https://www.example.com" })).toBeNull();
  });
});
