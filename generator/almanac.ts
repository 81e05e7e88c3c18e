/**
 * The almanac: every astronomical event and lunar month of a coverage, computed once, with
 * O(1) per-day lookups for the day records.
 *
 * Time scales: events are computed in TT by astronomy-engine and reported as UTC instants
 * (ms since the Unix epoch); every lookup here is by JST day number (calendar/time/day-number.ts).
 */
import { moonPhases, type MoonPhaseEvent } from "../calendar/astronomy/moon-phases.ts";
import { solarCrossingAfter, solarCrossings, type SolarCrossing } from "../calendar/astronomy/solar-longitude.ts";
import type { LunarDate } from "../calendar/lunisolar/kyureki.ts";
import { numberLunarMonths, type LunarMonth } from "../calendar/lunisolar/lunar-months.ts";
import { isSetsu, setsuMonthOfLongitude } from "../calendar/solar-terms/setsu-month.ts";
import { civilDate, dayNumber, MS_PER_DAY } from "../calendar/time/day-number.ts";

/** The 節月 a day lies in. */
export interface SetsuMonth {
  /** 1 = 寅月 (from 立春) … 12 = 丑月 (from 小寒). */
  readonly month: number;
  /** Day number of the 節入り (the month's first day). */
  readonly startDay: number;
  /** The 立春 year: the Gregorian year of the latest 立春 on or before the day. */
  readonly year: number;
}

/** Everything the calendar rules need about one JST civil day. */
export interface DayContext {
  /** The day number. */
  readonly day: number;
  /** The 旧暦 date. */
  readonly lunar: LunarDate;
  /** The 5° solar-longitude crossing whose instant falls on this day, if any. */
  readonly crossingToday: SolarCrossing | null;
  /** The latest 5° crossing on or before this day (the current 候 starts there). */
  readonly currentCrossing: SolarCrossing;
  /** 0 if a new moon falls on this day, 180 if a full moon does, else null. */
  readonly moonPhase: 0 | 180 | null;
  /** The 節月 and 立春 year. */
  readonly setsu: SetsuMonth;
}

/**
 * Days of astronomy computed before the first and after the last covered day: numbering a 旧暦
 * month needs the 中気 back to the winter solstice that opens its solstice year (up to ~13 lunar
 * months ≈ 384 days before it), and the month that holds the last covered day needs the next
 * solstice after it; the 日家九星 schedule of the first covered day starts at the 甲子 within 30
 * days of the solstice before it (up to ~6 months + 30 days back). 800 days covers both sides.
 */
const MARGIN_DAYS = 800;

/**
 * The years the almanac accepts, wider than ENGINE_YEARS (schemas/coverage.ts) by its margins:
 * astronomy-engine's series are valid there, though only 1873–2100 is checked day by day.
 */
const ALMANAC_YEARS = { from: 1700, to: 2300 } as const;

/** The numbered 旧暦 months of new moons and the 5° crossings over one span (docs/calendar.md §0). */
function lunarMonthsOf(newMoons: readonly MoonPhaseEvent[], crossings: readonly SolarCrossing[]): LunarMonth[] {
  return numberLunarMonths(
    newMoons.map((m) => m.day),
    crossings.filter((c) => c.longitude % 30 === 0),
  );
}

/**
 * The 旧暦 months an almanac of fromYear..toYear numbers (the same months as
 * `new Almanac(fromYear, toYear).lunarMonths`), without the rest of the almanac: only the new
 * moons and solar terms they need (0.8 s for 1873–2100). For the 旧暦 table of the generated tree
 * (generator/files/kyureki-months.ts).
 */
export function lunarMonthsOfYears(fromYear: number, toYear: number): LunarMonth[] {
  const { from, to } = ALMANAC_YEARS;
  if (!(Number.isInteger(fromYear) && Number.isInteger(toYear) && fromYear <= toYear && fromYear >= from && toYear <= to)) {
    throw new RangeError(`lunarMonthsOfYears: years ${fromYear}..${toYear} are not a range within ${from}..${to}`);
  }
  const startMs = (dayNumber(fromYear, 1, 1) - MARGIN_DAYS) * MS_PER_DAY;
  const endMs = (dayNumber(toYear, 12, 31) + MARGIN_DAYS + 1) * MS_PER_DAY;
  return lunarMonthsOf(moonPhases(0, startMs, endMs), solarCrossings(startMs, endMs));
}

/**
 * Every 5° solar crossing an almanac of fromYear..toYear holds (its `crossings`, the same values: one search from
 * the same start), without the rest of the almanac: for the solar-terms files, computed on a worker thread
 * (generator/files/time-files.ts).
 */
export function almanacCrossings(fromYear: number, toYear: number): SolarCrossing[] {
  const { startMs, endMs } = almanacSpan(fromYear, toYear);
  return solarCrossings(startMs, endMs);
}

/** The days (with MARGIN_DAYS each side) and instants an almanac of fromYear..toYear computes. */
function almanacSpan(fromYear: number, toYear: number): { spanStart: number; spanEnd: number; startMs: number; endMs: number } {
  const spanStart = dayNumber(fromYear, 1, 1) - MARGIN_DAYS;
  const spanEnd = dayNumber(toYear, 12, 31) + MARGIN_DAYS;
  return { spanStart, spanEnd, startMs: spanStart * MS_PER_DAY, endMs: (spanEnd + 1) * MS_PER_DAY };
}

export class Almanac {
  /** First covered day (day number of fromYear-01-01). */
  readonly fromDay: number;
  /** Last covered day (day number of toYear-12-31). */
  readonly toDay: number;
  /** Every 5° solar crossing from MARGIN_DAYS before fromDay to MARGIN_DAYS after toDay. */
  readonly crossings: readonly SolarCrossing[];
  /** Every 土用入り (27°, 117°, 207°, 297°) over the same span, in time order. */
  readonly doyouEntries: readonly SolarCrossing[];
  /** Every new moon (朔) over the same span. */
  readonly newMoons: readonly MoonPhaseEvent[];
  /** Every full moon (望) over the same span. */
  readonly fullMoons: readonly MoonPhaseEvent[];
  /** Numbered lunar months covering at least fromDay..toDay. */
  readonly lunarMonths: readonly LunarMonth[];

  readonly #spanStart: number;
  readonly #lunarIndex: Int32Array;
  readonly #crossingIndex: Int32Array;
  readonly #setsuIndex: Int32Array;
  readonly #risshunYear: Int32Array;
  readonly #moonPhase: Int16Array;

  /**
   * Computes the almanac of the Gregorian years fromYear..toYear (JST).
   * @throws if the range is empty or outside ALMANAC_YEARS.
   */
  constructor(fromYear: number, toYear: number) {
    const { from, to } = ALMANAC_YEARS;
    if (!(Number.isInteger(fromYear) && Number.isInteger(toYear) && fromYear <= toYear && fromYear >= from && toYear <= to)) {
      throw new RangeError(`Almanac: years ${fromYear}..${toYear} are not a range within ${from}..${to}`);
    }
    this.fromDay = dayNumber(fromYear, 1, 1);
    this.toDay = dayNumber(toYear, 12, 31);
    const { spanStart, spanEnd, startMs, endMs } = almanacSpan(fromYear, toYear);
    this.crossings = solarCrossings(startMs, endMs);
    // 土用入り is 2° past a 5° step (25°, 115°, 205°, 295°): 1.9–2.2 days later.
    this.doyouEntries = this.crossings
      .filter((c) => c.longitude % 90 === 25)
      .map((c) => solarCrossingAfter(c.longitude + 2, c.utcMs, 5))
      .filter((c): c is SolarCrossing => c !== null && c.utcMs < endMs);
    this.newMoons = moonPhases(0, startMs, endMs);
    this.fullMoons = moonPhases(180, startMs, endMs);
    this.lunarMonths = lunarMonthsOf(this.newMoons, this.crossings);
    this.#spanStart = spanStart;
    const length = spanEnd - spanStart + 1;

    this.#lunarIndex = new Int32Array(length).fill(-1);
    this.lunarMonths.forEach((m, i) => {
      for (let d = Math.max(m.startDay, spanStart); d < Math.min(m.endDay, spanEnd + 1); d++) this.#lunarIndex[d - spanStart] = i;
    });

    this.#crossingIndex = new Int32Array(length).fill(-1);
    this.#setsuIndex = new Int32Array(length).fill(-1);
    this.#risshunYear = new Int32Array(length).fill(-1);
    let c = -1;
    let setsu = -1;
    let risshunYear = -1;
    for (let i = 0; i < length; i++) {
      const d = spanStart + i;
      while (c + 1 < this.crossings.length && this.crossings[c + 1]!.day <= d) {
        c++;
        const lon = this.crossings[c]!.longitude;
        if (isSetsu(lon)) setsu = c;
        if (lon === 315) risshunYear = civilDate(this.crossings[c]!.day).y;
      }
      this.#crossingIndex[i] = c;
      this.#setsuIndex[i] = setsu;
      this.#risshunYear[i] = risshunYear;
    }

    this.#moonPhase = new Int16Array(length).fill(-1);
    for (const m of [...this.newMoons, ...this.fullMoons]) {
      if (m.day >= spanStart && m.day <= spanEnd) this.#moonPhase[m.day - spanStart] = m.phase;
    }
  }

  /**
   * The context of one day.
   * @param day a JST day number within fromDay..toDay (the margins also work for rules that look back).
   * @throws RangeError if the day lies outside what this almanac computed.
   */
  day(day: number): DayContext {
    const i = day - this.#spanStart;
    const lunarIndex = this.#lunarIndex[i] ?? -1;
    const crossingIndex = this.#crossingIndex[i] ?? -1;
    const setsuIndex = this.#setsuIndex[i] ?? -1;
    const risshunYear = this.#risshunYear[i] ?? -1;
    if (lunarIndex < 0 || crossingIndex < 0 || setsuIndex < 0 || risshunYear < 0) {
      throw new RangeError(`Almanac.day: day ${day} is outside the computed span`);
    }
    const month = this.lunarMonths[lunarIndex]!;
    const current = this.crossings[crossingIndex]!;
    const setsu = this.crossings[setsuIndex]!;
    const phase = this.#moonPhase[i]!;
    return {
      day,
      lunar: { month: month.month, day: day - month.startDay + 1, leap: month.leap },
      crossingToday: current.day === day ? current : null,
      currentCrossing: current,
      moonPhase: phase === 0 ? 0 : phase === 180 ? 180 : null,
      setsu: { month: setsuMonthOfLongitude(setsu.longitude), startDay: setsu.day, year: risshunYear },
    };
  }

  /**
   * The JST day on which the sun reaches a longitude in a given Gregorian year.
   * @param year Gregorian year (JST) of the crossing.
   * @param longitude a multiple of 5°, in [0, 360).
   * @returns the crossing, or `null` if it lies outside the computed span.
   */
  crossingInYear(year: number, longitude: number): SolarCrossing | null {
    const first = dayNumber(year, 1, 1);
    const last = dayNumber(year, 12, 31);
    return this.crossings.find((c) => c.longitude === longitude && c.day >= first && c.day <= last) ?? null;
  }
}
