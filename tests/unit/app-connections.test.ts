// ADR 0036: the primary's choice of the worker for each new connection.
import { describe, expect, it } from "vitest";
import {
  connectionMessage,
  createConnectionCounts,
  isConnectionMessage,
  listenAddress,
} from "../../server/app-connections";

describe("the connection counts", () => {
  it("has no one to hand a connection to until a worker is ready", () => {
    const counts = createConnectionCounts<string>();
    expect(counts.take()).toBeUndefined();
    counts.ready("a");
    expect(counts.take()).toBe("a");
  });

  it("shares twenty connections ten and ten, equals taking turns", () => {
    const counts = createConnectionCounts<string>();
    counts.ready("a");
    counts.ready("b");
    const taken = Array.from({ length: 20 }, () => counts.take());
    expect(taken.slice(0, 4)).toEqual(["a", "b", "a", "b"]);
    expect(taken.filter((worker) => worker === "a")).toHaveLength(10);
  });

  it("gives new connections to the worker whose connections closed", () => {
    const counts = createConnectionCounts<string>();
    counts.ready("a");
    counts.ready("b");
    for (let i = 0; i < 10; i++) counts.take();
    for (let i = 0; i < 5; i++) counts.closed("a");
    expect(Array.from({ length: 4 }, () => counts.take())).toEqual(["a", "a", "a", "a"]);
    expect(counts.take()).toBe("a");
    expect(counts.take()).not.toBe(counts.take());
  });

  it("forgets a worker that has gone, and never counts below none", () => {
    const counts = createConnectionCounts<string>();
    counts.ready("a");
    counts.ready("b");
    counts.closed("b");
    counts.gone("a");
    expect([counts.take(), counts.take()]).toEqual(["b", "b"]);
    expect(counts.size()).toBe(1);
  });
});

describe("the messages and the address", () => {
  it("knows its own messages by channel and kind", () => {
    expect(isConnectionMessage(connectionMessage("ready"), "ready")).toBe(true);
    expect(isConnectionMessage(connectionMessage("ready"), "closed")).toBe(false);
    expect(isConnectionMessage({ kind: "ready" }, "ready")).toBe(false);
    expect(isConnectionMessage(null, "ready")).toBe(false);
  });

  it("listens on PORT and HOST, 3000 on every interface by default", () => {
    expect(listenAddress({})).toEqual({ port: 3000, host: "0.0.0.0" });
    expect(listenAddress({ PORT: "8080", HOST: "127.0.0.1" })).toEqual({
      port: 8080,
      host: "127.0.0.1",
    });
  });
});
