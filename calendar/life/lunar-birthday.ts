/** The 旧暦 birthday (旧暦の誕生日) in a Western year: the 旧暦 month and day of the birth, on the days it falls that year. */
import { civilDate, JDN_OF_DAY_ZERO } from "../time/day-number.ts";
import type { KyurekiDate } from "../wareki/kyureki.ts";
import type { KyurekiMonths } from "../wareki/months-table.ts";
import { lunarReturn, type LunarReturn } from "./lunar-anniversary.ts";

/**
 * The returns of the 旧暦 date `birth` that fall in Western year `year`: none, one, or (rarely, a 12月 birth) two, as
 * a 旧暦 year runs from January–February to the next; each a day number with how it was read (lunar-anniversary.ts).
 * Source: docs/calendar.md §19 (a 閏月 birth on the ordinary month; a 30th in a 29-day month on the 29th).
 */
export function lunarBirthdays(table: KyurekiMonths, birth: KyurekiDate, year: number): (LunarReturn & { readonly day: number })[] {
  const found: (LunarReturn & { readonly day: number })[] = [];
  for (const lunarYear of [year - 1, year]) {
    if (lunarYear <= birth.year) continue;
    const back = lunarReturn(table, birth, lunarYear);
    if (back === null) continue;
    const day = back.jdn - JDN_OF_DAY_ZERO;
    if (civilDate(day).y === year) found.push({ ...back, day });
  }
  return found;
}
