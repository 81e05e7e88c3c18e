/**
 * The 和暦 of a day as people write it (docs/calendar.md §14): before 1873-01-01 the era year and
 * the 旧暦 month and day (`天正10年6月2日`, `慶長4年閏3月3日`); from 1873-01-01 the era year and
 * the Gregorian month and day (`明治6年1月1日`); with no era, the 旧暦 year (`600年1月1日`).
 */
import type { KyurekiMonths } from "./months-table.ts";
import { REFORM_JDN, jdnToGregorian } from "./calendars.ts";
import { type EraOfDay, erasOn } from "./eras.ts";
import { jdnToKyureki } from "./kyureki.ts";
import { kyurekiText } from "../lunisolar/kyureki.ts";

/** The eras of a day and its 和暦 text. */
export interface WarekiOfDay {
  readonly eras: EraOfDay[];
  readonly wareki: string;
}

/** An era year as written: `令和元年` for the first year (元年), else its number, `平成31年`. Source: docs/calendar.md §11 (元年). */
export function eraYearText(era: string, year: number): string {
  return `${era}${year === 1 ? "元" : year}年`;
}

/**
 * The eras and 和暦 of a JDN, or null outside the table. With two eras (南北朝) the text is the
 * southern court's. Source: docs/calendar.md §14.
 */
export function warekiOf(table: KyurekiMonths, jdn: number): WarekiOfDay | null {
  const kyureki = jdnToKyureki(table, jdn);
  if (kyureki === null) return null;
  if (jdn >= REFORM_JDN) {
    const { y, m, d } = jdnToGregorian(jdn);
    const eras = erasOn(jdn, y);
    return { eras, wareki: `${eraYearText(eras[0]!.name, eras[0]!.year)}${m}月${d}日` };
  }
  const eras = erasOn(jdn, kyureki.year);
  const named = eras.find((e) => e.court === "south") ?? eras[0];
  const monthDay = kyurekiText(kyureki);
  return { eras, wareki: named === undefined ? `${kyureki.year}年${monthDay}` : `${eraYearText(named.name, named.year)}${monthDay}` };
}
