// A worker's side of ADR 0036: the primary accepts the connections and hands each over with an
// IPC message; the worker serves it as if its own listener had accepted it.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { connectionMessage, isConnectionMessage } from "./app-connections";

/**
 * Serves the sockets the primary sends. The server listens on a socket file of its own, private
 * to this user, that no one connects to: Node tracks a server's connections (its header and
 * request timeouts, `closeIdleConnections`) only once the server listens.
 */
export function takeConnectionsFromPrimary(server: Server, logger: Logger) {
  const open = new Set<net.Socket>();
  let allClosed: (() => void) | null = null;
  const dir = mkdtempSync(path.join(os.tmpdir(), "company-site-app-"));

  process.on("message", (message: unknown, socket: unknown) => {
    if (!isConnectionMessage(message, "connection") || !(socket instanceof net.Socket)) return;
    open.add(socket);
    socket.once("close", () => {
      open.delete(socket);
      // A primary already gone has nothing left to count.
      if (process.connected) process.send?.(connectionMessage("closed"));
      if (open.size === 0) allClosed?.();
    });
    server.emit("connection", socket);
    // The primary accepted it paused, so that nothing of the request was read there.
    socket.resume();
  });
  server.once("close", () => rmSync(dir, { recursive: true, force: true }));
  server.listen({ path: path.join(dir, "http.sock"), exclusive: true }, () => {
    logger.info({ msg: "taking connections from the primary" });
    process.send?.(connectionMessage("ready"));
  });

  return {
    /** Resolves once every connection handed over has closed. */
    drained: () =>
      open.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            allClosed = resolve;
          }),
  };
}
