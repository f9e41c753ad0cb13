// The brand's pictures in public/brand/ (written by server/bin/brand-images.mjs, ADR 0012) and
// colours, for the document head, the web app manifest and the link previews.
import type { Language } from "~/modules/i18n/config";

/** A page title followed by the brand's name ("Error | Bayan Digital"), in `t`'s language. */
export function brandedTitle(title: string, t: (key: string) => string): string {
  return `${title} | ${t("brand.name")}`;
}

/** base.css --color-primary: the browser's toolbar and the installed app's title bar. */
export const THEME_COLOR = "#4338ca";
export const BACKGROUND_COLOR = "#ffffff";

export const APPLE_TOUCH_ICON = { href: "/brand/apple-touch-icon.png", sizes: "180x180" };

export const MANIFEST_ICONS = [
  { src: "/brand/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/brand/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/brand/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The square logo search engines show beside results (schema.org Organization.logo). */
export const LOGO = { path: "/brand/icon-512.png", width: 512, height: 512 };

/** The branded link preview of each language: the name, tagline and logo on the brand colour. */
export function defaultPreview(language: Language) {
  return { path: `/brand/og-${language}.png`, width: 1200, height: 630, type: "image/png" };
}
