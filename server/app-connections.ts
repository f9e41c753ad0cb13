// ADR 0036: the app's primary accepts every connection and hands it to the worker that holds the
// fewest open, so twenty kept-alive connections are served ten and ten, not twelve and eight.
// What the primary and its workers say to each other about connections.

const CHANNEL = "company-site:connections";

export type ConnectionMessage =
  // primary to worker, with the socket
  | { channel: typeof CHANNEL; kind: "connection" }
  // worker to primary: it takes connections
  | { channel: typeof CHANNEL; kind: "ready" }
  // worker to primary: one of its connections has closed
  | { channel: typeof CHANNEL; kind: "closed" };

export type ConnectionKind = ConnectionMessage["kind"];

export const connectionMessage = (kind: ConnectionKind): ConnectionMessage => ({
  channel: CHANNEL,
  kind,
});

export function isConnectionMessage(value: unknown, kind: ConnectionKind): boolean {
  if (typeof value !== "object" || value === null) return false;
  return "channel" in value && value.channel === CHANNEL && "kind" in value && value.kind === kind;
}

/** Where the app listens: PORT (3000) on HOST (every interface). */
export function listenAddress(env: Record<string, string | undefined>) {
  return { port: Number(env.PORT || 3000), host: env.HOST || "0.0.0.0" };
}

/** The address the `listening` line names. */
export function listeningUrl({ port, host }: ReturnType<typeof listenAddress>): string {
  return `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
}

/**
 * Open connections per ready worker, and the choice of the next one: the fewest open, and among
 * equals the one after the last chosen, so equals take turns.
 */
export function createConnectionCounts<W>() {
  const open = new Map<W, number>();
  let last: W | undefined;
  return {
    ready(worker: W) {
      open.set(worker, 0);
    },
    gone(worker: W) {
      open.delete(worker);
    },
    closed(worker: W) {
      const count = open.get(worker);
      if (count) open.set(worker, count - 1);
    },
    /** Counts the connection for the worker it picks; undefined while none is ready. */
    take(): W | undefined {
      const workers = [...open.keys()];
      const start = last === undefined ? 0 : workers.indexOf(last) + 1;
      let best: W | undefined;
      let fewest = Infinity;
      for (let i = 0; i < workers.length; i++) {
        const worker = workers[(start + i) % workers.length];
        const count = open.get(worker) ?? 0;
        if (count < fewest) [best, fewest] = [worker, count];
      }
      if (best !== undefined) {
        open.set(best, fewest + 1);
        last = best;
      }
      return best;
    },
    size: () => open.size,
  };
}
