/**
 * Responsive copies of a stored image (ADR 0015): AVIF and WebP at the widths public pages ask
 * for through `<picture>`/`srcset`, so a phone downloads a phone-sized file. They are made from
 * the stored main picture (already oriented, stripped and at most MAX_SIDE), never larger than
 * it, and named by a rule from the main file's name, which is what lets `remove` find them:
 *
 *   <name>.webp          the main picture, also the widest WebP
 *   <name>.avif          the main picture's size in AVIF
 *   <name>-<w>.avif/.webp  each width of VARIANT_WIDTHS that is clearly smaller than the main one
 */
import type { ImagePool } from "./image-pool.js";
import type { TempFiles } from "./temp.js";

export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/**
 * A width within 10 % of the main picture's adds a file without saving bytes: 1920 next to a
 * 2000 px main one would cost the slowest encode of all for a 4 % smaller picture.
 */
const NEAR_FULL = 0.9;
// Effort 2 rather than the main picture's 4: the same sizes at these widths, in less time.
export const VARIANT_WEBP = { quality: 80, effort: 2 };
// Effort 1 of libaom's 0-9: on a 2000x1500 photo it encoded in ~0.4 s where effort 2 took
// ~2 s and the default 4 ~3.5 s, for a file no larger (figures in ADR 0015). Quality 55 is
// visually close to WebP's 80 at a smaller size.
export const VARIANT_AVIF = { quality: 55, effort: 1 };
/** What the encoded bytes depend on: a cache of encoded files is keyed by it. */
export const ENCODING = JSON.stringify({
  VARIANT_WIDTHS,
  NEAR_FULL,
  WEBP: VARIANT_WEBP,
  AVIF: VARIANT_AVIF,
});

export type VariantType = "image/avif" | "image/webp";
export type ImageVariant = { path: string; type: VariantType; width: number; height: number };
type Planned = ImageVariant & { format: "avif" | "webp" };
/** An encoded variant waiting in a temp file for the driver. */
export type EncodedVariant = { path: string; file: string };

/** A list as the database keeps it (JSON); a row not yet backfilled (null) or unreadable has none. */
export function parseVariants(json: string | null): ImageVariant[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as ImageVariant[]) : [];
  } catch {
    return [];
  }
}

/** The widths made for a main picture `width` px wide: the smaller steps, then its own. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width * NEAR_FULL), width];
}

const MAIN = /^(.*\/[0-9a-f]{16,})\.webp$/;

/** The naming rule: every variant path of a main picture's path (null when it is not one). */
export function variantPlan(mainPath: string, width: number, height: number): Planned[] | null {
  const stem = MAIN.exec(mainPath)?.[1];
  if (!stem || width <= 0 || height <= 0) return null;
  const out: Planned[] = [];
  for (const w of variantWidths(width)) {
    const h = Math.max(1, Math.round((height * w) / width));
    const full = w === width;
    for (const format of ["avif", "webp"] as const) {
      out.push({
        format,
        path: full ? `${stem}.${format}` : `${stem}-${w}.${format}`,
        type: `image/${format}`,
        width: w,
        height: full ? height : h,
      });
    }
  }
  return out;
}

/**
 * Every file name the rule could give a main picture, whatever its width: what `remove` deletes
 * along with it (a missing one is no error).
 */
export function variantPathsOf(mainPath: string): string[] {
  const stem = MAIN.exec(mainPath)?.[1];
  if (!stem) return [];
  return [
    `${stem}.avif`,
    ...VARIANT_WIDTHS.flatMap((w) => [`${stem}-${w}.avif`, `${stem}-${w}.webp`]),
  ];
}

/** Jobs per picture's variants: one per default worker. */
const BATCHES = 2;

/**
 * Encodes the variants of a main picture (`mainFile`, its WebP in a temp file) through the image
 * pool into temp files. The full-size WebP is the main file itself, so it is listed but not
 * encoded again. The work is split into `BATCHES` jobs, each decoding the picture once, so two
 * workers share it (ADR 0016); a batch is a few encodes, well inside one job's time limit.
 */
export async function encodeVariants(
  images: ImagePool,
  temp: TempFiles,
  mainPath: string,
  mainFile: string,
  size: { width: number; height: number },
): Promise<{ variants: ImageVariant[]; files: EncodedVariant[] }> {
  const plan = variantPlan(mainPath, size.width, size.height);
  if (!plan) throw new TypeError(`not a main picture path: ${mainPath}`);
  const todo = plan
    .filter((v) => !(v.format === "webp" && v.width === size.width))
    .map((v) => ({ ...v, file: temp.path(`.${v.format}`) }));
  // Dealt round-robin, so each batch gets small and large widths alike.
  const batches = Array.from({ length: BATCHES }, (_, b) =>
    todo.filter((_, i) => i % BATCHES === b),
  );
  await Promise.all(
    batches
      .filter((batch) => batch.length)
      .map((batch) =>
        images.run({
          op: "variants",
          input: mainFile,
          outputs: batch.map((v) => ({
            file: v.file,
            format: v.format,
            resize: v.width === size.width ? undefined : { width: v.width, height: v.height },
          })),
        }),
      ),
  );
  const files = todo.map((v) => ({ path: v.path, file: v.file }));
  const variants = plan.map(({ path, type, width, height }) => ({ path, type, width, height }));
  return { variants, files };
}
