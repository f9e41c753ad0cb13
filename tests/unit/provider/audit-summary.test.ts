// The audit log's one-line summary: what a create set, what an update changed, what a delete
// removed; short fields with values, long ones by name, secrets never with a value.
import { describe, expect, it } from "vitest";
import { SUMMARY_MAX, summarize } from "../../../server/audit/summary.js";

describe("summarize", () => {
  it("an update names only what changed, with old and new values of short fields", () => {
    expect(
      summarize(
        { ar_name: "تصميم", en_name: "Design", en_info: "<p>a</p>", link: null },
        { ar_name: "هوية", en_name: "Design", en_info: "<p>b</p>", link: "https://x.test" },
      ),
    ).toBe("ar_name: تصميم → هوية; en_info; link: — → https://x.test");
    expect(summarize({ en_name: "Same" }, { en_name: "Same" })).toBe("");
  });

  it("a create lists what was set, a delete what the record was", () => {
    expect(summarize(null, { en_name: "New", en_info: "<p>x</p>", link: "" })).toBe(
      "en_name: New; en_info",
    );
    expect(summarize({ id: 3, en_name: "Old", en_info: "<p>x</p>" }, null)).toBe("en_name: Old");
  });

  it("never shows a password, token or hash, only that it changed", () => {
    const line = summarize(
      { username: "a", password_hash: "$scrypt$old" },
      { username: "a", password_hash: "$scrypt$new", token: "tok-123" },
    );
    expect(line).toBe("password");
    expect(summarize(null, { password: "hunter2", api_secret: "s" })).toBe("password");
  });

  it("clips long values and the whole line", () => {
    const long = "ب".repeat(100);
    expect(summarize(null, { ar_name: long })).toBe(`ar_name: ${"ب".repeat(39)}…`);
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`field_${i}`, "x"]));
    const line = summarize(null, many);
    expect([...line].length).toBe(SUMMARY_MAX);
    expect(line.endsWith("…")).toBe(true);
  });

  it("adds changes found outside the columns once", () => {
    expect(summarize({ en_name: "A" }, { en_name: "A" }, ["image", "image"])).toBe("image");
  });
});
