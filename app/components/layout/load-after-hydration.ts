import { lazy, type ComponentType } from "react";
import type * as AfterHydration from "./after-hydration";

type Parts = typeof AfterHydration;

function Nothing() {
  return null;
}

/**
 * A layout part from the after-hydration chunk. If the chunk cannot load (the visitor went offline
 * right after the page arrived), the page goes on without that part instead of failing.
 */
export function afterHydration<K extends keyof Parts>(name: K) {
  return lazy(() =>
    import("./after-hydration").then(
      (parts) => ({ default: parts[name] }),
      () => ({ default: Nothing as ComponentType as Parts[K] }),
    ),
  );
}
