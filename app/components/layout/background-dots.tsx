/**
 * Decoration only (spec §2): fixed behind the page, drawn by CSS gradients and moved with a
 * transform, so it costs no layout; still under prefers-reduced-motion (site effects CSS).
 */
export function BackgroundDots() {
  return <div className="bg-dots" aria-hidden="true" />;
}
