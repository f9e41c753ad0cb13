import type { ImageInfo } from "~/modules/provider/types";

// Mirrors the provider's THUMB_SIDE: thumbnails fit inside a 400 px square.
const THUMB_SIDE = 400;

/** What an <img> needs, computed on the server so only this travels to the browser. */
export type PictureData = {
  src: string;
  width: number | null;
  height: number | null;
  /** `thumb 400w, full 1200w`, when the provider made a thumbnail and gave the sizes. */
  srcSet: string | null;
};

/** Only our own /storage/ paths are rendered: the page then loads nothing from another origin. */
function isStoragePath(path: unknown): path is string {
  return typeof path === "string" && path.startsWith("/storage/") && !path.includes("..");
}

function thumbWidth(width: number, height: number): number {
  return width >= height
    ? Math.min(THUMB_SIDE, width)
    : Math.round((Math.min(THUMB_SIDE, height) * width) / height);
}

export function toPicture(info: ImageInfo | undefined | null): PictureData | null {
  if (!info || !isStoragePath(info.path)) return null;
  const { width, height } = info;
  const thumb = isStoragePath(info.thumb) ? info.thumb : null;
  const srcSet =
    thumb && width && height && thumbWidth(width, height) < width
      ? `${thumb} ${thumbWidth(width, height)}w, ${info.path} ${width}w`
      : null;
  return { src: info.path, width, height, srcSet };
}

/** The first picture of a record: `images[0]`, else the bare `image` path(s). */
export function firstPicture(record: {
  images?: ImageInfo[] | null;
  image?: string | string[] | null;
}): PictureData | null {
  const fromImages = toPicture(record.images?.[0]);
  if (fromImages) return fromImages;
  const raw = Array.isArray(record.image) ? record.image[0] : record.image;
  return isStoragePath(raw) ? { src: raw, width: null, height: null, srcSet: null } : null;
}
