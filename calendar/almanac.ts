/**
 * The almanac: the astronomical events and lunar months of a span of days, with O(1) per-day
 * lookups for the day records (the 旧暦 date, the current 5° crossing, the 節月 and the 立春 year,
 * the moon phase of a day). Pure: it is built from events computed elsewhere — by the generator
 * from the ephemerides (generator/almanac.ts), or per request from the published instants files —
 * so the day rules that read it (calendar/records/pro-fields.ts) are one code on both sides.
 *
 * Time scales: events are UTC instants (ms since the Unix epoch) and JST day numbers
 * (calendar/time/day-number.ts); every lookup here is by day number.
 */
import type { MoonPhaseEvent } from "./astronomy/moon-phases.ts";
import type { SolarCrossing } from "./astronomy/solar-longitude.ts";
import type { LunarDate } from "./lunisolar/kyureki.ts";
import type { LunarMonth } from "./lunisolar/lunar-months.ts";
import { isSetsu, setsuMonthOfLongitude } from "./solar-terms/setsu-month.ts";
import { civilDate, dayNumber } from "./time/day-number.ts";

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

/** The events an almanac holds, each list in time order, over its span of days. */
export interface AlmanacEvents {
  /** Every 5° solar crossing over the span. */
  readonly crossings: readonly SolarCrossing[];
  /** Every 土用入り (27°, 117°, 207°, 297°) over the span. */
  readonly doyouEntries: readonly SolarCrossing[];
  /** Every new moon (朔) over the span. */
  readonly newMoons: readonly MoonPhaseEvent[];
  /** Every full moon (望) over the span. */
  readonly fullMoons: readonly MoonPhaseEvent[];
  /** Numbered lunar months covering at least the covered days. */
  readonly lunarMonths: readonly LunarMonth[];
}

/** The days an almanac answers for, and the wider span its events cover (rules that look back read the margin). */
export interface AlmanacSpan {
  /** First covered day (day number of the first year's 1 January). */
  readonly fromDay: number;
  /** Last covered day (day number of the last year's 31 December). */
  readonly toDay: number;
  /** First and last day of the events' span (the covered days and the margins each side). */
  readonly spanStart: number;
  readonly spanEnd: number;
}

export class Almanac implements AlmanacEvents {
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
   * The almanac of `events` over `span`.
   * @param span the covered days and the events' span (span.spanStart ≤ span.fromDay ≤ span.toDay ≤ span.spanEnd).
   */
  constructor(span: AlmanacSpan, events: AlmanacEvents) {
    const { spanStart, spanEnd } = span;
    this.fromDay = span.fromDay;
    this.toDay = span.toDay;
    this.crossings = events.crossings;
    this.doyouEntries = events.doyouEntries;
    this.newMoons = events.newMoons;
    this.fullMoons = events.fullMoons;
    this.lunarMonths = events.lunarMonths;
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
