import type { ImageInfo } from "~/modules/provider/types";
import { variantName, variantStem, type VariantFormat } from "~core/storage/variant-names";

// Mirrors the provider's THUMB_SIDE.
const THUMB_SIDE = 400;
// The first <source> the browser supports wins.
const FORMATS: VariantFormat[] = ["avif", "webp"];

export type PictureData = {
  src: string;
  width: number | null;
  height: number | null;
  srcSet: string | null;
  /** The copies' widths by format; <Picture> names them (core/storage/variant-names.ts), which
   * keeps a page's loader data a third of what written-out srcsets weigh. */
  sources: { format: VariantFormat; widths: number[] }[];
  /** Set here so the SIZES strings never reach the bundle. */
  sizes: string;
};

/** Read from app/styles; each at least the real width, so the browser never picks a file too
 * small, and close to it, so a phone never picks a desktop one. */
export const SIZES = {
  /** `.card-grid-wide` */
  wideCard:
    "(min-width: 72rem) 22rem, (min-width: 64rem) 33vw, (min-width: 43rem) 50vw, calc(100vw - 2rem)",
  /** `.card-grid` */
  card: "(min-width: 72rem) 16.5rem, (min-width: 52rem) 33vw, (min-width: 34rem) 50vw, calc(100vw - 2rem)",
  /** `.carousel` */
  carousel: "(min-width: 40rem) 21rem, calc(85vw - 2.125rem)",
  /** `.post-media` */
  post: "(min-width: 48rem) 20rem, calc(100vw - 2rem)",
  avatar: "7rem",
  /** `.item-gallery` on an item's own page */
  page: "(min-width: 52rem) 48rem, calc(100vw - 2rem)",
} as const;

export type PicturePlace = keyof typeof SIZES;

/** The page then loads nothing from another origin. */
function isStoragePath(path: unknown): path is string {
  return typeof path === "string" && path.startsWith("/storage/") && !path.includes("..");
}

function thumbWidth(width: number, height: number): number {
  return width >= height
    ? Math.min(THUMB_SIDE, width)
    : Math.round((Math.min(THUMB_SIDE, height) * width) / height);
}

/** Only copies named by the rule: the names rebuilt in the page are then the provider's own. */
function sourcesOf(info: ImageInfo, width: number): PictureData["sources"] {
  const stem = variantStem(info.path);
  if (!stem) return [];
  return FORMATS.flatMap((format) => {
    const widths = (info.variants ?? [])
      .filter(
        (v) =>
          v.type === `image/${format}` &&
          Number.isInteger(v.width) &&
          v.width > 0 &&
          v.path === variantName(stem, v.width, v.width === width, format),
      )
      .map((v) => v.width)
      .sort((a, b) => a - b);
    return widths.length ? [{ format, widths }] : [];
  });
}

// A cached provider answer hands every render the same image objects (ADR 0004), so each is
// turned into a picture once per place: a home page has about thirty of them.
const pictures = new WeakMap<ImageInfo, Partial<Record<PicturePlace, PictureData | null>>>();

export function toPicture(
  info: ImageInfo | undefined | null,
  place: PicturePlace = "wideCard",
): PictureData | null {
  if (!info) return null;
  const known = pictures.get(info);
  if (known && place in known) return known[place] ?? null;
  // Frozen: every render that shows the image shares it.
  const picture = pictureOf(info, place);
  if (picture) Object.freeze(Object.freeze(picture).sources);
  pictures.set(info, { ...known, [place]: picture });
  return picture;
}

function pictureOf(info: ImageInfo, place: PicturePlace): PictureData | null {
  if (!isStoragePath(info.path)) return null;
  const { width, height } = info;
  const sources = width && height ? sourcesOf(info, width) : [];
  const thumb = isStoragePath(info.thumb) ? info.thumb : null;
  // The thumbnail pair is for images without variants.
  const srcSet =
    !sources.length && thumb && width && height && thumbWidth(width, height) < width
      ? `${thumb} ${thumbWidth(width, height)}w, ${info.path} ${width}w`
      : null;
  return { src: info.path, width, height, srcSet, sources, sizes: SIZES[place] };
}

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
