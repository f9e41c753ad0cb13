import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { useBusy } from "~/utils/root-data";

// Spec §4/§9: the bar appears after 200 ms and advances toward 100 over about 5 s.
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
// A quick navigation shows neither.
export const OVERLAY_DELAY_MS = 500;
const TICK_MS = 200;
const DONE_HIDE_MS = 400;
const FAILED_HIDE_MS = 2_500;

type ProgressState = "idle" | "running" | "done" | "failed";

/** Never 100 until the navigation really ends. */
export function progressAt(elapsedMs: number): number {
  const value = 100 * (1 - Math.exp((-3 * elapsedMs) / PROGRESS_DURATION_MS));
  return Math.min(99, Math.max(2, value));
}

// Any error boundary renders this class.
function pageShowsError(): boolean {
  return document.querySelector(".error-page") !== null;
}

export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useBusy();
  const [state, setState] = useState<ProgressState>("idle");
  const [value, setValue] = useState(0);
  const [overlay, setOverlay] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (!busy) return;
    const started = Date.now() + PROGRESS_DELAY_MS;
    let ticker: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      setState("running");
      setValue(progressAt(0));
      ticker = setInterval(() => setValue(progressAt(Date.now() - started)), TICK_MS);
    }, PROGRESS_DELAY_MS);
    const veil = setTimeout(() => setOverlay(true), OVERLAY_DELAY_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(veil);
      if (ticker) clearInterval(ticker);
      setOverlay(false);
      if (stateRef.current === "running") {
        setState(pageShowsError() ? "failed" : "done");
        setValue(100);
      }
    };
  }, [busy]);

  useEffect(() => {
    if (state !== "done" && state !== "failed") return;
    const hide = setTimeout(
      () => {
        setState("idle");
        setValue(0);
      },
      state === "done" ? DONE_HIDE_MS : FAILED_HIDE_MS,
    );
    return () => clearTimeout(hide);
  }, [state]);

  return (
    <>
      <div
        className="nav-progress"
        data-state={state}
        data-testid="progress-bar"
        aria-hidden="true"
      >
        <div className="nav-progress-bar" style={{ transform: `scaleX(${value / 100})` }} />
      </div>
      {overlay ? (
        <div className="loading-overlay" data-testid="loading-overlay">
          <span className="spinner" aria-hidden="true" />
          <span role="status" className="visually-hidden">
            {t("layout.loading")}
          </span>
        </div>
      ) : null}
    </>
  );
}
