// The site's time zone (a setting, docs/publishing.md "Scheduled publishing"): schedules are typed
// and shown as wall-clock times there and stored in UTC. Intl holds the zone rules, so a
// daylight-saving zone converts right on either side of its changes.

/** Where the company works unless the settings say otherwise. */
export const DEFAULT_TIME_ZONE = "Asia/Riyadh";

// Zones Intl has accepted, asked about on every page's settings. Intl also accepts any casing of
// a name, so the memory is bounded.
const knownZones = new Set<string>();
const KNOWN_ZONES_MAX = 1_000;

/** An IANA name (`Area/City`, `UTC`) that Intl knows; never a bare offset such as `+03:00`. */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(zone);
  return true;
}

export const timeZoneOr = (zone: unknown): string =>
  typeof zone === "string" && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(zone, format);
  }
  return format;
}

/** The zone's wall-clock time at `ms`, read as if it were UTC. */
function wallMs(ms: number, zone: string): number {
  const part = Object.fromEntries(
    wallClock(zone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

const offsetAt = (ms: number, zone: string) => wallMs(ms, zone) - ms;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * `YYYY-MM-DDTHH:mm` typed in `zone` as an ISO UTC time; null when it is not such a time.
 * A time the clocks skip (spring forward) moves on by the gap; a time they pass twice (fall
 * back) is the first of the two.
 */
export function zonedToUtc(local: string, zone: string): string | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // No rolling over: 2026-02-30 or 24:00 is not a time.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== local) return null;
  // The offset a few hours either side: before and after a change they differ.
  const early = offsetAt(wall - 12 * 3_600_000, zone);
  const late = offsetAt(wall + 12 * 3_600_000, zone);
  let ms = wall - early;
  if (offsetAt(ms, zone) !== early) ms = wall - late;
  if (wallMs(ms, zone) !== wall && early !== late) ms = wall - early;
  return new Date(ms).toISOString();
}

/** An ISO time as the `YYYY-MM-DDTHH:mm` of `zone` (a datetime-local field's value), else "". */
export function utcToZoned(iso: unknown, zone: string): string {
  if (typeof iso !== "string" || !iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(wallMs(ms, zone)).toISOString().slice(0, 16);
}
