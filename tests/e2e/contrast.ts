// Contrast of a text axe could not judge because its background is a gradient: measured here
// against every colour stop of that gradient (each blended over the colour beneath it), so the
// worst stop decides. WCAG 2.2 1.4.3: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
import type { Page } from "@playwright/test";

/** The lowest contrast of the text at `selector` over its gradient, and what it needs. */
export function gradientContrast(page: Page, selector: string) {
  return page.evaluate((target) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r, g, b, a = "1"] = match[1].split(/[\s,/]+/).filter(Boolean);
        return [Number(r), Number(g), Number(b), Number(a)];
      });
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const ratio = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    };

    const element = document.querySelector(target);
    if (!element) return null;
    // The nearest ancestor that paints a gradient, and the opaque colour under its stops.
    let band: Element | null = element;
    while (band && getComputedStyle(band).backgroundImage === "none") band = band.parentElement;
    if (!band) return null;
    let base: Rgba = [255, 255, 255, 1];
    for (let node: Element | null = band; node; node = node.parentElement) {
      const [color] = parse(getComputedStyle(node).backgroundColor);
      if (color && color[3] > 0) {
        base = over(color, base);
        break;
      }
    }
    const painted = parse(getComputedStyle(band).backgroundImage);
    // Where a stop is see-through, the colour beneath shows on its own too (a glow fading out).
    const stops = painted.map((stop) => over(stop, base));
    if (painted.some((stop) => stop[3] < 1)) stops.push(base);
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const [text] = parse(style.color);
    const lowest = Math.min(...stops.map((stop) => ratio(over(text, stop), stop)));
    return { lowest: Math.round(lowest * 100) / 100, needed: large ? 3 : 4.5 };
  }, selector);
}
