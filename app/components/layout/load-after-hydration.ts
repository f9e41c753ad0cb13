import { lazy, type ComponentType } from "react";

function Nothing() {
  return null;
}

/**
 * A part of the page loaded only once it is needed (docs/performance.md: the JavaScript of a
 * visit counts every chunk the browser loads, lazy ones included). If the chunk cannot load (the
 * visitor went offline right after the page arrived), the page goes on without that part instead
 * of failing.
 */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<Props> }),
    ),
  );
}
