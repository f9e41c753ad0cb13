import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { Icon } from "~/components/site/icons";
import { useHydrated } from "remix-utils/use-hydrated";

// Spec §9.
export const SCROLL_TOP_THRESHOLD = 300;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** "#top" works in every browser without JavaScript; with it the arrow appears after the
 * threshold and focus moves up too. */
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
      <Icon name="arrow-up" />
    </a>
  );
}
