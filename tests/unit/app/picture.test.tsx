// <Picture> names the responsive copies by the provider's rule (core/storage/variant-names.ts)
// from the widths in the loader data: the srcsets a browser reads are the provider's files.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "~/components/site/picture";
import { SIZES, toPicture } from "~/modules/content/images";
import { variantPlan } from "../../../server/storage/variants";
import { answered } from "../../support/records";

const MAIN = "/storage/services/d27c844e388f3cc185649c77.webp";
const THUMB = "/storage/services/d27c844e388f3cc185649c77-thumb.webp";

function srcsetsOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, type, srcset] of html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)"/g)) {
    found[type] = srcset;
  }
  return found;
}

describe("<Picture>", () => {
  it("offers every copy the provider made, at its width, AVIF first", () => {
    const plan = variantPlan(MAIN, 1200, 800)!;
    const info = answered.imageInfo({
      path: MAIN,
      thumb: THUMB,
      width: 1200,
      height: 800,
      variants: plan,
    });
    const html = renderToString(<Picture picture={toPicture(info, "card")!} />);
    const wanted = (type: string) =>
      plan
        .filter((v) => v.type === type)
        .map((v) => `${v.path} ${v.width}w`)
        .join(", ");
    expect(srcsetsOf(html)).toEqual({
      "image/avif": wanted("image/avif"),
      "image/webp": wanted("image/webp"),
    });
    expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
    expect(html).toContain(`sizes="${SIZES.card}"`);
    expect(wanted("image/webp")).toBe(
      "/storage/services/d27c844e388f3cc185649c77-320.webp 320w, " +
        "/storage/services/d27c844e388f3cc185649c77-640.webp 640w, " +
        "/storage/services/d27c844e388f3cc185649c77-960.webp 960w, " +
        "/storage/services/d27c844e388f3cc185649c77.webp 1200w",
    );
  });

  it("leaves out a copy named otherwise, which the page could not name", () => {
    const plan = variantPlan(MAIN, 1200, 800)!;
    const renamed = plan.map((v) =>
      v.width === 640 ? { ...v, path: v.path.replace("-640.", "-0640.") } : v,
    );
    const info = answered.imageInfo({
      path: MAIN,
      thumb: THUMB,
      width: 1200,
      height: 800,
      variants: renamed,
    });
    const html = renderToString(<Picture picture={toPicture(info)!} />);
    for (const srcset of Object.values(srcsetsOf(html))) {
      expect(srcset).not.toContain("640");
      expect(srcset).toContain("-320.");
    }
  });
});
