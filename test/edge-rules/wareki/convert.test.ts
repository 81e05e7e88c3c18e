/**
 * The wareki conversions both ways over their coverage (445-01-25..2100-12-31, docs/calendar.md §14): a day's 和暦
 * text, read back by the parser, is that day (with 旧暦 before it on a day without an era); so are its Gregorian and
 * Julian dates; and on a day of two courts, the northern era's text too. Read back: the first and last day of every
 * 旧暦, Gregorian and Julian month, of every era and era year, and every seventh day between (184,811 of the 606,000
 * days, every day number in every month many times over): within a month a date is its month's first day plus a
 * count, so the days between find what the ends find (every day took 12 s).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { kyurekiMonthsFile } from "../../../generator/files/kyureki-months.ts";
import { type KyurekiMonths } from "../../../calendar/wareki/months-table.ts";
import { parseKyurekiMonths } from "../../../schemas/files/kyureki-months.ts";
import { WAREKI_FIRST_JDN, WAREKI_LAST_JDN } from "../../../calendar/wareki/coverage.ts";
import { convertIsoDate, convertText } from "../../../edge-rules/wareki/convert.ts";
import { warekiDay, type WarekiDay } from "../../../calendar/wareki/record.ts";

let table: KyurekiMonths;
beforeAll(() => {
  table = parseKyurekiMonths(kyurekiMonthsFile().text);
}, 60_000);

/** The day an answer names, or its error. */
const dayOf = (answer: ReturnType<typeof convertText>): number | string => (answer.ok ? answer.jdn : `${answer.code}: ${answer.error}`);

/** Whether two days count the same eras, the same years of them, by the same courts (to see where they change). */
function sameEras(a: WarekiDay, b: WarekiDay): boolean {
  const other = b.eras;
  return (
    a.eras.length === other.length &&
    a.eras.every((e, i) => e.name === other[i]!.name && e.year === other[i]!.year && e.court === other[i]!.court)
  );
}

/** Whether a month of one of the calendars, an era or an era year ends between two days (or one is out of coverage). */
function ends(a: WarekiDay | null, b: WarekiDay | null): boolean {
  if (a === null || b === null) return true;
  return b.kyureki.day === 1 || b.gregorian.endsWith("-01") || b.julian.endsWith("-01") || !sameEras(a, b);
}

describe("445-01-25..2100-12-31", () => {
  it("reads back its own 和暦 text, Gregorian and Julian dates as itself", () => {
    const wrong: string[] = [];
    let twoCourts = 0;
    let readDays = 0;
    let before: WarekiDay | null = null;
    let day = warekiDay(table, WAREKI_FIRST_JDN)!;
    for (let jdn = WAREKI_FIRST_JDN; jdn <= WAREKI_LAST_JDN; jdn++) {
      const [current, after] = [day, warekiDay(table, jdn + 1)];
      const asked = jdn % 7 === 0 || ends(before, current) || ends(current, after);
      [before, day] = [current, after!];
      if (current.eras.length === 2) twoCourts++;
      if (!asked) continue;
      readDays++;
      const reads = [
        // a 和暦 without an era counts the 旧暦 year; a text says so with 旧暦 (a bare year is Western)
        convertText(table, current.eras.length === 0 ? `旧暦${current.wareki}` : current.wareki),
        convertIsoDate(table, current.gregorian, "gregorian"),
        convertIsoDate(table, current.julian, "julian"),
      ];
      if (current.eras.length === 2) {
        const north = current.eras.find((e) => e.court === "north")!;
        const { month, leap, day: d } = current.kyureki;
        reads.push(convertText(table, `${north.name}${north.year}年${leap ? "閏" : ""}${month}月${d}日`));
      }
      for (const read of reads)
        if (dayOf(read) !== jdn && wrong.length < 10)
          wrong.push(`${current.gregorian} (${current.wareki}): ${read.input} → ${dayOf(read)}`);
    }
    expect(wrong).toEqual([]);
    console.info(`${readDays} days read back`);
    expect(readDays).toBeGreaterThan(150_000);
    // Most days of 1331-09-19..1392-11-26 (docs/calendar.md §14; 建武 was counted by both courts).
    expect(twoCourts).toBeGreaterThan(20_000);
  }, 120_000);

  it("refuses the day before and the day after", () => {
    expect(convertIsoDate(table, "0445-01-24", "gregorian")).toMatchObject({ ok: false, code: "OUT_OF_COVERAGE" });
    expect(convertIsoDate(table, "2101-01-01", "gregorian")).toMatchObject({ ok: false, code: "OUT_OF_COVERAGE" });
  });
});
