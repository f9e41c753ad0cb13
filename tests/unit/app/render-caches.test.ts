import { describe, expect, it } from "vitest";
import { plainText, safeHtml } from "~/modules/content/rich-text.server";
import { formatDate, formatNumber, formatShortDate } from "~/modules/dashboard/format";
import { dateFormat, numberFormat } from "~/utils/intl-format";

describe("rich text sanitised once per input", () => {
  const hostile =
    '<p onclick="x()">Hi <script>alert(1)</script><img src=x onerror=y><b>there</b></p>';

  it("gives the same safe answer on a cached call as on the first", () => {
    const first = safeHtml(hostile);
    expect(first).toBe("<p>Hi <b>there</b></p>");
    expect(safeHtml(hostile)).toBe(first);
    expect(plainText(hostile)).toBe("Hi there");
    expect(plainText(hostile, 3)).toBe("Hi…");
  });

  it("still sanitises inputs too long to keep, and many distinct ones", () => {
    const long = `<p>${"a".repeat(9_000)}</p><script>x</script>`;
    expect(safeHtml(long)).toBe(`<p>${"a".repeat(9_000)}</p>`);
    for (let i = 0; i < 600; i += 1)
      expect(safeHtml(`<i>${i}</i><iframe></iframe>`)).toBe(`<i>${i}</i>`);
    expect(safeHtml(hostile)).toBe("<p>Hi <b>there</b></p>");
  });
});

describe("Intl formatters are reused", () => {
  it("returns one instance per locale and options", () => {
    expect(dateFormat("en-GB", { dateStyle: "long" })).toBe(
      dateFormat("en-GB", { dateStyle: "long" }),
    );
    expect(dateFormat("ar", { dateStyle: "long" })).not.toBe(
      dateFormat("en-GB", { dateStyle: "long" }),
    );
    expect(numberFormat("ar-EG")).toBe(numberFormat("ar-EG"));
  });

  it("formats as before", () => {
    expect(formatDate("2024-03-05T10:00:00Z", "en")).toBe("5 Mar 2024");
    expect(formatDate("2024-03-05T10:00:00Z", "en", true)).toBe("5 Mar 2024, 10:00");
    expect(formatDate("nope", "en")).toBe("");
    expect(formatShortDate("2024-03-05T10:00:00Z", "en")).toBe("5 Mar");
    expect(formatNumber(12345, "en")).toBe("12,345");
    expect(formatNumber(12, "ar")).toBe("١٢");
  });
});
