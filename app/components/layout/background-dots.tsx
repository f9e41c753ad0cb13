/** Spec §2; moved with a transform, so it costs no layout. */
export function BackgroundDots() {
  return <div className="bg-dots" aria-hidden="true" />;
}
