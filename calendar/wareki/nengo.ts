/** 元号 (nengō): the era year of a day, 明治6年 (1873) … 令和. */
import { NENGO_NAMES, type NengoName } from "../names.ts";
import { civilDate, JDN_OF_DAY_ZERO } from "../time/day-number.ts";
import { REFORM_DAY } from "./calendars.ts";
import { ERAS, type Era } from "./era-table.ts";
import { eraYearText } from "./wareki-text.ts";

/** The eras of NENGO_NAMES, from the one era table (their first days as day numbers), latest first. */
export const MODERN_ERAS: readonly (Era & { readonly name: NengoName; readonly startDay: number })[] = NENGO_NAMES.map((name) => {
  const era = ERAS.find((e) => e.name === name && e.firstYear >= 1868)!;
  return { ...era, name, startDay: era.start - JDN_OF_DAY_ZERO };
}).reverse();

/**
 * Era year text of a day: 令和7年, and 元年 for the first year (令和元年 from 2019-05-01); the change day belongs to the new era.
 * Source: docs/calendar.md#the-choices-in-one-table; era starts from the era table (docs/calendar.md §14): 大正 1912-07-30,
 * 昭和 1926-12-25, 平成 1989-01-08, 令和 2019-05-01, 明治元年 = 1868.
 * @throws RangeError before 1873-01-01 (the reform, REFORM_DAY): earlier 明治 years followed the 旧暦 year, not the Gregorian one;
 *   from it 明治 years are Gregorian years − 1867.
 */
export function nengo(day: number): string {
  if (day < REFORM_DAY) throw new RangeError(`nengo: day ${day} is before 1873-01-01 (明治6年, the Gregorian reform)`);
  const era = MODERN_ERAS.find((e) => day >= e.startDay)!;
  const year = civilDate(day).y - era.firstYear + 1;
  return eraYearText(era.name, year);
}
