/**
 * The place times files (schemas/place-times.ts): the sun and moon times of every place of
 * schemas/places.ts, one file per place and year, from one rise-set table of the whole coverage
 * (generator/astronomy/rise-set-table.ts; docs/calendar.md §15).
 */
import { dayNumber, daysInYear } from "../../schemas/day-number.ts";
import { placeTimesFile, placeTimesFilePath, placeTimesLine } from "../../schemas/place-times.ts";
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
 * The files of every place (in the table's order, `places`) for every year from `fromYear` to `toYear`.
 * @throws RangeError when the table does not cover those years or has another number of places.
 */
export function placeTimesFiles(
  table: RiseSetTable,
  places: readonly Place[],
  fromYear: number,
  toYear: number,
): { readonly path: string; readonly text: string }[] {
  if (table.placeCount !== places.length || table.fromDay > dayNumber(fromYear, 1, 1) || table.toDay < dayNumber(toYear, 12, 31)) {
    throw new RangeError(`place times: the table does not cover ${places.length} places over ${fromYear}..${toYear}`);
  }
  const files: { path: string; text: string }[] = [];
  places.forEach((place, p) => {
    for (let y = fromYear; y <= toYear; y++) {
      const first = dayNumber(y, 1, 1);
      const lines: string[] = [];
      for (let d = first; d < first + daysInYear(y); d++) {
        const { sun, moon } = skyTimesOf(table, p, d);
        lines.push(placeTimesLine([sun.rise, sun.set, moon.rise, moon.set]));
      }
      files.push({ path: placeTimesFilePath(place.id, y), text: placeTimesFile(y, lines) });
    }
  });
  return files;
}
