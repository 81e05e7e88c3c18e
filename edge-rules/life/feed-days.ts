/**
 * The days of a life feed inside a span (docs/interface.md#calendar-subscriptions): a death's memorial days, a birth's
 * 旧暦 birthdays. Only the calendar's own functions decide a day (calendar/life/); this module picks those in the span.
 * Pure over the loaded 旧暦 table.
 */
import { lunarBirthdays } from "../../calendar/life/lunar-birthday.ts";
import { meinichiOfYear } from "../../calendar/life/meinichi.ts";
import { CHUIN, nenkiOfSet, weeklyMemorials } from "../../calendar/life/memorial.ts";
import { anniversaryOf, type DeathReckoning } from "../../calendar/life/old-style.ts";
import type { Rules } from "../../calendar/rules.ts";
import { civilDate } from "../../calendar/time/day-number.ts";
import type { KyurekiDate } from "../../calendar/wareki/kyureki.ts";
import type { KyurekiMonths } from "../../calendar/wareki/months-table.ts";
import type { DaySpan } from "../feed/window.ts";

/** One memorial day of a feed; in a day, in this order: chuin, nenki, shotsuki, tsuki. */
export type MemorialFeedDay =
  | {
      readonly kind: "chuin";
      /** calendar/life/memorial.ts `CHUIN` id (`day-49`). */
      readonly id: string;
      readonly name: string;
      readonly alias: string | null;
      /** The ordinal, the day of death being day 1. */
      readonly ordinal: number;
      readonly day: number;
    }
  | {
      readonly kind: "nenki";
      /** `NENKI` id (`year-1`). */
      readonly id: string;
      readonly name: string;
      readonly years: number;
      readonly day: number;
      /** The 年忌 falls on the year's 祥月命日 (as it does but where the calendars differ), which is then not listed again. */
      readonly shotsuki: boolean;
    }
  | { readonly kind: "shotsuki" | "tsuki"; readonly id: "shotsuki" | "tsuki"; readonly day: number; readonly shortened: boolean };

const ORDER = { chuin: 0, nenki: 1, shotsuki: 2, tsuki: 3 } as const;
const inSpan = (span: DaySpan, day: number): boolean => day >= span.startDay && day <= span.endDay;

/**
 * The memorial days of a death inside `span`, in date order: the 中陰 days and 百箇日 (rule chuin), the 年忌 the rule
 * nenki_set keeps, and every 祥月命日 and 月命日 (rules month_end, leap_death_day; old_death is the reckoning's).
 * The 命日 of a year before 1873 are those of the 旧暦 year of that number, whose last months run into the next
 * Western year: so the years asked start one before the span's.
 */
export function feedMemorialDays(table: KyurekiMonths, r: DeathReckoning, rules: Rules, span: DaySpan): MemorialFeedDay[] {
  const days: MemorialFeedDay[] = [];
  for (const w of weeklyMemorials(r.death, rules.chuin)) {
    const spec = CHUIN.find((c) => c.id === w.id)!;
    if (inSpan(span, w.day)) days.push({ kind: "chuin", id: w.id, name: w.name, alias: spec.alias, ordinal: spec.ordinal, day: w.day });
  }
  const meinichi = new Map<number, MemorialFeedDay>();
  for (let year = civilDate(span.startDay).y - 1; year <= civilDate(span.endDay).y; year++)
    for (const m of meinichiOfYear(table, r, year, rules.month_end, rules.leap_death_day))
      if (inSpan(span, m.day)) meinichi.set(m.day, { kind: m.kind, id: m.kind, day: m.day, shortened: m.shortened });
  for (const spec of nenkiOfSet(rules.nenki_set)) {
    const day = anniversaryOf(table, r, spec.years, rules.leap_death_day);
    if (!inSpan(span, day)) continue;
    const shotsuki = meinichi.get(day)?.kind === "shotsuki";
    if (shotsuki) meinichi.delete(day);
    days.push({ kind: "nenki", id: spec.id, name: spec.name, years: spec.years, day, shotsuki });
  }
  days.push(...meinichi.values());
  return days.sort((a, b) => a.day - b.day || ORDER[a.kind] - ORDER[b.kind]);
}

/** A 旧暦 birthday: its day number and how the 旧暦 date was read that year (calendar/life/lunar-birthday.ts). */
export type LunarBirthday = ReturnType<typeof lunarBirthdays>[number];

/**
 * The 旧暦 birthdays of a birth inside `span`, in date order: calendar/life/lunar-birthday.ts `lunarBirthdays` of each
 * Western year of the span (a Western year may hold none or two).
 * @param kyureki the 旧暦 date of the birth.
 */
export function feedLunarBirthdays(table: KyurekiMonths, kyureki: KyurekiDate, span: DaySpan): LunarBirthday[] {
  const out: LunarBirthday[] = [];
  for (let year = civilDate(span.startDay).y; year <= civilDate(span.endDay).y; year++)
    for (const birthday of lunarBirthdays(table, kyureki, year)) if (inSpan(span, birthday.day)) out.push(birthday);
  return out;
}
