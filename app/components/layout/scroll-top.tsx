import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { useHydrated } from "remix-utils/use-hydrated";

// Spec §9: the arrow appears once the page is scrolled more than 300 px.
export const SCROLL_TOP_THRESHOLD = 300;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * "#top" scrolls to the top of the document in every browser, so without JavaScript this is a
 * working link (shown by CSS scroll timelines where supported). With JavaScript it appears after
 * the threshold, scrolls smoothly unless reduced motion is asked for, and moves focus up too.
 */
export function ScrollTop() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // Keyboard users continue from the top of the page (the skip link comes first).
    document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
  };

  return (
    <a
      href="#top"
      className="scroll-top"
      data-js={hydrated ? "" : undefined}
      data-visible={visible ? "" : undefined}
      aria-label={t("layout.scroll_top")}
      title={t("layout.scroll_top")}
      data-testid="scroll-top"
      onClick={onClick}
      tabIndex={hydrated && !visible ? -1 : undefined}
      aria-hidden={hydrated && !visible ? true : undefined}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
