/**
 * The 旧暦 months of every year 445–2100 (docs/calendar.md §14), one file of the generated tree
 * (`KYUREKI_MONTHS_PATH`, schemas/files/layout.ts) that the edge loads once and answers conversions
 * from: the historical table (calendar/wareki/kyureki-table.ts) for the days before 1873-01-01, the
 * engine's months (calendar/lunisolar/lunar-months.ts through the almanac) from that day. It does
 * not depend on the coverage generated, so every tree holds the same bytes.
 */
import { ENGINE_YEARS } from "../../calendar/coverage.ts";
import { JDN_OF_DAY_ZERO } from "../../calendar/time/day-number.ts";
import { KYUREKI_MONTHS_PATH } from "../../schemas/files/layout.ts";
import { REFORM_DAY, REFORM_YEAR } from "../../calendar/wareki/calendars.ts";
import { HISTORICAL_KYUREKI } from "../../calendar/wareki/kyureki-table.ts";
import { encodeTable, type KyurekiTable, tableYears } from "../../calendar/wareki/months-table.ts";
import type { KyurekiYear } from "../../calendar/wareki/year-code.ts";
import { lunarMonthsOfYears } from "../almanac.ts";
import type { LunarMonth } from "../../calendar/lunisolar/lunar-months.ts";

/** The engine's months as 旧暦 years from the one holding `firstDay`'s month: 1月 opens a year. */
function engineYears(months: readonly LunarMonth[], firstDay: number): { first: LunarMonth; years: KyurekiYear[] } {
  const from = months.findIndex((m) => m.startDay <= firstDay && firstDay < m.endDay);
  if (from < 0) throw new Error("kyurekiMonths: the engine has no month holding 1873-01-01");
  const years: KyurekiYear[] = [];
  let current: { leapMonth: number; lengths: number[] } | null = null;
  for (let i = from + 1; i < months.length; i++) {
    const m = months[i]!;
    if (m.month === 1 && !m.leap) {
      if (current !== null) years.push(current);
      current = { leapMonth: 0, lengths: [] };
    }
    if (current === null) throw new Error("kyurekiMonths: the engine's 12月 of 1872 is not followed by 1月");
    if (m.leap) current.leapMonth = m.month;
    current.lengths.push(m.endDay - m.startDay);
  }
  // The last year is complete only when the next 1月 was seen: drop it otherwise.
  return { first: months[from]!, years };
}

/**
 * The table of 445..ENGINE_YEARS.to: the historical years to 1871, 1872 with its 12月 at the
 * engine's length (the same day 1, checked), then the engine's years to 2100.
 */
export function kyurekiMonths(): KyurekiTable {
  const { first, years } = engineYears(lunarMonthsOfYears(ENGINE_YEARS.from, ENGINE_YEARS.to), REFORM_DAY);
  const historical = tableYears(HISTORICAL_KYUREKI);
  const last = historical[historical.length - 1]!;
  const lastYear = HISTORICAL_KYUREKI.firstYear + historical.length - 1;
  // The engine's month of 1873-01-01 must be the table's 明治5年12月, from the same day 1.
  let jdn = HISTORICAL_KYUREKI.firstJdn;
  for (const y of historical) for (const days of y.lengths) jdn += days;
  const twelfthStart = jdn - last.lengths[last.lengths.length - 1]!;
  if (first.month !== 12 || first.leap || first.startDay + JDN_OF_DAY_ZERO !== twelfthStart || lastYear !== REFORM_YEAR - 1) {
    throw new Error("kyurekiMonths: the engine's month of 1873-01-01 is not the table's 明治5年12月");
  }
  const joined = { leapMonth: last.leapMonth, lengths: [...last.lengths.slice(0, -1), first.endDay - first.startDay] };
  // The engine's 旧暦 years from the reform's (its first 1月 after 明治5年12月) to the last of the coverage.
  const upTo = years.slice(0, ENGINE_YEARS.to - REFORM_YEAR + 1);
  if (upTo.length !== ENGINE_YEARS.to - REFORM_YEAR + 1)
    throw new Error("kyurekiMonths: the engine's months end before the 旧暦 year 2100");
  return encodeTable(HISTORICAL_KYUREKI.firstYear, HISTORICAL_KYUREKI.firstJdn, [...historical.slice(0, -1), joined, ...upTo]);
}

let memo: string | undefined;

/** The file: the table as JSON (one line). Computed once per process (it does not depend on the coverage). */
export function kyurekiMonthsFile(): { path: string; text: string } {
  memo ??= `${JSON.stringify(kyurekiMonths())}\n`;
  return { path: KYUREKI_MONTHS_PATH, text: memo };
}

/** Whether this thread holds the file already (a later generation's worker thread need not compute it again). */
export function kyurekiMonthsHeld(): boolean {
  return memo !== undefined;
}
