// The admin icons are <use>s of one sprite the layout prints once: every icon a screen asks for
// has its symbol there, and an unknown name falls back to the home icon as it always did.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, IconSprite } from "~/components/dashboard/icons";

const sprite = renderToString(<IconSprite />);
const NAMES = ["home", "categories", "notifications", "plus", "edit", "trash", "download"];

describe("dashboard icons", () => {
  it("refer to a symbol of the sprite, with the stroke attributes on the symbol", () => {
    for (const name of NAMES) {
      const icon = renderToString(<Icon name={name} size={16} />);
      expect(icon).toContain(`<use href="#icon-${name}">`);
      expect(icon).toContain('width="16"');
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"`,
        ),
      );
    }
  });

  it("falls back to the home icon for an unknown name", () => {
    expect(renderToString(<Icon name="nope" />)).toContain('href="#icon-home"');
    expect(renderToString(<Icon name="constructor" />)).toContain('href="#icon-home"');
  });

  it("keeps the directional class for the back arrow", () => {
    expect(renderToString(<Icon name="back" />)).toContain('class="icon-directional"');
  });

  it("hides the sprite from assistive technology and from the layout", () => {
    expect(sprite).toMatch(/^<svg class="visually-hidden" aria-hidden="true" focusable="false">/);
  });
});
