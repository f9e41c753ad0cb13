// Regression guard for the sanitize-html upgrade (docs/security.md): rich text saved through the
// provider keeps structure, emphasis, h2/h3 headings and safe links (rel set for outside ones,
// ADR 0030) and loses every script, handler, unsafe link and image.
import { describe, expect, it } from "vitest";
import { cleanHtml } from "../../../server/http/clean-html.js";

const PAYLOADS = [
  `<script>alert(1)</script><p>ok</p>`,
  `<p onclick="alert(1)" onmouseover=alert(2)>ok</p>`,
  `<img src=x onerror=alert(1)><p>ok</p>`,
  `<svg onload=alert(1)><p>ok</p></svg>`,
  `<a href="javascript:alert(1)">ok</a>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>`,
  `<p style="background:url(javascript:alert(1))">ok</p>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>ok</p>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">ok</p></noscript>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt><p>ok</p>`,
  `<p>ok<!--<script>alert(1)</script>--></p>`,
  `<form><button formaction="javascript:alert(1)">ok</button></form>`,
];

describe("cleanHtml", () => {
  it.each(PAYLOADS)("drops script and event handlers: %s", (payload) => {
    const clean = cleanHtml(payload);
    expect(clean).toContain("ok");
    expect(clean).not.toMatch(/<script|<img|<svg|<iframe|<a\b|<style|<math|<form|<button/i);
    expect(clean).not.toMatch(/\son\w+\s*=|javascript:|style=|href=|src=/i);
  });

  it("keeps the structure and emphasis the editor makes", () => {
    const html = "<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>x</li></ul>";
    expect(cleanHtml(html)).toBe(html);
  });

  it("keeps h2 and h3, turns an older h4 into h3 and drops other headings' tags", () => {
    expect(cleanHtml("<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5>")).toBe(
      "a<h2>b</h2><h3>c</h3><h3>d</h3>e",
    );
  });

  it("keeps links inside the site as they are and marks outside ones", () => {
    expect(cleanHtml('<p><a href="/privacy" target="_blank" class="x">policy</a></p>')).toBe(
      '<p><a href="/privacy">policy</a></p>',
    );
    expect(cleanHtml('<a href="#terms">t</a>')).toBe('<a href="#terms">t</a>');
    expect(cleanHtml('<a href="https://example.org/a?b=1" rel="opener">site</a>')).toBe(
      '<a href="https://example.org/a?b=1" rel="noopener noreferrer">site</a>',
    );
    expect(cleanHtml('<a href="mailto:info@example.org">mail</a>')).toBe(
      '<a href="mailto:info@example.org">mail</a>',
    );
  });

  it("keeps only the text of a link it may not carry", () => {
    for (const href of [
      "javascript:alert(1)",
      "//evil.example/x",
      "data:text/html,x",
      "",
      "ftp://x.org",
    ])
      expect(cleanHtml(`<p><a href="${href}">text</a></p>`), href).toBe("<p>text</p>");
    expect(cleanHtml("<p><a>text</a></p>")).toBe("<p>text</p>");
  });
});
