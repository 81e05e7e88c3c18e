/**
 * Everything the wareki record says about one day (docs/calendar.md §14), from the loaded 旧暦
 * table: its dates in the three calendars, 曜日, eras, 和暦, 干支 and 六曜. The endpoint adds
 * `input` and serialises it.
 */
import { JDN_OF_DAY_ZERO } from "../time/day-number.ts";
import { youbi } from "../time/weekday.ts";
import { rokuyou } from "../lunisolar/rokuyou.ts";
import { inWarekiCoverage } from "./coverage.ts";
import type { KyurekiMonths } from "./months-table.ts";
import type { Kanshi, Rokuyou, Youbi } from "../names.ts";
import { isoText, jdnToGregorian, jdnToJulian } from "./calendars.ts";
import { dayKanshi, kyurekiYearKanshi } from "./cycles.ts";
import type { EraOfDay } from "./eras.ts";
import { jdnToKyureki, type KyurekiDate } from "./kyureki.ts";
import { warekiOf } from "./wareki-text.ts";

/** One day's conversions. */
export interface WarekiDay {
  readonly jdn: number;
  /** `YYYY-MM-DD`, proleptic Gregorian before 1582-10-15. */
  readonly gregorian: string;
  /** `YYYY-MM-DD` in the Julian calendar. */
  readonly julian: string;
  readonly youbi: Youbi;
  readonly kyureki: KyurekiDate;
  readonly wareki: string;
  readonly eras: readonly EraOfDay[];
  readonly kanshi: Kanshi;
  readonly kanshi_year: Kanshi;
  readonly rokuyou: Rokuyou;
}

/** The 曜日 of a JDN: calendar/time/weekday.ts `youbi` of its day number (JDN − 2,440,588). */
export function youbiOf(jdn: number): Youbi {
  return youbi(jdn - JDN_OF_DAY_ZERO);
}

/** The day's conversions, or null outside 445-01-25..2100-12-31. Source: docs/calendar.md §14. */
export function warekiDay(table: KyurekiMonths, jdn: number): WarekiDay | null {
  if (!inWarekiCoverage(jdn)) return null;
  const kyureki = jdnToKyureki(table, jdn);
  const named = warekiOf(table, jdn);
  if (kyureki === null || named === null) return null;
  return {
    jdn,
    gregorian: isoText(jdnToGregorian(jdn)),
    julian: isoText(jdnToJulian(jdn)),
    youbi: youbiOf(jdn),
    kyureki,
    wareki: named.wareki,
    eras: named.eras,
    kanshi: dayKanshi(jdn),
    kanshi_year: kyurekiYearKanshi(kyureki.year),
    rokuyou: rokuyou(kyureki.month, kyureki.day),
  };
}
