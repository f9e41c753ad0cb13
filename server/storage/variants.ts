// Responsive copies (ADR 0015), never larger than the main picture and named by a rule from its
// name, which is what lets `remove` find them.
import type { ImageVariantInfo } from "../../core/contract/records.js";
import { variantName } from "../../core/storage/variant-names.js";
import type { ImagePool } from "./image-pool.js";
import type { TempFiles } from "./temp.js";

export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
// A width near the main picture's adds a file without saving bytes (docs/performance.md).
const NEAR_FULL = 0.9;
export const VARIANT_WEBP = { quality: 80, effort: 2 };
// Effort and quality chosen in ADR 0015.
export const VARIANT_AVIF = { quality: 55, effort: 1 };
export const ENCODING = JSON.stringify({
  VARIANT_WIDTHS,
  NEAR_FULL,
  WEBP: VARIANT_WEBP,
  AVIF: VARIANT_AVIF,
});

export type ImageVariant = ImageVariantInfo;
export type VariantType = ImageVariant["type"];
type Planned = ImageVariant & { format: "avif" | "webp" };
export type EncodedVariant = { path: string; file: string };

export function parseVariants(json: string | null): ImageVariant[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as ImageVariant[]) : [];
  } catch {
    return [];
  }
}

// A list answer parses the same few pictures' variants on every request (ten a page): kept by
// picture path with the text they were parsed from, so an unchanged text is compared, never
// parsed or hashed again (docs/performance.md, "Where a request's time goes"). Frozen: every
// answer shares them.
const parsedByPath = new Map<string, { json: string; list: ImageVariant[] }>();
const PARSED_MAX = 2_000;

/** parseVariants for a stored picture's row, remembered by its path. */
export function storedVariants(path: string, json: string | null): ImageVariant[] {
  if (!json) return [];
  const known = parsedByPath.get(path);
  if (known?.json === json) return known.list;
  const list = parseVariants(json);
  for (const variant of list) Object.freeze(variant);
  Object.freeze(list);
  if (parsedByPath.size >= PARSED_MAX) parsedByPath.clear();
  parsedByPath.set(path, { json, list });
  return list;
}

export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width * NEAR_FULL), width];
}

const MAIN = /^(.*\/[0-9a-f]{16,})\.webp$/;

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
        path: variantName(stem, w, full, format),
        type: `image/${format}`,
        width: w,
        height: full ? height : h,
      });
    }
  }
  return out;
}

export function variantPathsOf(mainPath: string): string[] {
  const stem = MAIN.exec(mainPath)?.[1];
  if (!stem) return [];
  return [
    variantName(stem, 0, true, "avif"),
    ...VARIANT_WIDTHS.flatMap((w) => [
      variantName(stem, w, false, "avif"),
      variantName(stem, w, false, "webp"),
    ]),
  ];
}

const BATCHES = 2;

/** `BATCHES` jobs, each decoding the picture once, so two workers share it (ADR 0016). */
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
