/**
 * Confirmed or projected holidays (確定・推算の祝日). 春分の日 and 秋分の日 are the 春分日 and 秋分日 that the
 * 暦要項 fixes: NAOJ publishes it in the 官報 on the first working day of February for the *next* year (since the
 * 1964 edition; the first, for 1955, appeared on 1954-06-01). Every other holiday is as the law stands. A year is
 * confirmed when a 暦要項 for it or a later year was published on or before the date the data is built for; after
 * that, an equinox day is our engine's projection. The build date is an input (generator/cli.ts `--build-date`),
 * never the clock, so two runs for the same date write the same bytes.
 * Source: 国立天文台 暦計算室「暦要項」 https://eco.mtk.nao.ac.jp/koyomi/yoko/ ("春分の日・秋分の日は、前年2月の官報に暦要項を掲載することにより発表").
 */
import type { HolidayStatus } from "../names.ts";

/** One published 暦要項: the year it is for, the 官報 date it appeared in, and where a reader can check the date. */
export interface Rekiyoukou {
  /** The year the 暦要項 is for. */
  readonly year: number;
  /** The date of the 官報 that published it, `YYYY-MM-DD` (JST). */
  readonly gazette: string;
  /** A page a reader can open that states the publication date. */
  readonly source: string;
}

/**
 * The published 暦要項 the project has checked, oldest first. A year missing between two rows is still confirmed
 * (every year has had one since 1955); a row is added each February when NAOJ publishes the next year's.
 */
export const REKIYOUKOU: readonly Rekiyoukou[] = [
  { year: 2009, gazette: "2008-02-01", source: "https://news.local-group.jp/astro-topics/365.html" },
  { year: 2014, gazette: "2013-02-01", source: "https://www.nao.ac.jp/news/topics/2013/20130201-rekiyoko.html" },
  { year: 2015, gazette: "2014-02-03", source: "https://resemom.jp/article/2014/02/07/17048.html" },
  { year: 2020, gazette: "2019-02-01", source: "https://blog.goo.ne.jp/toyowoomera/d/20190202" },
  { year: 2023, gazette: "2022-02-01", source: "https://www.nao.ac.jp/mailnews/data/0235.html" },
  { year: 2024, gazette: "2023-02-01", source: "https://news.infoseek.co.jp/amp/article/sorae_118113" },
  { year: 2025, gazette: "2024-02-01", source: "https://nordot.app/1125516492533219399" },
  { year: 2026, gazette: "2025-02-03", source: "https://mizunara.com/blog/archives/2025/02/03152213.html" },
  { year: 2027, gazette: "2026-02-02", source: "https://news.livedoor.com/topics/detail/30507568/" },
];

/** The holidays of 1948 (祝日法 in force 1948-07-20) onwards: before the first 暦要項 they are history, confirmed. */
const FIRST_HOLIDAY_YEAR = 1948;

/**
 * The last year whose holidays are all confirmed for data built on `buildDate`: the latest year of a 暦要項 in
 * `table` published on or before that date (the years before it are confirmed too).
 * @param buildDate `YYYY-MM-DD`, the date the data is built for.
 * @returns that year, or the year before `FIRST_HOLIDAY_YEAR` when no row is published yet.
 */
export function holidaysConfirmedThrough(buildDate: string, table: readonly Rekiyoukou[] = REKIYOUKOU): number {
  let through = FIRST_HOLIDAY_YEAR - 1;
  for (const row of table) if (row.gazette <= buildDate && row.year > through) through = row.year;
  return through;
}

/**
 * A holiday's status: an equinox day (春分の日, 秋分の日, or a holiday that exists because of one: its 振替休日 or
 * 国民の休日) after the confirmed years is `projected`; every other holiday is `confirmed` (fixed by the law).
 * @param equinoxDependent whether the holiday's date follows from an equinox day.
 */
export function holidayStatus(year: number, equinoxDependent: boolean, confirmedThrough: number): HolidayStatus {
  return equinoxDependent && year > confirmedThrough ? "projected" : "confirmed";
}
