import { localized } from "~/modules/i18n/config";
import type { EntityConfig } from "~/modules/dashboard/entities";

type Loose = Record<string, unknown>;

export function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** The other language when empty. */
export function localizedOf(row: Loose, field: string, locale: string): string {
  return localized(row as Record<string, string>, field, locale);
}

export function rowLabel(config: EntityConfig, row: Loose, locale: string): string {
  const { label } = config;
  return label.kind === "localized"
    ? localizedOf(row, label.field, locale)
    : text(row[label.field]);
}

export function thumbOf(row: Loose): { src: string; width: number; height: number } | null {
  const images = Array.isArray(row.images) ? (row.images as Loose[]) : [];
  const first = images[0];
  if (first && typeof first.path === "string") {
    return {
      src: text(first.thumb) || first.path,
      width: Number(first.width) || 64,
      height: Number(first.height) || 64,
    };
  }
  const image = Array.isArray(row.image) ? row.image[0] : row.image;
  return typeof image === "string" && image ? { src: image, width: 64, height: 64 } : null;
}
