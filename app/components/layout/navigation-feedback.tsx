import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "./load-after-hydration";
import { useBusy } from "./use-busy";

// Loaded when the first navigation or fetcher post starts, not with every page (docs/performance.md):
// the bar shows only after PROGRESS_DELAY_MS anyway, time enough for the chunk.
const NavigationProgress = lazyPart(() =>
  import("./navigation-progress").then((module) => module.NavigationProgress),
);

// What the server renders and what shows until the live bar has loaded: the same idle markup.
const idleBar = (
  <div className="nav-progress" data-state="idle" data-testid="progress-bar" aria-hidden="true">
    <div className="nav-progress-bar" style={{ transform: "scaleX(0)" }} />
  </div>
);

/** The top progress bar and the loading overlay (spec §2, §4); their logic loads on first use. */
export function NavigationFeedback() {
  const busy = useBusy();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (busy) setWanted(true);
  }, [busy]);
  // Mounted while the first navigation is still busy, the live bar takes it from there.
  if (!wanted && !busy) return idleBar;
  return (
    <Suspense fallback={idleBar}>
      <NavigationProgress />
    </Suspense>
  );
}
