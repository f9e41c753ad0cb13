// The names of a picture's responsive copies (ADR 0015): `<stem>-<width>.<format>`, and
// `<stem>.<format>` at the picture's own width, where the picture itself is `<stem>.webp`. The
// provider names its files by it; pages build the copies' addresses from it instead of carrying
// each one in their loader data (docs/performance.md, "Pictures by their names"). Short: it is
// in the first visit's scripts.

export type VariantFormat = "avif" | "webp";

const MAIN_SUFFIX = ".webp";

export function variantName(stem: string, width: number, full: boolean, format: VariantFormat) {
  return `${stem}${full ? "" : `-${width}`}.${format}`;
}

/** The stem of a picture's name, or null for a name not made by the rule. */
export function variantStem(mainPath: string): string | null {
  return mainPath.endsWith(MAIN_SUFFIX) ? mainPath.slice(0, -MAIN_SUFFIX.length) : null;
}

/** A `srcset` of the copies of `mainPath` (of width `full`) in one format; the widths come from
 * a picture whose stem `variantStem` found. */
export function variantSrcSet(
  mainPath: string,
  full: number | null,
  format: VariantFormat,
  widths: number[],
): string {
  const stem = variantStem(mainPath) ?? "";
  return widths.map((w) => `${variantName(stem, w, w === full, format)} ${w}w`).join(", ");
}
