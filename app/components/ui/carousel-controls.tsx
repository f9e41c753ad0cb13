// The row scrolls natively without these.
import { useCallback, useEffect, useState, type RefObject } from "react";
import { Icon } from "~/components/site/icons";
import { useTranslation } from "~/modules/i18n/react";

type Edges = { atStart: boolean; atEnd: boolean };

// Scroll positions are fractional on zoomed or high-density screens.
const EDGE_SLACK = 4;

function isRtl(element: HTMLElement) {
  return getComputedStyle(element).direction === "rtl";
}

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

export function CarouselControls({ listRef }: { listRef: RefObject<HTMLUListElement> }) {
  const { t } = useTranslation();
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: false });

  /** +1 is "next" in the reading direction. */
  const move = useCallback(
    (steps: number) => {
      const list = listRef.current;
      if (!list) return;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const physical = steps * stepOf(list) * (isRtl(list) ? -1 : 1);
      list.scrollBy({ left: physical, behavior: reduce ? "auto" : "smooth" });
    },
    [listRef],
  );

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setEdges(edgesOf(list));
    const onKeyDown = (event: KeyboardEvent) => {
      // Arrow keys inside a card's link keep their meaning.
      if (event.target !== list) return;
      const rtl = isRtl(list);
      if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) move(1);
      else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) move(-1);
      else if (event.key === "Home") list.scrollTo({ left: 0 });
      else if (event.key === "End") list.scrollTo({ left: (rtl ? -1 : 1) * list.scrollWidth });
      else return;
      event.preventDefault();
    };
    update();
    list.addEventListener("scroll", update, { passive: true });
    list.addEventListener("keydown", onKeyDown);
    const resize = new ResizeObserver(update);
    resize.observe(list);
    return () => {
      list.removeEventListener("scroll", update);
      list.removeEventListener("keydown", onKeyDown);
      resize.disconnect();
    };
  }, [listRef, move]);

  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-button carousel-previous"
        aria-label={t("layout.carousel_previous")}
        disabled={edges.atStart}
        onClick={() => move(-1)}
      >
        <Icon name="chevron" />
      </button>
      <button
        type="button"
        className="carousel-button carousel-next"
        aria-label={t("layout.carousel_next")}
        disabled={edges.atEnd}
        onClick={() => move(1)}
      >
        <Icon name="chevron" />
      </button>
    </div>
  );
}
