/**
 * Place times files (各地の出入り時刻): the `sun` and `moon` times of every day of one year at one
 * place of schemas/places.ts, written once by the generator beside the pro tree and read by the
 * edge for `place=` (docs/interface.md#places). A ProDay carries the default place's times
 * (`tokyo`) as its last two keys; for another place the edge swaps that tail for the place's
 * (see {@link skyFragment}), so a record for Osaka is the Tokyo record with Osaka's times.
 *
 * File: one line per day of the year, in day order, each {@link CHARS_PER_DAY} characters and
 * `\n`: `HHMM` (JST, the record's minute) of sunrise, sunset, moonrise and moonset, `----` for an
 * event that does not happen that day (the record's `null`).
 */
import { daysInYear } from "./day-number.ts";

/** Characters of one day's line (without its newline): four `HHMM` or `----`. */
export const CHARS_PER_DAY = 16;

/** The path of the times of place `placeId` in year `y`, relative to the generated root. */
export function placeTimesFilePath(placeId: string, y: number): string {
  return `pro/gw/place/${placeId}/${y}.txt`;
}

/** A time as the record holds it: "HH:MM" JST, or `null` for no event. */
export type RecordTime = string | null;

/** One day's four times, in the order sunrise, sunset, moonrise, moonset. */
export type DayTimes = readonly [RecordTime, RecordTime, RecordTime, RecordTime];

/** The `HHMM` (or `----`) of a record time. */
function cell(time: RecordTime): string {
  if (time === null) return "----";
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time)) throw new RangeError(`place times: ${JSON.stringify(time)} is not HH:MM`);
  return time.slice(0, 2) + time.slice(3);
}

/** The line (without newline) of one day's times. */
export function placeTimesLine(times: DayTimes): string {
  return times.map(cell).join("");
}

/** The file text of a year's lines. @throws RangeError when the count is not the year's day count. */
export function placeTimesFile(y: number, lines: readonly string[]): string {
  if (lines.length !== daysInYear(y)) throw new RangeError(`place times: ${lines.length} lines for the ${daysInYear(y)} days of ${y}`);
  return lines.map((line) => `${line}\n`).join("");
}

/** A well-formed file: the year's day count of lines of four `HHMM` or `----`. */
const FILE_LINE = /^(?:(?:[01][0-9]|2[0-3])[0-5][0-9]|----){4}$/;

/**
 * Checks a file read back.
 * @returns the text when it holds exactly the lines of year `y`, else `null` (a malformed file
 *   counts as missing: better a 503 than times of the wrong days).
 */
export function checkPlaceTimesFile(text: string, y: number): string | null {
  const days = daysInYear(y);
  if (text.length !== days * (CHARS_PER_DAY + 1)) return null;
  for (let i = 0; i < days; i++) {
    const at = i * (CHARS_PER_DAY + 1);
    if (text.charCodeAt(at + CHARS_PER_DAY) !== 10 || !FILE_LINE.test(text.slice(at, at + CHARS_PER_DAY))) return null;
  }
  return text;
}

/** The JSON of one `HHMM` cell: `"HH:MM"` or `null`. */
function timeJson(text: string, at: number): string {
  return text.charCodeAt(at) === 45 /* - */ ? "null" : `"${text.slice(at, at + 2)}:${text.slice(at + 2, at + 4)}"`;
}

/**
 * The record's tail for day `dayOfYear` (0-based) of a checked file: `"sun":{"rise":…,"set":…},"moon":{"rise":…,"set":…}`,
 * exactly what `JSON.stringify` writes for those two keys of a ProDay.
 */
export function skyFragment(text: string, dayOfYear: number): string {
  const at = dayOfYear * (CHARS_PER_DAY + 1);
  return (
    `"sun":{"rise":${timeJson(text, at)},"set":${timeJson(text, at + 4)}},` +
    `"moon":{"rise":${timeJson(text, at + 8)},"set":${timeJson(text, at + 12)}}`
  );
}
