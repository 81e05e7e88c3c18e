/**
 * The wareki conversions both ways over every day of their coverage (445-01-25..2100-12-31,
 * docs/calendar.md §14): a day's 和暦 text, read back by the parser, is that day (with 旧暦
 * before it on a day without an era); so are its Gregorian and Julian dates; and on a day of two
 * courts, the northern era's text too.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { kyurekiMonthsFile } from "../../../generator/files/kyureki-months.ts";
import { type KyurekiMonths } from "../../../calendar/wareki/months-table.ts";
import { parseKyurekiMonths } from "../../../schemas/files/kyureki-months.ts";
import { WAREKI_FIRST_JDN, WAREKI_LAST_JDN } from "../../../calendar/wareki/coverage.ts";
import { convertIsoDate, convertText } from "../../../edge-rules/wareki/convert.ts";
import { warekiDay } from "../../../calendar/wareki/record.ts";

let table: KyurekiMonths;
beforeAll(() => {
  table = parseKyurekiMonths(kyurekiMonthsFile().text);
}, 60_000);

/** The day an answer names, or its error. */
const dayOf = (answer: ReturnType<typeof convertText>): number | string => (answer.ok ? answer.jdn : `${answer.code}: ${answer.error}`);

describe("every day 445-01-25..2100-12-31", () => {
  it("reads back its own 和暦 text, Gregorian and Julian dates as itself", () => {
    const wrong: string[] = [];
    let twoCourts = 0;
    for (let jdn = WAREKI_FIRST_JDN; jdn <= WAREKI_LAST_JDN; jdn++) {
      const day = warekiDay(table, jdn)!;
      const reads = [
        // a 和暦 without an era counts the 旧暦 year; a text says so with 旧暦 (a bare year is Western)
        convertText(table, day.eras.length === 0 ? `旧暦${day.wareki}` : day.wareki),
        convertIsoDate(table, day.gregorian, "gregorian"),
        convertIsoDate(table, day.julian, "julian"),
      ];
      if (day.eras.length === 2) {
        twoCourts++;
        const north = day.eras.find((e) => e.court === "north")!;
        const { month, leap, day: d } = day.kyureki;
        reads.push(convertText(table, `${north.name}${north.year}年${leap ? "閏" : ""}${month}月${d}日`));
      }
      for (const read of reads)
        if (dayOf(read) !== jdn && wrong.length < 10) wrong.push(`${day.gregorian} (${day.wareki}): ${read.input} → ${dayOf(read)}`);
    }
    expect(wrong).toEqual([]);
    // Most days of 1331-09-19..1392-11-26 (docs/calendar.md §14; 建武 was counted by both courts).
    expect(twoCourts).toBeGreaterThan(20_000);
  }, 120_000);

  it("refuses the day before and the day after", () => {
    expect(convertIsoDate(table, "0445-01-24", "gregorian")).toMatchObject({ ok: false, code: "OUT_OF_COVERAGE" });
    expect(convertIsoDate(table, "2101-01-01", "gregorian")).toMatchObject({ ok: false, code: "OUT_OF_COVERAGE" });
  });
});
