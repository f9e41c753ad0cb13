import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "~/modules/i18n/react";
import { useHydrated } from "remix-utils/use-hydrated";

type Edges = { atStart: boolean; atEnd: boolean };

// Scroll positions are fractional on zoomed or high-density screens.
const EDGE_SLACK = 4;

function isRtl(element: HTMLElement) {
  return getComputedStyle(element).direction === "rtl";
}

/** How far one step moves: one item and the gap after it. */
function stepOf(list: HTMLElement): number {
  const first = list.firstElementChild as HTMLElement | null;
  if (!first) return list.clientWidth;
  const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  return first.getBoundingClientRect().width + gap;
}

function edgesOf(list: HTMLElement): Edges {
  // In RTL scrollLeft runs from 0 down to negative values.
  const position = Math.abs(list.scrollLeft);
  const max = list.scrollWidth - list.clientWidth;
  return { atStart: position <= EDGE_SLACK, atEnd: position >= max - EDGE_SLACK };
}

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
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setEdges(edgesOf(list));
    update();
    list.addEventListener("scroll", update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(list);
    return () => {
      list.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, []);

  /** Moves by whole cards; +1 is "next" in the reading direction. */
  const move = useCallback((steps: number) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const physical = steps * stepOf(list) * (isRtl(list) ? -1 : 1);
    list.scrollBy({ left: physical, behavior: reduce ? "auto" : "smooth" });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Only when the row itself has focus: arrow keys inside a card's link keep their meaning.
    if (event.target !== event.currentTarget) return;
    const rtl = isRtl(event.currentTarget);
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    const list = event.currentTarget;
    if (event.key === forward) move(1);
    else if (event.key === backward) move(-1);
    else if (event.key === "Home") list.scrollTo({ left: 0 });
    else if (event.key === "End") list.scrollTo({ left: (rtl ? -1 : 1) * list.scrollWidth });
    else return;
    event.preventDefault();
  };

  return (
    <div className="carousel-frame">
      <ul
        ref={listRef}
        className="carousel"
        tabIndex={0}
        aria-label={label}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        {children}
      </ul>
      {hydrated ? (
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button carousel-previous"
            aria-label={t("layout.carousel_previous")}
            disabled={edges.atStart}
            onClick={() => move(-1)}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="carousel-button carousel-next"
            aria-label={t("layout.carousel_next")}
            disabled={edges.atEnd}
            onClick={() => move(1)}
          >
            <Chevron />
          </button>
        </div>
      ) : null}
    </div>
  );
}

// Points to the inline end; CSS flips it for "previous" and for right-to-left pages.
function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
