import { Suspense, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { afterHydration } from "~/components/layout/load-after-hydration";

// The buttons and arrow keys load after hydration: until then the row scrolls natively.
const CarouselControls = afterHydration("CarouselControls");

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
      {hydrated ? (
        <Suspense fallback={null}>
          <CarouselControls listRef={listRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
