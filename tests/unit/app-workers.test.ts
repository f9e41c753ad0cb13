// How many app worker processes start (ADR 0033): one per core up to four unless APP_WORKERS
// says otherwise; a value that is no count is refused by name before anything starts.
import { describe, expect, it } from "vitest";
import { appWorkers } from "../../server/bin/app-workers.mjs";

describe("APP_WORKERS", () => {
  it("defaults to one worker per core, at least one and at most four", () => {
    expect(appWorkers({}, 1).workers).toBe(1);
    expect(appWorkers({}, 2).workers).toBe(2);
    expect(appWorkers({ APP_WORKERS: " " }, 3).workers).toBe(3);
    expect(appWorkers({}, 16).workers).toBe(4);
  });

  it("takes a whole number from 1 to 64, whatever the cores", () => {
    expect(appWorkers({ APP_WORKERS: "1" }, 8)).toEqual({ workers: 1, problem: null });
    expect(appWorkers({ APP_WORKERS: "12" }, 2)).toEqual({ workers: 12, problem: null });
  });

  it.each(["0", "-2", "1.5", "two", "65"])("refuses %j and names the variable", (value) => {
    const { workers, problem } = appWorkers({ APP_WORKERS: value }, 2);
    expect(workers).toBeNull();
    expect(problem).toContain("APP_WORKERS");
    expect(problem).toContain(value);
  });
});
