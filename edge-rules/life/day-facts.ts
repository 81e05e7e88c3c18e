/**
 * The facts a life answer gives of each of its days (schemas/endpoints/memorial.ts `DayFacts`): the date, 曜日, 六曜
 * and national holiday, from the 旧暦 table (445–2100) and the day index (the holidays of the tree's coverage).
 */
import { HOLIDAY_NAMES, type HolidayName, type Lang } from "../../calendar/names.ts";
import { LAW_START } from "../../calendar/holidays/holiday.ts";
import { isoDate, julianDayNumber } from "../../calendar/time/day-number.ts";
import { youbi } from "../../calendar/time/weekday.ts";
import { rokuyou } from "../../calendar/lunisolar/rokuyou.ts";
import { jdnToKyureki } from "../../calendar/wareki/kyureki.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import { type DayIndex, RECORD_READERS } from "../../schemas/files/day-index.ts";
import { englishLabel } from "../../schemas/english.ts";

/** A day as a life answer lists it. */
export interface DayFacts {
  readonly date: string;
  /** The 曜日 (lang=en: its English). */
  readonly youbi: string;
  /** The 六曜 (lang=en: its English), null outside the 旧暦 table. */
  readonly rokuyou: string | null;
  /** The holiday's name (lang=en: its English), or null. */
  readonly holiday: string | null;
}

/** Reads the facts of days over one data version's 旧暦 table and day index, in one language. */
export class DayFactsReader {
  readonly #table: KyurekiMonths;
  readonly #index: DayIndex;
  readonly #lang: Lang;

  constructor(table: KyurekiMonths, index: DayIndex, lang: Lang) {
    this.#table = table;
    this.#index = index;
    this.#lang = lang;
  }

  /** The facts of day number `day`: 六曜 null outside the 旧暦 table, holiday null outside the index (none before 1948-07-20). */
  of(day: number): DayFacts {
    const kyureki = jdnToKyureki(this.#table, julianDayNumber(day));
    const six = kyureki === null ? null : rokuyou(kyureki.month, kyureki.day);
    const holiday = day < LAW_START || !this.#index.has(day) ? null : this.#holiday(day);
    const en = this.#lang === "en";
    return {
      date: isoDate(day),
      youbi: en ? englishLabel("youbi", youbi(day)) : youbi(day),
      rokuyou: six === null || !en ? six : englishLabel("rokuyou", six),
      holiday: holiday === null || !en ? holiday : englishLabel("holiday", holiday),
    };
  }

  #holiday(day: number): HolidayName | null {
    const name = RECORD_READERS.holidayName(this.#index.bytes, this.#index.offset(day));
    return name < 0 ? null : HOLIDAY_NAMES[name]!;
  }
}
