// Regression guard for the sanitize-html upgrade (docs/security.md): rich text saved through the
// provider keeps structure and emphasis and loses every script, handler, link and image.
import { describe, expect, it } from "vitest";
import { cleanHtml } from "../../../server/http/validate.js";

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
});
