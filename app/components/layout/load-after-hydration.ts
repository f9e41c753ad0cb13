import { lazy, type ComponentType } from "react";

function Nothing() {
  return null;
}

/** docs/performance.md counts every chunk a visit loads. If the chunk cannot load (offline), the
 * page goes on without that part. */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<Props> }),
    ),
  );
}
