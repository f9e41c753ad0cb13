// server/bin/restart-policy.mjs: how `npm start` spaces the restarts of a child that dies and when
// it gives up (docs/deploy.md). The clock is passed in, so "time" here is plain numbers.
import { describe, expect, it } from "vitest";
import { DEFAULT_RESTART_POLICY, RestartPolicy } from "../../../server/bin/restart-policy.mjs";

/** Starts the child at `at` and lets it die `ranMs` later; returns the decision. */
function crash(policy: RestartPolicy, at: number, ranMs: number) {
  policy.started(at);
  return policy.exited(at + ranMs);
}

describe("restart policy", () => {
  it("waits 250 ms, then doubles the wait for each failure in a row, up to 8 s", () => {
    // Failures spread out so the window never fills: only the delays are under test.
    const policy = new RestartPolicy({ maxExits: 100 });
    const delays: number[] = [];
    let now = 0;
    for (let i = 0; i < 8; i++) {
      const decision = crash(policy, now, 1_000);
      if (!decision.restart) throw new Error("gave up");
      delays.push(decision.delayMs);
      now += 1_000 + decision.delayMs;
    }
    expect(delays).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it("starts the delays over after a run that lasted long enough to count as healthy", () => {
    const policy = new RestartPolicy();
    expect(crash(policy, 0, 100)).toMatchObject({ restart: true, delayMs: 250 });
    expect(crash(policy, 1_000, 100)).toMatchObject({ restart: true, delayMs: 500 });
    // Ran 30 s: healthy, so the next failure is treated as a first one.
    expect(crash(policy, 2_000, 30_000)).toMatchObject({ restart: true, delayMs: 250 });
    expect(crash(policy, 33_000, 100)).toMatchObject({ restart: true, delayMs: 500 });
  });

  it("gives up on the fifth exit within 60 s and says how often it failed", () => {
    const policy = new RestartPolicy();
    let now = 0;
    for (let i = 1; i <= 4; i++) {
      const decision = crash(policy, now, 200);
      expect(decision).toMatchObject({ restart: true, exits: i });
      now += 200 + (decision.restart ? decision.delayMs : 0);
    }
    expect(crash(policy, now, 200)).toEqual({ restart: false, exits: 5, windowMs: 60_000 });
  });

  it("forgets exits older than the window, so rare crashes are restarted for ever", () => {
    const policy = new RestartPolicy();
    // One crash every 20 s: never more than three within any 60 s.
    for (let i = 0; i < 50; i++) {
      const decision = crash(policy, i * 20_000, 19_000);
      expect(decision.restart).toBe(true);
      expect(decision.exits).toBeLessThanOrEqual(3);
    }
  });

  it("takes its numbers from the options (RESTART_DELAY_MS sets the first delay)", () => {
    const policy = new RestartPolicy({ firstDelayMs: 3_000, maxExits: 2, windowMs: 10_000 });
    expect(crash(policy, 0, 100)).toMatchObject({ restart: true, delayMs: 3_000 });
    expect(crash(policy, 5_000, 100)).toEqual({ restart: false, exits: 2, windowMs: 10_000 });
    expect(DEFAULT_RESTART_POLICY).toMatchObject({ firstDelayMs: 250, maxDelayMs: 8_000 });
  });
});
