/**
 * Business-day arithmetic (営業日, docs/calendar.md §13) over the day index: each day's closure
 * on the chosen calendar is one byte the generator wrote (schemas/files/day-index.ts, bytes 14–16), made
 * with the caller's own days into one bitset a request ({@link closedDays}, which the finder's
 * `business` condition uses too), so every answer here is a loop over bits — no day file. The
 * caller's own days apply by calendar/business/closure.ts `closureWithCustomDays` (its `closed`
 * days add reason `custom`; its `open` days are open whatever the calendar says).
 *
 * Days are day numbers (calendar/time/day-number.ts); answers meant for a body carry ISO dates. A
 * day outside the index is never guessed: `closure` throws on one, the walks return null when
 * they would leave the index, and the long-weekend scan treats the days beyond either end of
 * the index as unknown (a run is cut there).
 */
import { BYTES_PER_DAY, CLOSURE_BYTE, type DayIndex, HOLIDAY_NAME_BYTE } from "../../schemas/files/day-index.ts";
import { type Bits, type DayBits, dayBits } from "../find/day-bits.ts";
import { dayNumber, isoDate } from "../../calendar/time/day-number.ts";
import { type BusinessCalendar, CLOSURE_LABELS, CLOSURE_REASONS, type ClosureReason, HOLIDAY_NAMES } from "../../calendar/names.ts";
import { closureWithCustomDays } from "../../calendar/business/closure.ts";
import { LONG_WEEKEND_MIN_DAYS } from "../../schemas/endpoints/long-weekends.ts";
import type { BusinessRules } from "./rules.ts";

/** The reason of a day the calendar leaves open and the caller closes (calendar/business/closure.ts, the rule). */
const CALLER_CLOSED = closureWithCustomDays(null, true, false)!;

/** Why a day is closed and its Japanese label (土曜日, 日曜日, the holiday's name, 年末年始, 休業日). */
export interface Closure {
  readonly reason: ClosureReason;
  readonly label: string;
}

/** A closed day of a count: its date, reason and label. */
export interface ClosedDay extends Closure {
  readonly date: string;
}

/** One day as the business/{date} answer carries it (without `ok`). */
export interface BusinessDayAnswer {
  readonly calendar: BusinessCalendar;
  readonly date: string;
  readonly business: boolean;
  readonly reason: ClosureReason | null;
  readonly label: string | null;
  /** The nearest business day after the date, or null when there is none inside the index. */
  readonly next: string | null;
  /** The nearest business day before the date, or null when there is none inside the index. */
  readonly previous: string | null;
}

/** The business/count answer (without `ok`): both ends counted. */
export interface BusinessCount {
  readonly business_days: number;
  readonly closed_days: number;
  readonly closed: readonly ClosedDay[];
}

/** One run of consecutive closed days (a long weekend, 連休; schemas/endpoints/long-weekends.ts). */
export interface ClosedRun {
  readonly start: string;
  readonly end: string;
  readonly days: number;
  /** The national holidays' names in the run, in date order (one per holiday). */
  readonly holidays: readonly string[];
  /** Present when the run touches the index's first or last day: it may begin earlier or go on later. */
  readonly beyond_coverage?: true;
}

export { LONG_WEEKEND_MIN_DAYS };

/** A calendar and custom days applied to one day index: the business-day questions, answered from its bytes. */
export class BusinessDays {
  readonly #index: DayIndex;
  readonly #bytes: Uint8Array;
  /** Byte offset of the first indexed day's record. */
  readonly #base: number;
  /** Offset of the calendar's closure byte inside a record. */
  readonly #closureByte: number;
  readonly #first: number;
  /** One past the last indexed day. */
  readonly #end: number;
  /** The closed days under the rules, one bit a day of the index ({@link closedDays}). */
  readonly #closedBits: Bits;
  readonly calendar: BusinessCalendar;

  constructor(index: DayIndex, rules: BusinessRules) {
    this.#index = index;
    this.#bytes = index.bytes;
    this.#first = index.firstDay;
    this.#end = index.firstDay + index.count;
    this.#base = index.count > 0 ? index.offset(index.firstDay) : 0;
    this.#closureByte = CLOSURE_BYTE[rules.calendar];
    this.#closedBits = closedDays(dayBits(index), rules);
    this.calendar = rules.calendar;
  }

  /** Whether day `day` is indexed. */
  has(day: number): boolean {
    return day >= this.#first && day < this.#end;
  }

  /** Whether indexed day `day` is closed (no allocation; the hot loop of every answer). */
  #closed(day: number): boolean {
    const i = day - this.#first;
    return ((this.#closedBits[i >>> 5]! >>> (i & 31)) & 1) !== 0;
  }

  /**
   * Whether day `day` is closed, or null when it is not indexed: the closure the calendar's walks take
   * (calendar/business/gotobi.ts `gotobiSettlement`), one range check and one bit a step.
   */
  readonly closedOrUnknown = (day: number): boolean | null => (this.has(day) ? this.#closed(day) : null);

  /** Whether day `day` is closed. @throws RangeError when the day is not indexed. */
  isClosed(day: number): boolean {
    if (!this.has(day)) throw new RangeError(`business days: day ${day} is not indexed`);
    return this.#closed(day);
  }

  /** Why day `day` is closed, or null when it is a business day. @throws RangeError when the day is not indexed. */
  closure(day: number): Closure | null {
    if (!this.isClosed(day)) return null;
    const at = this.#base + (day - this.#first) * BYTES_PER_DAY;
    const code = this.#bytes[at + this.#closureByte]!;
    // Code 0: open on the calendar, so closed by the caller (and not opened by it: the bit is set).
    const reason = code === 0 ? CALLER_CLOSED : CLOSURE_REASONS[code - 1]!;
    if (reason !== "holiday") return { reason, label: CLOSURE_LABELS[reason] };
    const name = this.#bytes[at + HOLIDAY_NAME_BYTE]!;
    return { reason, label: name === 0 ? CLOSURE_LABELS.holiday : HOLIDAY_NAMES[name - 1]! };
  }

  /** The nearest business day after `day`, or null when none lies inside the index. */
  nextBusiness(day: number): number | null {
    if (day + 1 < this.#first) return null;
    for (let d = day + 1; d < this.#end; d++) if (!this.#closed(d)) return d;
    return null;
  }

  /** The nearest business day before `day`, or null when none lies inside the index. */
  previousBusiness(day: number): number | null {
    if (day - 1 >= this.#end) return null;
    for (let d = day - 1; d >= this.#first; d--) if (!this.#closed(d)) return d;
    return null;
  }

  /**
   * The `n`-th business day after `day` (the day itself not counted; negative `n` counts back;
   * 0 is the day itself, business or not), or null when the walk leaves the index.
   */
  addBusinessDays(day: number, n: number): number | null {
    if (!Number.isSafeInteger(n)) throw new RangeError(`business days: ${n} is not an integer`);
    let d = day;
    if (n > 0) {
      for (let left = n; left > 0; left--) {
        const next = this.nextBusiness(d);
        if (next === null) return null;
        d = next;
      }
    } else {
      for (let left = -n; left > 0; left--) {
        const previous = this.previousBusiness(d);
        if (previous === null) return null;
        d = previous;
      }
    }
    return d;
  }

  /** The business/{date} answer for indexed day `day`. @throws RangeError when the day is not indexed. */
  describe(day: number): BusinessDayAnswer {
    const closure = this.closure(day);
    const next = this.nextBusiness(day);
    const previous = this.previousBusiness(day);
    return {
      calendar: this.calendar,
      date: isoDate(day),
      business: closure === null,
      reason: closure?.reason ?? null,
      label: closure?.label ?? null,
      next: next === null ? null : isoDate(next),
      previous: previous === null ? null : isoDate(previous),
    };
  }

  /**
   * Business and closed days from `start` to `end`, both counted, with every closed day.
   * @throws RangeError when `start` is after `end` or either is not indexed.
   */
  countBusinessDays(start: number, end: number): BusinessCount {
    if (start > end) throw new RangeError(`business days: start ${start} is after end ${end}`);
    if (!this.has(start) || !this.has(end)) throw new RangeError(`business days: ${start}..${end} is not indexed`);
    const closed: ClosedDay[] = [];
    for (let d = start; d <= end; d++) {
      if (!this.#closed(d)) continue;
      const c = this.closure(d)!;
      closed.push({ date: isoDate(d), reason: c.reason, label: c.label });
    }
    return { business_days: end - start + 1 - closed.length, closed_days: closed.length, closed };
  }

  /**
   * Every run of at least {@link LONG_WEEKEND_MIN_DAYS} consecutive closed days that starts in
   * Gregorian `year` (a run may run on into the next year), in date order. A run is cut at the
   * index's ends: one touching the first or last indexed day is reported from or up to there,
   * when that part alone is long enough, and carries `beyond_coverage`.
   */
  longWeekends(year: number): ClosedRun[] {
    const runs: ClosedRun[] = [];
    const from = Math.max(dayNumber(year, 1, 1), this.#first);
    const to = Math.min(dayNumber(year + 1, 1, 1), this.#end);
    for (let d = from; d < to; d++) {
      if (!this.#closed(d) || (d > this.#first && this.#closed(d - 1))) continue;
      let last = d;
      while (last + 1 < this.#end && this.#closed(last + 1)) last++;
      if (last - d + 1 >= LONG_WEEKEND_MIN_DAYS) {
        const holidays: string[] = [];
        for (let h = d; h <= last; h++) {
          const name = this.#bytes[this.#base + (h - this.#first) * BYTES_PER_DAY + HOLIDAY_NAME_BYTE]!;
          if (name !== 0) holidays.push(HOLIDAY_NAMES[name - 1]!);
        }
        const cut = d === this.#first || last === this.#end - 1;
        runs.push({
          start: isoDate(d),
          end: isoDate(last),
          days: last - d + 1,
          holidays,
          ...(cut ? { beyond_coverage: true as const } : {}),
        });
      }
      d = last;
    }
    return runs;
  }

  /** The index these answers read. */
  get index(): DayIndex {
    return this.#index;
  }
}

/** The business-day questions of `rules` over `index`. */
export function businessDays(index: DayIndex, rules: BusinessRules): BusinessDays {
  return new BusinessDays(index, rules);
}

/**
 * The days closed under business rules, one bit a day of the index (find/day-bits.ts): the set form of
 * calendar/business/closure.ts `closureWithCustomDays` — the calendar's closed days (the closure byte the generator
 * wrote), the caller's closed weekdays and dates; the caller's open dates are not, whatever else holds.
 */
export function closedDays(bits: DayBits, rules: BusinessRules): Bits {
  // The calendar alone (most requests): its set as made once per index, read only.
  if (rules.closedWeekdays === 0 && rules.closedDates.size === 0 && rules.openDates.size === 0) return bits.closed(rules.calendar);
  const closed = bits.empty();
  closed.set(bits.closed(rules.calendar));
  for (let weekday = 0; weekday < 7; weekday++) {
    if (((rules.closedWeekdays >> weekday) & 1) === 0) continue;
    const days = bits.value("weekday", weekday);
    for (let w = 0; w < closed.length; w++) closed[w] = (closed[w]! | days[w]!) >>> 0;
  }
  const { firstDay, count } = bits.index;
  const at = (day: number, set: boolean): void => {
    const i = day - firstDay;
    if (i < 0 || i >= count) return;
    closed[i >>> 5] = set ? (closed[i >>> 5]! | (1 << (i & 31))) >>> 0 : (closed[i >>> 5]! & ~(1 << (i & 31))) >>> 0;
  };
  for (const day of rules.closedDates) at(day, true);
  for (const day of rules.openDates) at(day, false);
  return closed;
}
