/**
 * Place times files (各地の出入り時刻): the `sun` and `moon` times of every day of one year at every
 * place of schemas/places.ts, written once by the generator beside the pro tree and read by the
 * edge for `place=` (docs/interface.md#places). A ProDay carries the default place's times
 * (`tokyo`) as its last two keys; for another place the edge swaps that tail for the place's
 * (see {@link skyFragment}), so a record for Osaka is the Tokyo record with Osaka's times.
 *
 * One file per year (not per place: the static-asset file budget, docs/deploy.md). Its first
 * line is the place ids in column order, comma-separated; then one line per day of the year, in
 * day order, holding {@link CHARS_PER_PLACE} characters per place: `HHMM` (JST, the record's
 * minute) of sunrise, sunset, moonrise and moonset, `----` for an event that does not happen that
 * day (the record's `null`). Every line ends with `\n`.
 */
import { daysInYear } from "./day-number.ts";

/** Characters of one place's times on one day: four `HHMM` or `----`. */
export const CHARS_PER_PLACE = 16;

/** The path of the times of every place in year `y`, relative to the generated root. */
export function placeTimesFilePath(y: number): string {
  return `pro/gw/place/${y}.txt`;
}

/** A time as the record holds it: "HH:MM" JST, or `null` for no event. */
export type RecordTime = string | null;

/** One day's four times at one place, in the order sunrise, sunset, moonrise, moonset. */
export type DayTimes = readonly [RecordTime, RecordTime, RecordTime, RecordTime];

/** The `HHMM` (or `----`) of a record time. */
function cell(time: RecordTime): string {
  if (time === null) return "----";
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time)) throw new RangeError(`place times: ${JSON.stringify(time)} is not HH:MM`);
  return time.slice(0, 2) + time.slice(3);
}

/** The {@link CHARS_PER_PLACE} characters of one place's times on one day. */
export function placeTimesCell(times: DayTimes): string {
  return times.map(cell).join("");
}

/**
 * The file text of a year.
 * @param placeIds the places, in column order.
 * @param days one string per day of the year: the places' cells concatenated in column order.
 * @throws RangeError when the day count or a line's width is wrong.
 */
export function placeTimesFile(y: number, placeIds: readonly string[], days: readonly string[]): string {
  if (days.length !== daysInYear(y)) throw new RangeError(`place times: ${days.length} lines for the ${daysInYear(y)} days of ${y}`);
  const width = placeIds.length * CHARS_PER_PLACE;
  if (days.some((line) => line.length !== width)) throw new RangeError(`place times: a line of ${y} is not ${width} characters`);
  return `${placeIds.join(",")}\n${days.map((line) => `${line}\n`).join("")}`;
}

/** A read file: the text and where each place's column starts. */
export interface PlaceTimesYear {
  readonly text: string;
  /** Offset of the first day's line. */
  readonly body: number;
  /** Characters per day line, newline included. */
  readonly stride: number;
  /** Column of each place id (its cell's offset within a line). */
  readonly columns: ReadonlyMap<string, number>;
}

/** One day line's cells: four `HHMM` or `----` per place. */
const CELLS = /^(?:(?:[01][0-9]|2[0-3])[0-5][0-9]|----)+$/;

/**
 * Checks a file read back.
 * @returns the file with its columns, or `null` when it is not the year's (a malformed file
 *   counts as missing: better a 503 than times of the wrong days).
 */
export function parsePlaceTimesFile(text: string, y: number): PlaceTimesYear | null {
  const headEnd = text.indexOf("\n");
  if (headEnd < 1) return null;
  const ids = text.slice(0, headEnd).split(",");
  const stride = ids.length * CHARS_PER_PLACE + 1;
  const days = daysInYear(y);
  const body = headEnd + 1;
  if (text.length !== body + days * stride) return null;
  for (let i = 0; i < days; i++) {
    const at = body + i * stride;
    if (text.charCodeAt(at + stride - 1) !== 10 || !CELLS.test(text.slice(at, at + stride - 1))) return null;
  }
  return { text, body, stride, columns: new Map(ids.map((id, i) => [id, i * CHARS_PER_PLACE])) };
}

/** The JSON of one `HHMM` cell: `"HH:MM"` or `null`. */
function timeJson(text: string, at: number): string {
  return text.charCodeAt(at) === 45 /* - */ ? "null" : `"${text.slice(at, at + 2)}:${text.slice(at + 2, at + 4)}"`;
}

/**
 * A record's tail at a place on day `dayOfYear` (0-based): `"sun":{"rise":…,"set":…},"moon":{"rise":…,"set":…}`,
 * exactly what `JSON.stringify` writes for those two keys of a ProDay.
 * @returns the fragment, or `null` when the file has no column for the place.
 */
export function skyFragment(file: PlaceTimesYear, placeId: string, dayOfYear: number): string | null {
  const column = file.columns.get(placeId);
  if (column === undefined) return null;
  const at = file.body + dayOfYear * file.stride + column;
  const t = file.text;
  return `"sun":{"rise":${timeJson(t, at)},"set":${timeJson(t, at + 4)}},"moon":{"rise":${timeJson(t, at + 8)},"set":${timeJson(t, at + 12)}}`;
}
