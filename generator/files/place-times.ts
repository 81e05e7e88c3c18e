/**
 * The place times files (schemas/files/place-times.ts): the sun and moon times of every place of
 * calendar/astronomy/places.ts, one file per year, from one rise-set table of the whole coverage
 * (calendar/astronomy/rise-set-table.ts; docs/calendar.md §15).
 */
import { dayNumber, daysInYear } from "../../calendar/time/day-number.ts";
import { NO_TIME, packPlaceTimeValues, placeTimesCell, placeTimesFile, placeTimesFilePath } from "../../schemas/files/place-times.ts";
import type { Place } from "../../calendar/astronomy/places.ts";
import type { SkyTimes } from "../../calendar/records/pro-fields.ts";
import { minuteText, NO_EVENT, type RiseSetTable } from "../../calendar/astronomy/rise-set-table.ts";

/** The sun and moon times of place `placeIndex` on `day` (a day number within the table). */
export function skyTimesOf(table: RiseSetTable, placeIndex: number, day: number): SkyTimes {
  const at = ((day - table.fromDay) * table.placeCount + placeIndex) * 4;
  const m = table.minutes;
  return {
    sun: { rise: minuteText(m[at]!), set: minuteText(m[at + 1]!) },
    moon: { rise: minuteText(m[at + 2]!), set: minuteText(m[at + 3]!) },
  };
}

/** `HHMM` of every minute of the day (the cell of a time, placeTimesCell's). */
const CELLS = Array.from({ length: 1440 }, (_, m) => placeTimesCell([minuteText(m), null, null, null]).slice(0, 4));

/**
 * The place times file of every year from `fromYear` to `toYear`: every place (columns in the
 * table's order, `places`) on every day; its text (hashed into the data version) and its packing (stored).
 * @throws RangeError when the table does not cover those years or has another number of places.
 */
export function placeTimesFiles(
  table: RiseSetTable,
  places: readonly Place[],
  fromYear: number,
  toYear: number,
): { readonly year: number; readonly path: string; readonly text: string; readonly packed: Uint8Array }[] {
  if (table.placeCount !== places.length || table.fromDay > dayNumber(fromYear, 1, 1) || table.toDay < dayNumber(toYear, 12, 31)) {
    throw new RangeError(`place times: the table does not cover ${places.length} places over ${fromYear}..${toYear}`);
  }
  const ids = places.map((place) => place.id);
  const files: { year: number; path: string; text: string; packed: Uint8Array }[] = [];
  const perDay = places.length * 4;
  for (let y = fromYear; y <= toYear; y++) {
    const first = (dayNumber(y, 1, 1) - table.fromDay) * perDay;
    const minutes = table.minutes.subarray(first, first + daysInYear(y) * perDay);
    const values = minutes.map((m) => (m === NO_EVENT ? NO_TIME : m));
    const days: string[] = [];
    for (let d = 0; d < daysInYear(y); d++) {
      let line = "";
      for (let i = d * perDay; i < (d + 1) * perDay; i++) line += values[i] === NO_TIME ? "----" : CELLS[values[i]!]!;
      days.push(line);
    }
    const text = placeTimesFile(y, ids, days);
    files.push({ year: y, path: placeTimesFilePath(y), text, packed: packPlaceTimeValues(ids, values) });
  }
  return files;
}
