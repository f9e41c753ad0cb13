// Provider images -> what <Picture> renders (ADR 0015): one <source> per format from the API's
// variants, the place's sizes, and the old thumbnail srcset for images without variants.
import { describe, expect, it } from "vitest";
import { SIZES, firstPicture, toPicture } from "~/modules/content/images";
import { answered } from "../../support/records";

const v = (path: string, type: "image/avif" | "image/webp", width: number) => ({
  path,
  type,
  width,
  height: Math.round((width * 2) / 3),
});

const withVariants = answered.imageInfo({
  path: "/storage/projects/abc.webp",
  thumb: "/storage/projects/abc-thumb.webp",
  width: 1200,
  height: 800,
  // Out of order on purpose: srcset lists are sorted by width.
  variants: [
    v("/storage/projects/abc.avif", "image/avif", 1200),
    v("/storage/projects/abc-320.avif", "image/avif", 320),
    v("/storage/projects/abc-320.webp", "image/webp", 320),
    v("/storage/projects/abc.webp", "image/webp", 1200),
    v("https://evil.example/x.avif", "image/avif", 640),
  ],
});

describe("toPicture", () => {
  it("offers AVIF then WebP at every width, with the place's sizes", () => {
    expect(toPicture(withVariants, "post")).toEqual({
      src: "/storage/projects/abc.webp",
      width: 1200,
      height: 800,
      srcSet: null,
      sources: [
        { format: "avif", widths: [320, 1200] },
        { format: "webp", widths: [320, 1200] },
      ],
      sizes: SIZES.post,
    });
  });

  it("keeps the thumbnail srcset for images not yet given variants", () => {
    const older = { ...withVariants, variants: [] };
    expect(toPicture(older, "card")).toMatchObject({
      srcSet: "/storage/projects/abc-thumb.webp 400w, /storage/projects/abc.webp 1200w",
      sources: [],
      sizes: SIZES.card,
    });
    const { variants: _, ...fromOldProvider } = withVariants;
    expect(toPicture(fromOldProvider)?.sources).toEqual([]);
  });

  it("renders only our own storage paths", () => {
    expect(toPicture({ ...withVariants, path: "https://evil.example/a.webp" })).toBeNull();
    expect(firstPicture({ image: ["/storage/posts/a.webp"] }, "post")).toEqual({
      src: "/storage/posts/a.webp",
      width: null,
      height: null,
      srcSet: null,
      sources: [],
      sizes: SIZES.post,
    });
  });

  it("makes each image's picture once per place, frozen, as every render shares it", () => {
    const card = toPicture(withVariants, "card");
    expect(toPicture(withVariants, "card")).toBe(card);
    expect(Object.isFrozen(card)).toBe(true);
    expect(Object.isFrozen(card?.sources)).toBe(true);
    const post = toPicture(withVariants, "post");
    expect(post?.sizes).toBe(SIZES.post);
    expect(toPicture(withVariants, "card")?.sizes).toBe(SIZES.card);
    const notOurs = { ...withVariants, path: "https://evil.example/a.webp" };
    expect(toPicture(notOurs)).toBeNull();
    expect(toPicture(notOurs)).toBeNull();
  });
});
