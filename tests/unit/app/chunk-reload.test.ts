import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  ChunkReloadSkippedError,
  chunkReloadTarget,
  claimChunkReload,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadForChunkError,
} from "~/utils/chunk-reload";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("chunk reload guard", () => {
  it("recognises the browsers' chunk errors only", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("allows one reload per minute", () => {
    const storage = memoryStorage();
    const start = 1_700_000_000_000;
    expect(claimChunkReload(storage, start)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(start));
    expect(claimChunkReload(storage, start + 5_000)).toBe(false);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });

  it("never reloads when the stamp cannot be kept", () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(claimChunkReload(broken, Date.now())).toBe(false);
    expect(claimChunkReload(null)).toBe(false);
  });

  it("lets Remix reload once, then stops its second reload within the minute", () => {
    const storage = memoryStorage();
    const logged: unknown[][] = [];
    const win = {
      console: { error: (...args: unknown[]) => logged.push(args) },
      sessionStorage: storage,
      addEventListener: vi.fn(),
      location: { reload: vi.fn() },
    } as unknown as Window & typeof globalThis;
    installChunkReloadGuard(win);
    const line = "Error loading route module `/build/routes/x.js`, reloading page...";
    expect(() => win.console.error(line)).not.toThrow();
    expect(() => win.console.error(line)).toThrow(ChunkReloadSkippedError);
    // Other messages pass through untouched.
    win.console.error("something else");
    expect(logged.map((args) => args[0])).toEqual([line, line, "something else"]);
  });

  it("reloads at the page a link was headed for, not the page the click came from", () => {
    const navigation = {
      state: "loading",
      formMethod: undefined as string | undefined,
      location: { pathname: "/conditions", search: "?a=1", hash: "#b" },
    };
    const pushState = vi.fn();
    const win = {
      console: { error: vi.fn() },
      sessionStorage: memoryStorage(),
      addEventListener: vi.fn(),
      location: { pathname: "/", search: "", hash: "", reload: vi.fn() },
      history: { pushState },
      __remixRouter: { state: { navigation } },
    } as unknown as Window & typeof globalThis;
    expect(chunkReloadTarget(win)).toBe("/conditions?a=1#b");
    installChunkReloadGuard(win);
    win.console.error("Error loading route module `/build/routes/x.js`, reloading page...");
    expect(pushState).toHaveBeenCalledWith(null, "", "/conditions?a=1#b");
    // A post or a fetcher is not a page to land on: the page itself reloads.
    navigation.formMethod = "post";
    expect(chunkReloadTarget(win)).toBeNull();
    navigation.formMethod = undefined;
    navigation.state = "idle";
    expect(chunkReloadTarget(win)).toBeNull();
  });

  it("never reloads while offline, and keeps the minute's reload for later", () => {
    const storage = memoryStorage();
    const navigator = { onLine: false };
    const reload = vi.fn();
    const pushState = vi.fn();
    const win = {
      console: { error: vi.fn() },
      sessionStorage: storage,
      navigator,
      addEventListener: vi.fn(),
      location: { pathname: "/", search: "", hash: "", reload },
      history: { pushState },
    } as unknown as Window & typeof globalThis;
    installChunkReloadGuard(win);
    const line = "Error loading route module `/build/routes/x.js`, reloading page...";
    // Thrown: Remix's reload is skipped and the layout's error view shows instead.
    expect(() => win.console.error(line)).toThrow(/offline/);
    expect(pushState).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    const chunkError = new TypeError("Failed to fetch dynamically imported module: /x.js");
    expect(reloadForChunkError(chunkError, win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Back online, the reload is allowed again.
    navigator.onLine = true;
    expect(() => win.console.error(line)).not.toThrow();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });
});
