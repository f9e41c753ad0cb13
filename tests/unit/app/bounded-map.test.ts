import { describe, expect, it } from "vitest";
import { BoundedMap } from "~/utils/bounded-map";

describe("BoundedMap", () => {
  it("drops the oldest entry when a new key would pass the bound", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("c", 3);
    expect([...map.keys()]).toEqual(["b", "c"]);
  });

  it("replaces an existing key without dropping another", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("a", 3);
    expect(Object.fromEntries(map)).toEqual({ a: 3, b: 2 });
  });
});
