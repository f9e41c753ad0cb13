import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "./load-after-hydration";
import { useBusy } from "~/utils/root-data";

// Loaded on the first navigation: the bar shows only after PROGRESS_DELAY_MS, time enough.
const NavigationProgress = lazyPart(() =>
  import("./navigation-progress").then((module) => module.NavigationProgress),
);

const idleBar = (
  <div className="nav-progress" data-state="idle" data-testid="progress-bar" aria-hidden="true">
    <div className="nav-progress-bar" style={{ transform: "scaleX(0)" }} />
  </div>
);

/** Spec §2, §4. */
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
