import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A <details> menu that works without JavaScript and, with it, closes on a new page, a click
 * outside it or Escape (focus back on its summary). While `openWhen` matches (the one-row navbar's
 * width) it stays open: base.css shows its content there anyway.
 */
export function useDisclosure(openWhen?: string) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const media = openWhen ? window.matchMedia(openWhen) : null;
    const sync = () => {
      details.open = media?.matches === true;
    };
    const close = (event: PointerEvent | KeyboardEvent) => {
      if (!details.open || media?.matches) return;
      if ("key" in event) {
        if (event.key !== "Escape") return;
        details.querySelector("summary")?.focus();
      } else if (event.target instanceof Node && details.contains(event.target)) return;
      details.open = false;
    };
    sync();
    media?.addEventListener("change", sync);
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      media?.removeEventListener("change", sync);
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [key, openWhen]);
  return ref;
}
