/**
 * National holidays (国民の祝日 and the other 休日 of the 国民の祝日に関する法律, "祝日法",
 * 昭和23年法律第178号), with the law's whole history from its enactment on 1948-07-20.
 *
 * The holidays of a year are computed from the rules, in the law's own order:
 *  1. the festivals (国民の祝日) of 第2条 as in force that year (FESTIVALS), with the one-year
 *     moves of the Tokyo Olympic special-measures act (OLYMPIC_MOVES);
 *  2. the one-off days set by their own acts (ONE_OFF_DAYS);
 *  3. substitute holidays (振替休日) of 第3条第2項, from 1973-04-12;
 *  4. citizen's holidays (国民の休日) of 第3条第3項, from 1985-12-27.
 * All dates are day numbers of the JST civil day (calendar/time/day-number.ts).
 */
import { civilDate, dayNumber } from "../time/day-number.ts";
import { isoWeekday } from "../time/weekday.ts";

/** Equinox days of one Gregorian year, as JST day numbers (from the computed equinox instants). */
export interface EquinoxDays {
  readonly spring: number;
  readonly autumn: number;
}

/** Name of a substitute holiday (振替休日, 第3条第2項). */
export const SUBSTITUTE_HOLIDAY = "振替休日";
/** Name of a citizen's holiday (国民の休日, 第3条第3項). */
export const CITIZENS_HOLIDAY = "国民の休日";

/** How a festival's date is fixed. */
type DateRule =
  | { readonly kind: "fixed"; readonly month: number; readonly day: number }
  | { readonly kind: "monday"; readonly month: number; readonly nth: number }
  | { readonly kind: "equinox"; readonly which: "spring" | "autumn" };

/** One festival of 第2条 with a date rule, valid in the Gregorian years from..to (inclusive). */
interface Festival {
  readonly name: string;
  readonly rule: DateRule;
  readonly from: number;
  readonly to: number;
}

const fixed = (month: number, day: number): DateRule => ({ kind: "fixed", month, day });
const monday = (month: number, nth: number): DateRule => ({ kind: "monday", month, nth });
const FOREVER = 9999;

/** Day number of the law's enactment (公布・施行 1948-07-20): nothing is a holiday before it. */
export const LAW_START = dayNumber(1948, 7, 20);
/** 祝日法 第3条第2項 (昭和48年法律第10号, in force 1973-04-12): substitute holidays begin. */
const SUBSTITUTE_START = dayNumber(1973, 4, 12);
/** 祝日法 第3条第3項 (昭和60年法律第103号, in force 1985-12-27): citizen's holidays begin. */
const CITIZENS_START = dayNumber(1985, 12, 27);
/** 祝日法 第3条第2項・第3項 as amended by 平成17年法律第43号, in force 2007-01-01. */
const REVISION_2007 = dayNumber(2007, 1, 1);

/** The festivals (国民の祝日) of 祝日法 第2条, each period of one date rule on its own row. */
const FESTIVALS: readonly Festival[] = [
  // New Year's Day. 祝日法 第2条 (1948 enactment): 1月1日.
  { name: "元日", rule: fixed(1, 1), from: 1948, to: FOREVER },
  // Coming-of-Age Day. 祝日法 第2条 (1948 enactment): 1月15日.
  { name: "成人の日", rule: fixed(1, 15), from: 1948, to: 1999 },
  // Coming-of-Age Day. 祝日法 第2条 (平成10年法律第141号, from 2000): 1月の第2月曜日.
  { name: "成人の日", rule: monday(1, 2), from: 2000, to: FOREVER },
  // National Foundation Commemoration Day. 祝日法 第2条 (昭和41年法律第86号) and 昭和41年政令第376号: 2月11日, from 1967.
  { name: "建国記念の日", rule: fixed(2, 11), from: 1967, to: FOREVER },
  // Emperor's Birthday. 祝日法 第2条 (皇室典範特例法 平成29年法律第63号 附則, in force 2019-04-30): 2月23日, first kept in 2020.
  { name: "天皇誕生日", rule: fixed(2, 23), from: 2020, to: FOREVER },
  // Vernal Equinox Day. 祝日法 第2条 (1948 enactment): 春分日.
  { name: "春分の日", rule: { kind: "equinox", which: "spring" }, from: 1948, to: FOREVER },
  // Emperor's Birthday. 祝日法 第2条 (1948 enactment): 4月29日, until the 1989 amendment.
  { name: "天皇誕生日", rule: fixed(4, 29), from: 1948, to: 1988 },
  // Greenery Day. 祝日法 第2条 (平成元年法律第5号): 4月29日, until 2006.
  { name: "みどりの日", rule: fixed(4, 29), from: 1989, to: 2006 },
  // Shōwa Day. 祝日法 第2条 (平成17年法律第43号, from 2007): 4月29日.
  { name: "昭和の日", rule: fixed(4, 29), from: 2007, to: FOREVER },
  // Constitution Memorial Day. 祝日法 第2条 (1948 enactment): 5月3日.
  { name: "憲法記念日", rule: fixed(5, 3), from: 1948, to: FOREVER },
  // Greenery Day. 祝日法 第2条 (平成17年法律第43号, from 2007): 5月4日.
  { name: "みどりの日", rule: fixed(5, 4), from: 2007, to: FOREVER },
  // Children's Day. 祝日法 第2条 (1948 enactment): 5月5日.
  { name: "こどもの日", rule: fixed(5, 5), from: 1948, to: FOREVER },
  // Marine Day. 祝日法 第2条 (平成7年法律第22号, from 1996): 7月20日.
  { name: "海の日", rule: fixed(7, 20), from: 1996, to: 2002 },
  // Marine Day. 祝日法 第2条 (平成13年法律第59号, from 2003): 7月の第3月曜日.
  { name: "海の日", rule: monday(7, 3), from: 2003, to: FOREVER },
  // Mountain Day. 祝日法 第2条 (平成26年法律第43号, from 2016): 8月11日.
  { name: "山の日", rule: fixed(8, 11), from: 2016, to: FOREVER },
  // Respect for the Aged Day. 祝日法 第2条 (昭和41年法律第86号, in force 1966-06-25): 9月15日.
  { name: "敬老の日", rule: fixed(9, 15), from: 1966, to: 2002 },
  // Respect for the Aged Day. 祝日法 第2条 (平成13年法律第59号, from 2003): 9月の第3月曜日.
  { name: "敬老の日", rule: monday(9, 3), from: 2003, to: FOREVER },
  // Autumnal Equinox Day. 祝日法 第2条 (1948 enactment): 秋分日.
  { name: "秋分の日", rule: { kind: "equinox", which: "autumn" }, from: 1948, to: FOREVER },
  // Health and Sports Day. 祝日法 第2条 (昭和41年法律第86号, in force 1966-06-25): 10月10日.
  { name: "体育の日", rule: fixed(10, 10), from: 1966, to: 1999 },
  // Health and Sports Day. 祝日法 第2条 (平成10年法律第141号, from 2000): 10月の第2月曜日.
  { name: "体育の日", rule: monday(10, 2), from: 2000, to: 2019 },
  // Sports Day. 祝日法 第2条 (平成30年法律第57号, from 2020): 体育の日 renamed, 10月の第2月曜日.
  { name: "スポーツの日", rule: monday(10, 2), from: 2020, to: FOREVER },
  // Culture Day. 祝日法 第2条 (1948 enactment): 11月3日.
  { name: "文化の日", rule: fixed(11, 3), from: 1948, to: FOREVER },
  // Labor Thanksgiving Day. 祝日法 第2条 (1948 enactment): 11月23日.
  { name: "勤労感謝の日", rule: fixed(11, 23), from: 1948, to: FOREVER },
  // Emperor's Birthday. 祝日法 第2条 (平成元年法律第5号): 12月23日, removed from 2019-04-30 (none in 2019).
  { name: "天皇誕生日", rule: fixed(12, 23), from: 1989, to: 2018 },
];

/** A festival kept on another date in one year by a special act. */
interface FestivalMove {
  readonly year: number;
  readonly name: string;
  readonly month: number;
  readonly day: number;
}

/** The Olympic moves (東京オリンピック競技大会・東京パラリンピック競技大会特別措置法, 平成27年法律第33号, 第32条). */
const OLYMPIC_MOVES: readonly FestivalMove[] = [
  // 特別措置法 (平成27年法律第33号) 第32条 as added by 平成30年法律第55号: in 2020 海の日 is 7月23日.
  { year: 2020, name: "海の日", month: 7, day: 23 },
  // 特別措置法 (平成27年法律第33号) 第32条 as added by 平成30年法律第55号: in 2020 スポーツの日 is 7月24日.
  { year: 2020, name: "スポーツの日", month: 7, day: 24 },
  // 特別措置法 (平成27年法律第33号) 第32条 as added by 平成30年法律第55号: in 2020 山の日 is 8月10日.
  { year: 2020, name: "山の日", month: 8, day: 10 },
  // 特別措置法 (平成27年法律第33号) 第32条 as amended by 令和2年法律第68号: in 2021 海の日 is 7月22日.
  { year: 2021, name: "海の日", month: 7, day: 22 },
  // 特別措置法 (平成27年法律第33号) 第32条 as amended by 令和2年法律第68号: in 2021 スポーツの日 is 7月23日.
  { year: 2021, name: "スポーツの日", month: 7, day: 23 },
  // 特別措置法 (平成27年法律第33号) 第32条 as amended by 令和2年法律第68号: in 2021 山の日 is 8月8日 (a Sunday: 振替休日 8月9日).
  { year: 2021, name: "山の日", month: 8, day: 8 },
];

/** A day made a holiday (休日) once, by its own act. */
interface OneOffDay {
  readonly y: number;
  readonly m: number;
  readonly d: number;
  readonly name: string;
  /** True when the act applies 祝日法 第3条第2項・第3項 to it as to a 国民の祝日. */
  readonly countsAsFestival: boolean;
}

/** The one-off holidays (皇室慶弔行事に伴う休日). */
const ONE_OFF_DAYS: readonly OneOffDay[] = [
  // 皇太子明仁親王の結婚の儀の行われる日を休日とする法律 (1959-03-17): wedding of Crown Prince Akihito.
  { y: 1959, m: 4, d: 10, name: "皇太子明仁親王の結婚の儀", countsAsFestival: false },
  // 昭和天皇の大喪の礼の行われる日を休日とする法律 (1989): state funeral of Emperor Shōwa.
  { y: 1989, m: 2, d: 24, name: "昭和天皇の大喪の礼", countsAsFestival: false },
  // 即位礼正殿の儀の行われる日を休日とする法律 (1990): enthronement ceremony of Emperor Akihito.
  { y: 1990, m: 11, d: 12, name: "即位礼正殿の儀", countsAsFestival: false },
  // 皇太子徳仁親王の結婚の儀の行われる日を休日とする法律 (1993-04-30): wedding of Crown Prince Naruhito.
  { y: 1993, m: 6, d: 9, name: "皇太子徳仁親王の結婚の儀", countsAsFestival: false },
  // 天皇の即位の日及び即位礼正殿の儀の行われる日を休日とする法律 (平成30年法律第99号), 附則: accession day, treated as a 国民の祝日.
  { y: 2019, m: 5, d: 1, name: "天皇の即位の日", countsAsFestival: true },
  // 天皇の即位の日及び即位礼正殿の儀の行われる日を休日とする法律 (平成30年法律第99号), 附則: enthronement ceremony, treated as a 国民の祝日.
  { y: 2019, m: 10, d: 22, name: "即位礼正殿の儀の行われる日", countsAsFestival: true },
];

/** True on a Sunday: `isoWeekday` index 6 (0 = Monday), ISO 8601 weekday number 7. */
const isSunday = (n: number): boolean => isoWeekday(n) === 6;

/** Day number of the nth Monday of a month (the "Happy Monday" dates, 平成10年・平成13年 amendments). */
function nthMonday(year: number, month: number, nth: number): number {
  const first = dayNumber(year, month, 1);
  return first + ((7 - isoWeekday(first)) % 7) + 7 * (nth - 1);
}

/** Day number of a festival in a year under its date rule. */
function festivalDay(rule: DateRule, year: number, equinox: EquinoxDays): number {
  switch (rule.kind) {
    case "fixed":
      return dayNumber(year, rule.month, rule.day);
    case "monday":
      return nthMonday(year, rule.month, rule.nth);
    case "equinox":
      return rule.which === "spring" ? equinox.spring : equinox.autumn;
  }
}

/** Throws unless the equinox days fall in March and September of `year` (春分日・秋分日 are always there). */
function checkEquinoxDays(year: number, equinox: EquinoxDays): void {
  const spring = civilDate(equinox.spring);
  const autumn = civilDate(equinox.autumn);
  if (spring.y !== year || spring.m !== 3 || autumn.y !== year || autumn.m !== 9) {
    throw new RangeError(`equinox days ${JSON.stringify(equinox)} do not belong to ${year}`);
  }
}

/** 祝日法 第2条: the festivals of a year (day number -> name), with the Olympic moves applied. */
function festivalsOf(year: number, equinox: EquinoxDays): Map<number, string> {
  const out = new Map<number, string>();
  for (const festival of FESTIVALS) {
    if (year < festival.from || year > festival.to) continue;
    const move = OLYMPIC_MOVES.find((mv) => mv.year === year && mv.name === festival.name);
    const day = move ? dayNumber(year, move.month, move.day) : festivalDay(festival.rule, year, equinox);
    out.set(day, festival.name);
  }
  return out;
}

/**
 * 祝日法 第3条第2項: the substitute holiday for a festival falling on Sunday `sunday`, or null.
 * Before 2007 (昭和48年法律第10号) it is the next day, unless that day is itself a festival;
 * from 2007 (平成17年法律第43号) it is the nearest following day that is not a festival.
 */
function substituteFor(sunday: number, isFestival: (n: number) => boolean): number | null {
  if (sunday < REVISION_2007) return isFestival(sunday + 1) ? null : sunday + 1;
  let day = sunday + 1;
  while (isFestival(day)) day++;
  return day;
}

/**
 * 祝日法 第3条第3項: whether `day` is a citizen's holiday (its neighbours are festivals, it is not).
 * Before 2007 (昭和60年法律第103号) Sundays and substitute holidays are excluded; from 2007
 * (平成17年法律第43号) only festivals are.
 */
function isCitizensHoliday(day: number, isFestival: (n: number) => boolean, isSubstitute: (n: number) => boolean): boolean {
  if (day < CITIZENS_START || isFestival(day) || !isFestival(day - 1) || !isFestival(day + 1)) return false;
  if (day < REVISION_2007) return !isSunday(day) && !isSubstitute(day);
  return true;
}

/** The holidays of one year and, for each 振替休日, the festival it replaces. */
export interface HolidayYear {
  /** Every national holiday (day number -> name), in date order. */
  readonly holidays: ReadonlyMap<number, string>;
  /** Each 振替休日 (day number) -> the name of the Sunday festival that caused it (祝日法 第3条第2項). */
  readonly substituteFor: ReadonlyMap<number, string>;
}

/**
 * Every national holiday of `year` (day number -> name), under the law as in force on each day.
 * Years before 1948 return an empty map; 1948 starts on 1948-07-20 (the law's enactment).
 * Names are the law's: festival names, the one-off days' names, `振替休日` and `国民の休日`.
 * @param equinox the year's 春分日 and 秋分日 (JST day numbers), from the computed equinoxes.
 * @returns the holidays in date order.
 */
export function nationalHolidays(year: number, equinox: EquinoxDays): Map<number, string> {
  return new Map(holidayYear(year, equinox).holidays);
}

/**
 * {@link nationalHolidays} with, for each 振替休日, the festival it replaces: the festival on the
 * Sunday whose substitute it is (before 2007 the next day; from 2007 the nearest following day
 * that is not a festival, so 2019-05-06 replaces こどもの日 of Sunday 5月5日).
 */
export function holidayYear(year: number, equinox: EquinoxDays): HolidayYear {
  if (year < 1948) return { holidays: new Map(), substituteFor: new Map() };
  checkEquinoxDays(year, equinox);

  // 国民の祝日 for 第3条: the festivals, and the one-off days whose act treats them as such.
  const festivals = festivalsOf(year, equinox);
  const holidays = new Map(festivals);
  for (const oneOff of ONE_OFF_DAYS) {
    if (oneOff.y !== year) continue;
    const day = dayNumber(oneOff.y, oneOff.m, oneOff.d);
    holidays.set(day, oneOff.name);
    if (oneOff.countsAsFestival) festivals.set(day, oneOff.name);
  }
  const isFestival = (n: number): boolean => festivals.has(n);

  // No festival falls on 12/30–12/31, so neither rule below reaches across a year boundary.
  const substitutes = new Map<number, string>();
  for (const [day, name] of festivals) {
    if (day < SUBSTITUTE_START || !isSunday(day)) continue;
    const substitute = substituteFor(day, isFestival);
    if (substitute !== null && !holidays.has(substitute)) substitutes.set(substitute, name);
  }
  for (const day of substitutes.keys()) holidays.set(day, SUBSTITUTE_HOLIDAY);

  for (const day of festivals.keys()) {
    const between = day + 1;
    if (!holidays.has(between) && isCitizensHoliday(between, isFestival, (n) => substitutes.has(n))) {
      holidays.set(between, CITIZENS_HOLIDAY);
    }
  }

  const sorted = [...holidays].filter(([day]) => day >= LAW_START).sort((a, b) => a[0] - b[0]);
  const replaced = new Map([...substitutes].sort((a, b) => a[0] - b[0]));
  return { holidays: new Map(sorted), substituteFor: replaced };
}

/** The festivals dated by an equinox day (祝日法 第2条: 春分日・秋分日): 春分の日 and 秋分の日, read from the table above. */
const EQUINOX_FESTIVALS: ReadonlySet<string> = new Set(FESTIVALS.filter((f) => f.rule.kind === "equinox").map((f) => f.name));

/**
 * Whether a holiday's date follows from an equinox day: 春分の日 and 秋分の日 themselves, a 振替休日 replacing one,
 * and a 国民の休日 next to one (it exists only because the equinox day falls where it does).
 * Source: 祝日法 第2条 (春分日・秋分日), 第3条第2項 (振替休日), 第3条第3項 (国民の休日); docs/calendar.md §10.1.
 */
export function equinoxDependent(holidays: HolidayYear, day: number, name: string): boolean {
  if (EQUINOX_FESTIVALS.has(name)) return true;
  const replaced = holidays.substituteFor.get(day);
  if (replaced !== undefined) return EQUINOX_FESTIVALS.has(replaced);
  if (name !== CITIZENS_HOLIDAY) return false;
  return [day - 1, day + 1].some((n) => EQUINOX_FESTIVALS.has(holidays.holidays.get(n) ?? ""));
}
