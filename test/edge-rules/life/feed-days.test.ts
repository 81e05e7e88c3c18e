/**
 * The 旧暦 birthdays of a life feed (edge-rules/life/feed-days.ts `feedLunarBirthdays`), which take the calendar's rule
 * (calendar/life/lunar-birthday.ts `lunarBirthdays`, Western year by Western year), against the feed's former loop over
 * 旧暦 years (from the year before the span's, every `lunarReturn` after the day of birth): the same days, read the
 * same way, for random births and spans over the historical 旧暦 table.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feedLunarBirthdays } from "../../../edge-rules/life/feed-days.ts";
import { lunarReturn } from "../../../calendar/life/lunar-anniversary.ts";
import { civilDate, dayNumber, JDN_OF_DAY_ZERO } from "../../../calendar/time/day-number.ts";
import { jdnToKyureki, type KyurekiDate } from "../../../calendar/wareki/kyureki.ts";
import { HISTORICAL_KYUREKI } from "../../../calendar/wareki/kyureki-table.ts";
import { decodeTable, type KyurekiMonths } from "../../../calendar/wareki/months-table.ts";
import type { DaySpan } from "../../../edge-rules/feed/window.ts";

const TABLE = decodeTable(HISTORICAL_KYUREKI);

/** The feed's former loop: each 旧暦 year from the one before the span's, its return when after the birth and in the span. */
function formerLoop(table: KyurekiMonths, birth: number, kyureki: KyurekiDate, span: DaySpan) {
  const out = [];
  for (let year = civilDate(span.startDay).y - 1; year <= civilDate(span.endDay).y; year++) {
    const lunar = lunarReturn(table, kyureki, year);
    if (lunar === null) continue;
    const day = lunar.jdn - JDN_OF_DAY_ZERO;
    if (day > birth && day >= span.startDay && day <= span.endDay) out.push({ ...lunar, day });
  }
  return out;
}

describe("feedLunarBirthdays", () => {
  const FIRST = dayNumber(TABLE.firstYear + 2, 1, 1);
  const LAST = dayNumber(TABLE.lastYear - 5, 12, 31);

  it("lists the days the former loop listed, for random births and spans (the birth's own year included)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIRST, max: LAST }),
        fc.integer({ min: -800, max: 2_000 }),
        fc.integer({ min: 0, max: 1_500 }),
        (birth, from, length) => {
          const kyureki = jdnToKyureki(TABLE, birth + JDN_OF_DAY_ZERO)!;
          const span = { startDay: birth + from, endDay: birth + from + length };
          const got = feedLunarBirthdays(TABLE, kyureki, span);
          expect(got).toEqual(formerLoop(TABLE, birth, kyureki, span));
          for (const b of got) expect(b.day).toBeGreaterThan(birth);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it("lists the same days for every birth in a leap month (閏月) and on a 30th of 1800–1860, over 1799–1870", () => {
    const span = { startDay: dayNumber(1799, 1, 1), endDay: dayNumber(1870, 12, 31) };
    let births = 0;
    for (let birth = dayNumber(1800, 1, 1); birth <= dayNumber(1860, 12, 31); birth++) {
      const kyureki = jdnToKyureki(TABLE, birth + JDN_OF_DAY_ZERO)!;
      if (!kyureki.leap && kyureki.day !== 30) continue;
      births++;
      expect(feedLunarBirthdays(TABLE, kyureki, span)).toEqual(formerLoop(TABLE, birth, kyureki, span));
    }
    expect(births).toBeGreaterThan(600);
  });
});
