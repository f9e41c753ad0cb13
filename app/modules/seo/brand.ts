// Written by server/bin/brand-images.mjs (ADR 0012).
import type { Language } from "~/modules/i18n/config";

/** The name is the company's from the settings (site-settings), the locale's only while the
 * provider cannot answer. */
export function brandedTitle(title: string, name: string): string {
  return `${title} | ${name}`;
}

/** base.css --color-primary. */
export const THEME_COLOR = "#4338ca";
export const BACKGROUND_COLOR = "#ffffff";

export const APPLE_TOUCH_ICON = { href: "/brand/apple-touch-icon.png", sizes: "180x180" };

export const MANIFEST_ICONS = [
  { src: "/brand/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/brand/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/brand/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export const LOGO = { path: "/brand/icon-512.png", width: 512, height: 512 };

export function defaultPreview(language: Language) {
  return { path: `/brand/og-${language}.png`, width: 1200, height: 630, type: "image/png" };
}
