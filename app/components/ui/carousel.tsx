import { useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
// Static: a lazy chunk reaching react but not react-dom makes esbuild split them, which costs more
// than the controls (docs/performance.md).
import { CarouselControls } from "./carousel-controls";

/** A native scroll-snap row without JavaScript. */
export function Carousel({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const hydrated = useHydrated();
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <div className="carousel-frame">
      <ul ref={listRef} className="carousel" tabIndex={0} aria-label={label} data-testid={testId}>
        {children}
      </ul>
      {hydrated ? <CarouselControls listRef={listRef} /> : null}
    </div>
  );
}
