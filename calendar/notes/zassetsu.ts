/**
 * 雑節 (zassetsu) of the NAOJ 暦要項: days fixed by solar longitudes, computed once per run of
 * crossings into a day → notes map.
 */
import type { NoteId } from "../names.ts";
import type { SolarCrossing } from "../astronomy/solar-longitude.ts";
import { mod, MS_PER_DAY } from "../time/day-number.ts";
import { civilMsOfDay } from "../time/civil-day.ts";
import { branchIndexOf, branchOf, STEM_TSUCHINOE, stemOf } from "../cycles/kanshi.ts";
import { dayKanshiIndex } from "../cycles/pillars.ts";
import type { DoyouSpan } from "./doyou.ts";

/** The 雑節 note ids. */
export type ZassetsuId = Extract<
  NoteId,
  | "setsubun"
  | "higan-iri"
  | "higan-chunichi"
  | "higan-ake"
  | "shanichi"
  | "hachijuhachiya"
  | "nyubai"
  | "hangeshou"
  | "doyou-iri"
  | "doyou-ushi"
  | "nihyakutooka"
  | "nihyakuhatsuka"
>;

const BRANCH_USHI = branchIndexOf("丑");

/** 節分: the day before 立春 (315°). Source: NAOJ 暦要項 (docs/calendar.md §9). */
export function setsubunDay(risshunDay: number): number {
  return risshunDay - 1;
}

/** 彼岸入り, 中日, 明け: equinox day −3, 0, +3. Source: NAOJ 暦要項, the rule since the 明治 改暦 (docs/calendar.md §9). */
export function higanDays(equinoxDay: number): readonly [number, number, number] {
  return [equinoxDay - 3, equinoxDay, equinoxDay + 3];
}

/**
 * The 社日 rules (rule `shanichi`, calendar/notes/rules.ts), the first the default: `noon` the 戊 day nearest the
 * equinox day, a 癸 equinox day by its instant's half day; `earlier` the same, a 癸 equinox day always the earlier 戊;
 * `fifth` the fifth 戊 day from 立春 (spring) and from 立秋 (autumn).
 */
export const SHANICHI_RULES = ["noon", "earlier", "fifth"] as const;
export type ShanichiRule = (typeof SHANICHI_RULES)[number];

/**
 * 社日: the 戊 day nearest the equinox day; when the equinox day is 癸 (both 戊 5 days away), the earlier 戊 if the
 * equinox instant is before civil noon (12:00 JST; Tokyo mean time before 1888, calendar/time/civil-day.ts) or the
 * rule is `earlier`, else the later.
 * Source: noon NAOJ 暦Wiki 雑節とは (明治14年暦以後), via arachne.jp/blog (docs/calendar.md §9); earlier the same page (貞享暦–明治7年暦) and suchowan/when_exe notes.rb 社 (春秋分から −5..4).
 */
export function shanichiDay(equinox: SolarCrossing, rule: Exclude<ShanichiRule, "fifth"> = "noon"): number {
  const ahead = mod(STEM_TSUCHINOE - stemOf(dayKanshiIndex(equinox.day)), 10); // days to the next 戊, 0..9
  if (ahead < 5) return equinox.day + ahead;
  if (ahead > 5) return equinox.day + ahead - 10;
  return rule === "earlier" || civilMsOfDay(equinox.utcMs) < MS_PER_DAY / 2 ? equinox.day - 5 : equinox.day + 5;
}

/**
 * 社日 by the classical rule: the fifth 戊 day counting from the 立春 (春社) or 立秋 (秋社) day, that day included.
 * Source: github.com/6tail/lunar-javascript lunar.js getOtherFestivals (春社, 秋社: the first 戊 from the 節 day + 40).
 */
export function fifthTsuchinoeDay(setsuDay: number): number {
  return setsuDay + mod(STEM_TSUCHINOE - stemOf(dayKanshiIndex(setsuDay)), 10) + 40;
}

/** 八十八夜, 二百十日, 二百二十日: 立春 + 87, + 209, + 219 (立春 counted as day 1). Source: NAOJ 暦要項 (docs/calendar.md §9). */
export function risshunCountDays(risshunDay: number): { hachijuhachiya: number; nihyakutooka: number; nihyakuhatsuka: number } {
  return { hachijuhachiya: risshunDay + 87, nihyakutooka: risshunDay + 209, nihyakuhatsuka: risshunDay + 219 };
}

/** 入梅 on the day the sun reaches 80°, 半夏生 100°. Source: NAOJ 暦要項 (docs/calendar.md §9). */
export const LONGITUDE_NOTES: Readonly<Record<number, ZassetsuId>> = {
  80: "nyubai",
  100: "hangeshou",
};

/**
 * Every 雑節 of a run of 5° crossings and its 土用 spans, as day number → note ids: 土用入り is each span's first day,
 * 土用の丑の日 the 丑 days inside it; 社日 by the rule `shanichi`.
 * Source: NAOJ 暦要項 via shidaikyo.or.jp; When.exe notes.rb (docs/calendar.md §8–9).
 */
export function zassetsuDays(
  crossings: readonly SolarCrossing[],
  doyou: readonly DoyouSpan[],
  shanichi: ShanichiRule = "noon",
): Map<number, ZassetsuId[]> {
  const out = new Map<number, ZassetsuId[]>();
  const add = (day: number, id: ZassetsuId): void => {
    const list = out.get(day);
    if (list) list.push(id);
    else out.set(day, [id]);
  };
  for (const c of crossings) {
    if (c.longitude === 315) {
      add(setsubunDay(c.day), "setsubun");
      const counted = risshunCountDays(c.day);
      add(counted.hachijuhachiya, "hachijuhachiya");
      add(counted.nihyakutooka, "nihyakutooka");
      add(counted.nihyakuhatsuka, "nihyakuhatsuka");
    } else if (c.longitude === 0 || c.longitude === 180) {
      const [iri, chunichi, ake] = higanDays(c.day);
      add(iri, "higan-iri");
      add(chunichi, "higan-chunichi");
      add(ake, "higan-ake");
      if (shanichi !== "fifth") add(shanichiDay(c, shanichi), "shanichi");
    }
    if (shanichi === "fifth" && (c.longitude === 315 || c.longitude === 135)) add(fifthTsuchinoeDay(c.day), "shanichi");
    const byLongitude = LONGITUDE_NOTES[c.longitude];
    if (byLongitude) add(c.day, byLongitude);
  }
  for (const span of doyou) {
    add(span.from, "doyou-iri");
    for (let d = span.from; d <= span.to; d++) if (branchOf(dayKanshiIndex(d)) === BRANCH_USHI) add(d, "doyou-ushi");
  }
  return out;
}
