// The site's time zone (core/time/zone.ts): a schedule typed in the zone is stored in UTC and shown
// back as typed, across daylight-saving changes, and only IANA names count as zones.
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, isTimeZone, timeZoneOr, utcToZoned, zonedToUtc } from "~core/time/zone";

describe("the site's time zone", () => {
  it("defaults to Riyadh, three hours ahead of UTC all year", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Riyadh");
    expect(zonedToUtc("2026-12-01T09:00", DEFAULT_TIME_ZONE)).toBe("2026-12-01T06:00:00.000Z");
    expect(zonedToUtc("2026-07-01T00:30", DEFAULT_TIME_ZONE)).toBe("2026-06-30T21:30:00.000Z");
    expect(utcToZoned("2026-06-30T21:30:00.000Z", DEFAULT_TIME_ZONE)).toBe("2026-07-01T00:30");
  });

  it("follows Berlin's summer and winter time both ways", () => {
    const zone = "Europe/Berlin";
    expect(zonedToUtc("2026-01-15T10:00", zone)).toBe("2026-01-15T09:00:00.000Z");
    expect(zonedToUtc("2026-07-15T10:00", zone)).toBe("2026-07-15T08:00:00.000Z");
    expect(utcToZoned("2026-01-15T09:00:00.000Z", zone)).toBe("2026-01-15T10:00");
    expect(utcToZoned("2026-07-15T08:00:00.000Z", zone)).toBe("2026-07-15T10:00");
    // Either side of the spring change (29 March 2026, 02:00 → 03:00).
    expect(zonedToUtc("2026-03-29T01:30", zone)).toBe("2026-03-29T00:30:00.000Z");
    expect(zonedToUtc("2026-03-29T04:00", zone)).toBe("2026-03-29T02:00:00.000Z");
    // A time the clocks skip moves on by the gap.
    expect(zonedToUtc("2026-03-29T02:30", zone)).toBe("2026-03-29T01:30:00.000Z");
    expect(utcToZoned("2026-03-29T01:30:00.000Z", zone)).toBe("2026-03-29T03:30");
    // A time passed twice in autumn (25 October 2026, 03:00 → 02:00) is the first of the two.
    expect(zonedToUtc("2026-10-25T02:30", zone)).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedToUtc("2026-10-25T03:30", zone)).toBe("2026-10-25T02:30:00.000Z");
    expect(utcToZoned("2026-10-25T01:30:00.000Z", zone)).toBe("2026-10-25T02:30");
  });

  it("gives back what was typed, for every hour of a year with changes", () => {
    for (const zone of ["Europe/Berlin", "America/New_York"]) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000) {
        const iso = new Date(ms).toISOString();
        const shown = utcToZoned(iso, zone);
        const stored = zonedToUtc(shown, zone);
        // Only the repeated autumn hour maps back to its first occurrence.
        expect(utcToZoned(stored, zone), `${zone} ${iso}`).toBe(shown);
      }
    }
  });

  it("refuses what is not a time", () => {
    expect(zonedToUtc("", "UTC")).toBeNull();
    expect(zonedToUtc("2026-02-30T10:00", "UTC")).toBeNull();
    expect(zonedToUtc("2026-02-10T24:00", "UTC")).toBeNull();
    expect(zonedToUtc("2026-02-10 10:00", "UTC")).toBeNull();
    expect(utcToZoned("not a date", "UTC")).toBe("");
    expect(utcToZoned(null, "UTC")).toBe("");
  });

  it("takes IANA names only", () => {
    for (const zone of ["Asia/Riyadh", "Europe/Berlin", "America/Argentina/Buenos_Aires", "UTC"])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ["", "Mars/Olympus", "+03:00", "Asia/Riyadh ", "../etc", "GMT+3/x"])
      expect(isTimeZone(zone), zone).toBe(false);
    expect(timeZoneOr("Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneOr("Nowhere/Else")).toBe("Asia/Riyadh");
    expect(timeZoneOr(undefined)).toBe("Asia/Riyadh");
  });
});
