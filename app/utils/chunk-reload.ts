// Spec §4/§8/§9: at most one reload a minute after a chunk fails to load, so a broken deploy
// cannot trap a visitor; never while offline.

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = "chunk-reload-at";

type StampStorage = Pick<Storage, "getItem" | "setItem">;

// Browsers word it differently; Remix's own loader adds its line.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Error loading route module/i;
const REMIX_ROUTE_MODULE_ERROR = /^Error loading route module `.*`, reloading page/;

export function isChunkLoadError(reason: unknown): boolean {
  const message =
    reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}

/** False when the stamp cannot be kept, which would risk a loop. */
export function claimChunkReload(storage: StampStorage | null, now = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStore(win: Window): StampStorage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Offline, the reload would end on the browser's offline page, off the site. */
export function reloadForChunkError(error: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(error) || !isOnline(win)) return false;
  if (!claimChunkReload(sessionStore(win))) return false;
  win.location.reload();
  return true;
}

export function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadForChunkError(error)) return new Promise<T>(() => {});
    throw error;
  });
}

export class ChunkReloadSkippedError extends Error {
  constructor(offline = false) {
    super(
      offline
        ? "A page module failed to load while offline; not reloading."
        : "A page module failed to load again within a minute; not reloading.",
    );
    this.name = "ChunkReloadSkippedError";
  }
}

function isOnline(win: Window): boolean {
  return win.navigator?.onLine !== false;
}

type RouterView = {
  state: { navigation: { state: string; formMethod?: string; location?: Partial<Location> } };
};

export function chunkReloadTarget(win: Window): string | null {
  const router = (win as Window & { __remixRouter?: RouterView }).__remixRouter;
  const navigation = router?.state.navigation;
  if (navigation?.state !== "loading" || !navigation.location) return null;
  if (navigation.formMethod && navigation.formMethod.toLowerCase() !== "get") return null;
  const { pathname = "/", search = "", hash = "" } = navigation.location;
  return `${pathname}${search}${hash}`;
}

// Remix 2 reloads a failed route module with no limit, after a fixed log line: throwing there
// skips its reload. On a link navigation the target is pushed first (spec §9).
export function installChunkReloadGuard(win: Window & typeof globalThis = window) {
  const original = win.console.error.bind(win.console);
  win.console.error = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === "string" && REMIX_ROUTE_MODULE_ERROR.test(first)) {
      original(...args);
      if (!isOnline(win)) throw new ChunkReloadSkippedError(true);
      if (!claimChunkReload(sessionStore(win))) throw new ChunkReloadSkippedError();
      const target = chunkReloadTarget(win);
      const here = `${win.location.pathname}${win.location.search}${win.location.hash}`;
      if (target && target !== here) win.history.pushState(null, "", target);
      return;
    }
    original(...args);
  };
  win.addEventListener("unhandledrejection", (event) => {
    if (reloadForChunkError(event.reason, win)) event.preventDefault();
  });
}
