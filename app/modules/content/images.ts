import type { ImageInfo } from "~/modules/provider/types";

// Mirrors the provider's THUMB_SIDE: thumbnails fit inside a 400 px square.
const THUMB_SIDE = 400;
// Formats in the order the browser should prefer them: the first <source> it supports wins.
const FORMATS = ["image/avif", "image/webp"] as const;

/** What a <picture> needs, computed on the server so only this travels to the browser. */
export type PictureData = {
  src: string;
  width: number | null;
  height: number | null;
  /** `thumb 400w, full 1200w`, when the provider made a thumbnail and gave the sizes. */
  srcSet: string | null;
  /** One `<source>` per format with responsive variants (AVIF first), else none. */
  sources: { type: string; srcSet: string }[];
  /** How wide the place shows it (SIZES): set here so the strings never reach the bundle. */
  sizes: string;
};

/**
 * How wide each place shows a picture, for `sizes`, read from app/styles: `.container` is at most
 * 72rem with clamp(1rem, 4vw, 2rem) of padding each side, so a column is never wider than
 * calc(100vw - 2rem) on a phone. Each value is at least the real width, so the browser never picks
 * a file too small, and close to it, so a phone never picks a desktop one.
 */
export const SIZES = {
  /** `.card-grid-wide` (services, projects): minmax(19rem, 1fr) with 1.5rem gaps, 1 to 3 columns. */
  wideCard:
    "(min-width: 72rem) 22rem, (min-width: 64rem) 33vw, (min-width: 43rem) 50vw, calc(100vw - 2rem)",
  /** `.card-grid` (categories): minmax(15rem, 1fr) with 1.25rem gaps, 1 to 4 columns. */
  card: "(min-width: 72rem) 16.5rem, (min-width: 52rem) 33vw, (min-width: 34rem) 50vw, calc(100vw - 2rem)",
  /** `.carousel` items (home projects): min(85%, 21rem) of the container less its 0.25rem pads. */
  carousel: "(min-width: 40rem) 21rem, calc(85vw - 2.125rem)",
  /** `.post-media`: the card's full width, beside the text at 20rem from 48rem. */
  post: "(min-width: 48rem) 20rem, calc(100vw - 2rem)",
  /** `.avatar` of the home page's team cards: a fixed 7rem circle. */
  avatar: "7rem",
} as const;

export type PicturePlace = keyof typeof SIZES;

/** Only our own /storage/ paths are rendered: the page then loads nothing from another origin. */
function isStoragePath(path: unknown): path is string {
  return typeof path === "string" && path.startsWith("/storage/") && !path.includes("..");
}

function thumbWidth(width: number, height: number): number {
  return width >= height
    ? Math.min(THUMB_SIDE, width)
    : Math.round((Math.min(THUMB_SIDE, height) * width) / height);
}

function sourcesOf(info: ImageInfo): PictureData["sources"] {
  const variants = (info.variants ?? []).filter(
    (v) => isStoragePath(v.path) && Number.isInteger(v.width) && v.width > 0,
  );
  return FORMATS.flatMap((type) => {
    const list = variants.filter((v) => v.type === type).sort((a, b) => a.width - b.width);
    return list.length
      ? [{ type, srcSet: list.map((v) => `${v.path} ${v.width}w`).join(", ") }]
      : [];
  });
}

export function toPicture(
  info: ImageInfo | undefined | null,
  place: PicturePlace = "wideCard",
): PictureData | null {
  if (!info || !isStoragePath(info.path)) return null;
  const { width, height } = info;
  const sources = width && height ? sourcesOf(info) : [];
  const thumb = isStoragePath(info.thumb) ? info.thumb : null;
  // With variants the sources carry every size; the thumbnail pair is for images without them.
  const srcSet =
    !sources.length && thumb && width && height && thumbWidth(width, height) < width
      ? `${thumb} ${thumbWidth(width, height)}w, ${info.path} ${width}w`
      : null;
  return { src: info.path, width, height, srcSet, sources, sizes: SIZES[place] };
}

/** The first picture of a record: `images[0]`, else the bare `image` path(s). */
export function firstPicture(
  record: { images?: ImageInfo[] | null; image?: string | string[] | null },
  place: PicturePlace = "wideCard",
): PictureData | null {
  const fromImages = toPicture(record.images?.[0], place);
  if (fromImages) return fromImages;
  const raw = Array.isArray(record.image) ? record.image[0] : record.image;
  return isStoragePath(raw)
    ? { src: raw, width: null, height: null, srcSet: null, sources: [], sizes: SIZES[place] }
    : null;
}
