/**
 * sharp loaded on first use. Importing it maps libvips and its codecs (tens of MB of resident
 * memory) and starts its thread pool; a provider that only answers reads never needs it, so the
 * cost is paid by the first upload or seed instead of by every process at start.
 */
import type SharpDefault from "sharp";

export type Sharp = typeof SharpDefault;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
