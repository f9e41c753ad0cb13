import { createElement, lazy, type ComponentType } from "react";

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

// The modules `lazyInBrowser` loads on the server, all at start.
let serverLoads: Promise<unknown> = Promise.resolve();

/** Resolves once the server has loaded every part made with `lazyInBrowser`. */
export const serverParts = () => serverLoads;

/**
 * A part the server renders into the page and the browser loads only on the pages that show it.
 * The server's one bundle holds the module: it is loaded when this runs, at start, and
 * entry.server.tsx renders (in one synchronous pass, ADR 0035) once `serverParts()` has resolved,
 * so a render never suspends. In the browser it is a lazy component; hydration keeps the server's
 * markup until the chunk arrives, and a chunk gone with a new release reloads the page
 * (`importWithReload`).
 */
export function lazyInBrowser<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  if (typeof document !== "undefined")
    return lazy(() =>
      import("~/utils/chunk-reload")
        .then(({ importWithReload }) => importWithReload(load))
        .then((component) => ({ default: component })),
    );
  let loaded: ComponentType<Props>;
  serverLoads = Promise.all([serverLoads, load().then((component) => (loaded = component))]);
  return (props: Props) => createElement(loaded, props);
}
