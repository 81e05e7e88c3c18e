/** LiteDay records: the free fields of one day (docs/interface.md#day-records). */
import type { Almanac, DayContext } from "../../calendar/almanac.ts";
import { equinoxDependent, holidayYear, type HolidayYear } from "../../calendar/holidays/holiday.ts";
import { kyurekiText } from "../../calendar/lunisolar/kyureki.ts";
import { moonmark } from "../../calendar/lunisolar/moonmark.ts";
import { holidayStatus } from "../../calendar/holidays/rekiyoukou.ts";
import { rokuyou } from "../../calendar/lunisolar/rokuyou.ts";
import { sekkiAtLongitude } from "../../calendar/solar-terms/sekki.ts";
import { youbi } from "../../calendar/time/weekday.ts";
import type { LiteDay } from "../../schemas/day.ts";
import { civilDate, isoDate } from "../../calendar/time/day-number.ts";

/** A LiteDay record (its type is the schema's: schemas/day.ts); keys in record order. */
export type LiteDayRecord = LiteDay;

const holidayCache = new WeakMap<Almanac, Map<number, HolidayYear>>();

/**
 * The national holidays of a year (and the festival each 振替休日 replaces), computed once per almanac, with the equinox days taken
 * from the almanac's computed equinox instants (祝日法 第2条: 春分日・秋分日).
 */
export function holidaysOfYear(almanac: Almanac, year: number): HolidayYear {
  let byYear = holidayCache.get(almanac);
  if (!byYear) holidayCache.set(almanac, (byYear = new Map<number, HolidayYear>()));
  let holidays = byYear.get(year);
  if (!holidays) {
    const spring = almanac.crossingInYear(year, 0);
    const autumn = almanac.crossingInYear(year, 180);
    if (!spring || !autumn) throw new RangeError(`holidaysOfYear: equinoxes of ${year} are outside the almanac`);
    holidays = holidayYear(year, { spring: spring.day, autumn: autumn.day });
    byYear.set(year, holidays);
  }
  return holidays;
}

/**
 * The LiteDay record of one day.
 * @param confirmedThrough the last year whose holidays are confirmed (calendar/holidays/rekiyoukou.ts
 *   `holidaysConfirmedThrough` of the build date): decides `holiday_status`.
 */
export function liteDay(almanac: Almanac, ctx: DayContext, confirmedThrough: number): LiteDayRecord {
  const { y, m, d } = civilDate(ctx.day);
  const holidays = holidaysOfYear(almanac, y);
  const holiday = holidays.holidays.get(ctx.day);
  const substituteFor = holidays.substituteFor.get(ctx.day);
  const status = holiday === undefined ? undefined : holidayStatus(y, equinoxDependent(holidays, ctx.day, holiday), confirmedThrough);
  const term = ctx.crossingToday ? sekkiAtLongitude(ctx.crossingToday.longitude) : null;
  return {
    iso: isoDate(ctx.day),
    y,
    m,
    d,
    youbi: youbi(ctx.day),
    ...(holiday === undefined ? {} : { holiday, holiday_status: status }),
    ...(substituteFor === undefined ? {} : { substitute_for: substituteFor }),
    rokuyou: rokuyou(ctx.lunar.month, ctx.lunar.day),
    kyureki: kyurekiText(ctx.lunar),
    sekki: term ?? "",
    moonmark: moonmark(ctx.moonPhase),
  };
}
