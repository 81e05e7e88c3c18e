/**
 * The eras (元号) in force on a day, with the era year (元年 = 1): one era, or two (north and
 * south) in 1331–1392, none before 大化 and in the gaps (docs/calendar.md §14). Over the table of
 * calendar/wareki/era-table.ts.
 */
import { ERAS, type Era } from "./era-table.ts";

/** An era in force on a day. */
export interface EraOfDay {
  readonly name: string;
  /** The era year, 元年 = 1. */
  readonly year: number;
  /** `north` or `south` on a day with two eras (南北朝); null when one era is counted by all. */
  readonly court: "north" | "south" | null;
}

/** The first 明治 row: from it on, the table's `end` is the era's last day, before it the next era's first. */
const MEIJI = ERAS.findIndex((e) => e.name === "明治");

/** The first day after the era as the table ends it (exclusive); Infinity for 令和. Source: docs/calendar.md §14 (the table's `end`). */
export function tableUntil(era: Era): number {
  if (era.end === null) return Infinity;
  return ERAS.indexOf(era) >= MEIJI ? era.end + 1 : era.end;
}

/**
 * Eras the northern court kept counting after the table's end, until its own next era:
 * 元徳 until 正慶 (元徳4年4月28日), 建武 until 暦応 (建武5年8月28日). Source: docs/calendar.md §14.
 */
const NORTH_KEPT: Readonly<Record<string, string>> = { 元徳: "正慶", 建武: "暦応" };

/** One era's span as the service names days: [start, until) and its court there. */
interface Span {
  readonly era: Era;
  readonly start: number;
  readonly until: number;
  readonly court: "north" | "south" | null;
}

function spans(): Span[] {
  const out: Span[] = [];
  ERAS.forEach((era, i) => {
    let until = tableUntil(era);
    // 明治 counts from 慶応4年1月1日 (the 一世一元の詔): 慶応 ends where 明治 starts. Source: docs/calendar.md §14.
    const next = ERAS[i + 1];
    if (era.court === null && next !== undefined && next.court === null && next.start < until) until = next.start;
    const court = era.court === "north" || era.court === "south" ? era.court : null;
    out.push({ era, start: era.start, until, court });
    const kept = NORTH_KEPT[era.name];
    if (kept !== undefined) out.push({ era, start: until, until: ERAS.find((e) => e.name === kept)!.start, court: "north" });
  });
  return out;
}

const SPANS = spans();

/** The Western year an era year counts from: the 旧暦 year before 1873, the Gregorian year after. */
function eraYear(era: Era, calendarYear: number): number {
  return calendarYear - era.firstYear + 1;
}

/**
 * The eras in force on a JDN, northern court first.
 * @param calendarYear the year the era years count: the 旧暦 year before 1873-01-01, the Gregorian year from it.
 */
export function erasOn(jdn: number, calendarYear: number): EraOfDay[] {
  const found = SPANS.filter((s) => s.start <= jdn && jdn < s.until);
  const two = found.length > 1;
  return found
    .map((s) => ({ name: s.era.name, year: eraYear(s.era, calendarYear), court: two ? s.court : null }))
    .sort((a, b) => (a.court === "north" ? -1 : b.court === "north" ? 1 : 0));
}

/** The era of a name, or undefined. */
export function eraNamed(name: string): Era | undefined {
  return ERAS.find((e) => e.name === name);
}

/**
 * The days an era's dates may name: from its start to the table's end, and for 元徳 and 建武 on
 * to the northern court's next era. [start, until).
 */
export function eraDays(era: Era): { start: number; until: number } {
  const kept = NORTH_KEPT[era.name];
  return { start: era.start, until: kept === undefined ? tableUntil(era) : ERAS.find((e) => e.name === kept)!.start };
}

/**
 * The first day the service no longer names an era (the end of its last span): its table end,
 * the northern court's next era for 元徳 and 建武, and for 慶応 the first day of 明治 (明治 counts
 * from 慶応4年1月1日, so 慶応's days named 明治 begin there). Source: docs/calendar.md §14.
 */
export function namedUntil(era: Era): number {
  return Math.max(...SPANS.filter((s) => s.era === era).map((s) => s.until));
}
