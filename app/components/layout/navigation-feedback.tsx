import { Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { afterHydration } from "./load-after-hydration";

const NavigationProgress = afterHydration("NavigationProgress");

// What the server renders and what shows until the live bar has loaded: the same idle markup.
const idleBar = (
  <div className="nav-progress" data-state="idle" data-testid="progress-bar" aria-hidden="true">
    <div className="nav-progress-bar" style={{ transform: "scaleX(0)" }} />
  </div>
);

/** The top progress bar and the loading overlay (spec §2, §4); their logic loads after hydration. */
export function NavigationFeedback() {
  const hydrated = useHydrated();
  if (!hydrated) return idleBar;
  return (
    <Suspense fallback={idleBar}>
      <NavigationProgress />
    </Suspense>
  );
}
