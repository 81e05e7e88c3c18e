/**
 * The place times files (schemas/place-times.ts): the sun and moon times of every place of
 * schemas/places.ts, one file per year, from one rise-set table of the whole coverage
 * (generator/astronomy/rise-set-table.ts; docs/calendar.md §15).
 */
import { dayNumber, daysInYear } from "../../schemas/day-number.ts";
import { placeTimesCell, placeTimesFile, placeTimesFilePath } from "../../schemas/place-times.ts";
import type { Place } from "../../schemas/places.ts";
import type { SkyTimes } from "../records/pro-fields.ts";
import { minuteText, type RiseSetTable } from "../astronomy/rise-set-table.ts";

/** The sun and moon times of place `placeIndex` on `day` (a day number within the table). */
export function skyTimesOf(table: RiseSetTable, placeIndex: number, day: number): SkyTimes {
  const at = ((day - table.fromDay) * table.placeCount + placeIndex) * 4;
  const m = table.minutes;
  return {
    sun: { rise: minuteText(m[at]!), set: minuteText(m[at + 1]!) },
    moon: { rise: minuteText(m[at + 2]!), set: minuteText(m[at + 3]!) },
  };
}

/**
 * The place times file of every year from `fromYear` to `toYear`: every place (columns in the
 * table's order, `places`) on every day.
 * @throws RangeError when the table does not cover those years or has another number of places.
 */
export function placeTimesFiles(
  table: RiseSetTable,
  places: readonly Place[],
  fromYear: number,
  toYear: number,
): { readonly year: number; readonly path: string; readonly text: string }[] {
  if (table.placeCount !== places.length || table.fromDay > dayNumber(fromYear, 1, 1) || table.toDay < dayNumber(toYear, 12, 31)) {
    throw new RangeError(`place times: the table does not cover ${places.length} places over ${fromYear}..${toYear}`);
  }
  const ids = places.map((place) => place.id);
  const files: { year: number; path: string; text: string }[] = [];
  for (let y = fromYear; y <= toYear; y++) {
    const first = dayNumber(y, 1, 1);
    const days: string[] = [];
    for (let d = first; d < first + daysInYear(y); d++) {
      let line = "";
      for (let p = 0; p < places.length; p++) {
        const { sun, moon } = skyTimesOf(table, p, d);
        line += placeTimesCell([sun.rise, sun.set, moon.rise, moon.set]);
      }
      days.push(line);
    }
    files.push({ year: y, path: placeTimesFilePath(y), text: placeTimesFile(y, ids, days) });
  }
  return files;
}
