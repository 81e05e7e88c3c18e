/**
 * One input of the wareki endpoints (docs/interface.md#dates-before-1873) → its record or the
 * error in its place: an ISO date in the Gregorian (proleptic) or Julian calendar, or a 和暦 text
 * as people write it (parse.ts, docs/wareki-text.md#writing-和暦-parser). Pure, over the loaded 旧暦 table.
 */
import type { Reading } from "../../schemas/endpoints/wareki.ts";
import type { z } from "zod";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import { YOUBI_ENTRIES } from "../../schemas/glossary/youbi.ts";
import type { WarekiCalendar, Youbi } from "../../calendar/names.ts";
import { GREGORIAN_REFORM_JDN, isoDateJdn, westernDay } from "../../calendar/wareki/calendars.ts";
import { eraDateToJdn } from "../../calendar/wareki/era-date.ts";
import { writtenKyurekiJdn } from "../../calendar/wareki/kyureki.ts";
import { parseWareki, type WarekiDate } from "../../calendar/wareki/parse.ts";
import { warekiDay, type WarekiDay } from "../../calendar/wareki/record.ts";

/** How `date` is read (schemas/endpoints/wareki.ts). */

/** How an input was read (schemas/endpoints/wareki.ts `Reading`). */
export type WarekiReading = z.infer<typeof Reading>;

/** A converted input: the record the API answers. */
export interface WarekiRecord extends WarekiDay {
  readonly ok: true;
  readonly input: string;
  readonly reading: WarekiReading;
}

/** An input that names no day, in its place in a list (the codes of schemas/error-codes.ts). */
export interface ConversionError {
  readonly ok: false;
  readonly input: string;
  readonly error: string;
  readonly code: "INVALID_DATE" | "OUT_OF_COVERAGE";
}

const failed = (input: string, code: ConversionError["code"], error: string): ConversionError => ({ ok: false, input, error, code });

/** The record of a JDN read as `reading`, or OUT_OF_COVERAGE outside 445-01-25..2100-12-31. */
function recordOf(table: KyurekiMonths, input: string, jdn: number, reading: WarekiReading): WarekiRecord | ConversionError {
  const day = warekiDay(table, jdn);
  if (day === null) return failed(input, "OUT_OF_COVERAGE", `${input}: the conversions cover 445-01-25 to 2100-12-31 (Gregorian)`);
  return { ok: true, input, ...day, reading };
}

/** An ISO date's record. */
export function convertIsoDate(table: KyurekiMonths, input: string, calendar: WarekiCalendar): WarekiRecord | ConversionError {
  const jdn = isoDateJdn(input, calendar);
  if (jdn === null)
    return failed(input, "INVALID_DATE", `${input}: not an existing ${calendar === "julian" ? "Julian" : "Gregorian"} date in YYYY-MM-DD`);
  return recordOf(table, input, jdn, { era: null, convention: calendar, note: null });
}

/**
 * A 和暦 text's record, or INVALID_DATE naming why it names no day (not understood, or no such
 * day). `calendar` is how a Western year is read when the request names one (null: as historians
 * date, docs/interface.md#dates-before-1873).
 */
export function convertText(table: KyurekiMonths, input: string, calendar: WarekiCalendar | null = null): WarekiRecord | ConversionError {
  const parsed = parseWareki(input);
  if (!parsed.ok) return failed(input, "INVALID_DATE", `${input}: ${parsed.reason}`);
  const converted = textRecord(table, input, parsed, calendar);
  return parsed.weekday === undefined || !converted.ok ? converted : checkWeekday(converted, parsed.weekday);
}

const youbiEn = new Map(YOUBI_ENTRIES.map((e) => [e.label, e.en]));

/**
 * The record when the weekday written with the text (`令和8年1月1日（木）`) is the day's, else INVALID_DATE naming
 * the day's: a wrong weekday means something was misread, and either half may be the wrong one, so no day is
 * guessed. The day's weekday is its record's `youbi`, the same on its Gregorian and Julian dates (before 1873,
 * the weekday of the day the 旧暦 date names).
 */
function checkWeekday(record: WarekiRecord, written: Youbi): WarekiRecord | ConversionError {
  if (record.youbi === written) return record;
  const day = `${record.gregorian}${record.jdn < GREGORIAN_REFORM_JDN ? ` (proleptic Gregorian; Julian ${record.julian})` : ""}`;
  return failed(
    record.input,
    "INVALID_DATE",
    `${record.input}: wrong weekday: the day is ${day}, a ${youbiEn.get(record.youbi)} (${record.youbi}), not a ${youbiEn.get(written)} (${written})`,
  );
}

/** The record of a parsed text (see convertText), its weekday not yet checked. */
function textRecord(
  table: KyurekiMonths,
  input: string,
  parsed: WarekiDate,
  calendar: WarekiCalendar | null,
): WarekiRecord | ConversionError {
  const { era, count, year, leap, month, day } = parsed;
  if (count === "western") {
    const found = westernDay(year, month, day, calendar);
    if (typeof found === "string") return failed(input, "INVALID_DATE", `${input}: ${found}`);
    const how = calendar === null ? "Julian before 1582-10-15, Gregorian from it" : `as calendar=${calendar} asks`;
    const note = `a year without an era is a Western year, here ${found.calendar === "julian" ? "Julian" : "Gregorian"} (${how}); write 旧暦 before the year for a year of the 旧暦`;
    return recordOf(table, input, found.jdn, { era: null, convention: found.calendar, note });
  }
  if (era === null) {
    // A 旧暦 year, computed on after 1872 as almanacs print it (docs/wareki-text.md#writing-和暦-parser).
    const { jdn } = writtenKyurekiJdn(table, year, month, leap, day);
    if (jdn === null) return failed(input, "INVALID_DATE", `${input}: the 旧暦 year ${year} has no such day`);
    return recordOf(table, input, jdn, { era: null, convention: "kyureki_year", note: null });
  }
  const result = eraDateToJdn(table, { era, year, leap, month, day });
  if (!result.ok) return failed(input, result.reason === "out-of-coverage" ? "OUT_OF_COVERAGE" : "INVALID_DATE", result.message);
  return recordOf(table, input, result.jdn, { era, convention: result.convention, note: result.note });
}
