/**
 * The clock of an IANA time zone (`America/New_York`) as a {@link Clock} around a reading, from the IANA tz database
 * that Node's and workerd's `Intl` carry: its lead on UTC at an instant (`Intl.DateTimeFormat#formatToParts`), and a
 * reading read back to an instant with its gap or fold (clock-reading.ts: `fold` 0 the lead before the change, 1 after).
 * Source: IANA tz database (via ECMA-402 `Intl.DateTimeFormat`, `timeZone`); PEP 495 (`fold`).
 */
import { readClock, type Clock, type ClockReading } from "./clock-reading.ts";
import { MS_PER_DAY } from "./day-number.ts";

/** A zone checked by {@link zoneOf}: its name as it will be echoed, and its formatter. */
export interface Zone {
  /** The name as written, in the database's case (`america/new_york` → `America/New_York`; a link keeps its own name). */
  readonly name: string;
  /** The database's own name for it (`Japan` → `Asia/Tokyo`). */
  readonly canonical: string;
  readonly format: Intl.DateTimeFormat;
}

/** A zone name: letters first, then the characters IANA names use (`Etc/GMT+5`, `America/Port-au-Prince`). */
export const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The zone of an IANA name, or null when the database does not know it (an offset such as `+05:00` is not a zone). */
export function zoneOf(name: string): Zone | null {
  if (!ZONE_NAME.test(name)) return null;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: name,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
  } catch {
    return null;
  }
  const canonical = format.resolvedOptions().timeZone;
  return { name: canonical.toLowerCase() === name.toLowerCase() ? canonical : name, canonical, format };
}

/** A zone's lead on UTC at an instant (ms since the Unix epoch), ms: the zone's reading less the instant, to the second. */
export function zoneOffsetAt(zone: Zone, instant: number): number {
  const second = Math.floor(instant / 1000) * 1000;
  const parts = zone.format.formatToParts(second);
  const field = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const bc = parts.some((p) => p.type === "era" && (p.value === "BC" || p.value === "B"));
  // Year 2000 first (a leap year: every day of the real year exists in it), then the real year.
  const date = new Date(Date.UTC(2000, field("month") - 1, field("day"), field("hour"), field("minute"), field("second")));
  date.setUTCFullYear(bc ? 1 - field("year") : field("year"));
  return date.getTime() - second;
}

/** How far either side of a reading a change is looked for: a day, more than the widest offset (±14 h) and gap (24 h). */
const REACH = 86_400_000;

/**
 * The zone's clock around a reading: its lead a day before and a day after, and the change between (found to the
 * millisecond) when they differ. A zone that changed twice within two days is read with the outer two leads.
 * @param wallMs the reading's fields as if they were UTC, ms.
 */
export function zoneClockAround(zone: Zone, wallMs: number): Clock {
  let lo = wallMs - REACH;
  let hi = wallMs + REACH;
  const before = zoneOffsetAt(zone, lo);
  const after = zoneOffsetAt(zone, hi);
  if (before === after) return { base: before, changes: [] };
  // Bisection to the first millisecond on the lead after.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zoneOffsetAt(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return { base: before, changes: [{ at: hi, before, after }] };
}

/**
 * A reading on the zone's clock as an instant: once, or in a gap or fold with the change and `fold`'s choice
 * (clock-reading.ts). Source: IANA tz database via `Intl`; PEP 495.
 */
export function readZoneClock(zone: Zone, wallMs: number, fold: 0 | 1): ClockReading {
  return readClock(zoneClockAround(zone, wallMs), wallMs, fold);
}

/**
 * The zone's lead on UTC at the start of each civil day from `fromDay` to `toDay` (day numbers, day-number.ts), ms: at
 * the first instant its clock reads the day, its 00:00 (the first of two when the clocks showed midnight twice; when
 * they skipped it, the change itself, on the lead before it, as readZoneClock's `fold` 0). Day `d` then lasts from
 * `d·86400000 − lead(d)` to `(d+1)·86400000 − lead(d+1)`: 23 or 25 hours on the days the clocks change.
 * Source: IANA tz database via `Intl`.
 */
export function zoneDayStartOffsets(zone: Zone, fromDay: number, toDay: number): number[] {
  const out: number[] = [];
  // A day before the first midnight (10 to 36 hours before it on its clock): the lead before any change close to it.
  let lead = zoneOffsetAt(zone, fromDay * MS_PER_DAY - MS_PER_DAY);
  for (let day = fromDay; day <= toDay; day++) {
    const wall = day * MS_PER_DAY;
    const found = zoneOffsetAt(zone, wall - lead);
    // The clock read this day's 00:00 on the lead found, unless it skipped it (then the day starts at the change).
    if (found !== lead && zoneOffsetAt(zone, wall - found) === found) lead = found;
    out.push(lead);
  }
  return out;
}
