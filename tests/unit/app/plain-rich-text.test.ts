// Without JS the rich-text editor is a textarea of plain paragraphs: the stored HTML is shown as
// text (no tags to read or type) and what is typed turns into the same safe HTML.
import { describe, expect, it } from "vitest";
import { htmlToPlain, plainMarkOf, plainToHtml } from "~/modules/content/plain-text";
import { withPlainRichText } from "~/modules/dashboard/form-data";
import { ENTITIES } from "~/modules/dashboard/entities";

describe("rich text as plain paragraphs", () => {
  it("shows the editor's HTML as paragraphs and lists, tags and entities gone", () => {
    const html =
      "<p>We build <strong>sites</strong> &amp; apps.</p><h3>Steps</h3><ol><li>Talk</li><li>Build</li></ol><ul><li>Fast</li></ul><p>a<br>b</p>";
    expect(htmlToPlain(html)).toBe(
      "We build sites & apps.\n\n### Steps\n\n1. Talk\n2. Build\n\n- Fast\n\na\nb",
    );
  });

  it("turns typed paragraphs and lists into HTML, tags typed as text", () => {
    expect(plainToHtml("One line\nnext\r\n\r\n- a\n- b\n\n1. x\n2) y\n\n<script>x</script>")).toBe(
      "<p>One line<br>next</p><ul><li>a</li><li>b</li></ul><ol><li>x</li><li>y</li></ol><p>&lt;script&gt;x&lt;/script&gt;</p>",
    );
  });

  it("round-trips what the editor makes", () => {
    const html = "<p>بناء مواقع</p><ul><li>سريع</li><li>آمن</li></ul>";
    expect(plainToHtml(htmlToPlain(html))).toBe(html);
  });

  it("keeps headings and links as '## ', '### ' and [words](address), both ways (ADR 0030)", () => {
    const html =
      '<h2>من نحن</h2><p>Read the <a href="/privacy">policy</a> or <a href="https://example.org/?a=1&amp;b=2" rel="noopener noreferrer">our partner</a>.</p><h3>Contact</h3><ul><li><a href="mailto:info@example.org">mail</a></li></ul>';
    const plain = htmlToPlain(html);
    expect(plain).toBe(
      "## من نحن\n\nRead the [policy](/privacy) or [our partner](https://example.org/?a=1&b=2).\n\n### Contact\n\n- [mail](mailto:info@example.org)",
    );
    expect(plainToHtml(plain)).toBe(
      '<h2>من نحن</h2><p>Read the <a href="/privacy">policy</a> or <a href="https://example.org/?a=1&amp;b=2">our partner</a>.</p><h3>Contact</h3><ul><li><a href="mailto:info@example.org">mail</a></li></ul>',
    );
    // An address the site would not keep stays typed text; "#" alone is not a heading.
    expect(plainToHtml("[x](javascript:alert(1))\n\n# one\n\n#### four")).toBe(
      "<p>[x](javascript:alert(1))</p><p># one</p><p>#### four</p>",
    );
  });

  it("converts only the fields posted with their mark", () => {
    const form = new FormData();
    form.append("en_name", "Design");
    form.append("en_info", "Line one\n\nLine two");
    form.append(plainMarkOf("en_info"), "1");
    form.append("ar_info", "<p>كما حفظه المحرر</p>");
    const out = withPlainRichText(ENTITIES.services, form);
    expect(out.get("en_info")).toBe("<p>Line one</p><p>Line two</p>");
    expect(out.get("ar_info")).toBe("<p>كما حفظه المحرر</p>");
    expect(out.get("en_name")).toBe("Design");
    expect(out.has(plainMarkOf("en_info"))).toBe(false);
  });
});
