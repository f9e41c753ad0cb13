import { useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
// Static (~1 kB gz, on pages with a carousel only): a lazy chunk reaching react but not react-dom
// makes esbuild split them, which costs more than the controls (docs/performance.md).
import { CarouselControls } from "./carousel-controls";

/**
 * A row of cards that scrolls sideways. Without JavaScript it is a native scroll-snap row
 * (touch, trackpad, keyboard once focused); with it, previous/next buttons and arrow keys move
 * one card at a time, in the reading direction.
 */
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
      {/* The buttons and arrow keys start once hydrated: until then the row scrolls natively. */}
      {hydrated ? <CarouselControls listRef={listRef} /> : null}
    </div>
  );
}
