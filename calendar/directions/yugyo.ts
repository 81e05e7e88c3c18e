/**
 * 遊行 (yugyō): the five-day spans when 大将軍 or 金神 travels away from the year's direction (its
 * own direction is then free, and the god is in the direction it travels to). Each span starts on
 * a 干支 day and lasts five days (the start day and the four after it); a seasonal span is taken
 * when its start day lies in the season.
 */
import { kanshiIndexOf } from "../cycles/kanshi.ts";
import { dayKanshiIndex } from "../cycles/pillars.ts";

/** The seasons of the 四立: spring from 立春, summer from 立夏, autumn from 立秋, winter from 立冬. */
export type YugyoSeason = "spring" | "summer" | "autumn" | "winter";

/** What the 遊行 rules need of a day: its 四立 season and whether it lies in that season's 土用. */
export interface YugyoDay {
  readonly season: YugyoSeason;
  readonly doyou: boolean;
}

/** Where the god travels to. */
export type YugyoDirection = "東" | "南" | "西" | "北" | "中央";

/** One 遊行 span holding the day. */
export interface Yugyo {
  readonly god: "大将軍" | "金神";
  readonly direction: YugyoDirection;
  /** Day number of the span's first day (its 干支 is the rule's). */
  readonly from: number;
  /** Day number of its fifth day. */
  readonly to: number;
}

/** The length of every 遊行 span. */
export const YUGYO_DAYS = 5;

/** A rule: from a start 干支, in a season (any season when `season` is null), the god goes to a direction. */
interface YugyoRule {
  readonly god: Yugyo["god"];
  readonly start: number;
  readonly season: YugyoSeason | "doyou" | null;
  readonly direction: YugyoDirection;
}

const rule = (god: Yugyo["god"], start: string, season: YugyoRule["season"], direction: YugyoDirection): YugyoRule => ({
  god,
  start: kanshiIndexOf(start),
  season,
  direction,
});

/**
 * 大将軍遊行: 甲子 east in spring, 丙子 south in summer, 庚子 west in autumn, 壬子 north in winter (each season without its 土用), 戊子 centre in 土用.
 * Source: docs/calendar.md §16.7 (komonjyo.net 8syougun 大将軍の遊行方位 with its 2024 dates; nakshatra.tokyo daisyou: seasons less their 土用).
 */
export const DAISHOGUN_YUGYO: readonly YugyoRule[] = [
  rule("大将軍", "甲子", "spring", "東"),
  rule("大将軍", "丙子", "summer", "南"),
  rule("大将軍", "庚子", "autumn", "西"),
  rule("大将軍", "壬子", "winter", "北"),
  rule("大将軍", "戊子", "doyou", "中央"),
];

/**
 * 金神遊行, by the 干支 alone: 甲寅 south, 丙寅 west, 戊寅 centre, 庚寅 north, 壬寅 east.
 * Source: docs/calendar.md §16.7 (komonjyo.net konjin 遊行方位その1; nakshatra.tokyo konsan 通常の遊行).
 */
export const KONJIN_YUGYO: readonly YugyoRule[] = [
  rule("金神", "甲寅", null, "南"),
  rule("金神", "丙寅", null, "西"),
  rule("金神", "戊寅", null, "中央"),
  rule("金神", "庚寅", null, "北"),
  rule("金神", "壬寅", null, "東"),
];

/**
 * 金神 四季の遊行: 乙卯 east in spring, 丙午 south in summer, 辛酉 west in autumn, 壬子 north in winter (each season from its 立, 土用 included).
 * Source: docs/calendar.md §16.7 (nakshatra.tokyo konsan 季節の遊行: 春 = 立春から立夏前日; komonjyo.net konjin 遊行方位その2).
 */
export const KONJIN_SEASON_YUGYO: readonly YugyoRule[] = [
  rule("金神", "乙卯", "spring", "東"),
  rule("金神", "丙午", "summer", "南"),
  rule("金神", "辛酉", "autumn", "西"),
  rule("金神", "壬子", "winter", "北"),
];

/**
 * The 四立 season of a 節月 (1 = 寅月 … 12 = 丑月): 寅卯辰 spring, 巳午未 summer, 申酉戌 autumn, 亥子丑 winter.
 * Source: docs/calendar.md §16.7 (the seasons start at 立春, 立夏, 立秋, 立冬: docs/calendar.md §0).
 */
export function seasonOfSetsuMonth(setsuMonth: number): YugyoSeason {
  return (["spring", "summer", "autumn", "winter"] as const)[Math.floor((setsuMonth - 1) / 3)]!;
}

/** True when a rule's season admits a start day. */
function admits(ruleSeason: YugyoRule["season"], god: Yugyo["god"], start: YugyoDay): boolean {
  if (ruleSeason === null) return true;
  if (ruleSeason === "doyou") return start.doyou;
  // 大将軍's seasons leave out their 土用 (then it goes to the centre); 金神's include it.
  return start.season === ruleSeason && (god === "金神" || !start.doyou);
}

/**
 * The 遊行 spans holding a day, in the order 大将軍, 金神 (by 干支), 金神 (by season); empty on most days.
 * `seasonOn` gives the season and 土用 of any day (it is asked about the day and the four before it).
 * Source: docs/calendar.md §16.7.
 */
export function yugyoOn(day: number, seasonOn: (day: number) => YugyoDay): Yugyo[] {
  const out: Yugyo[] = [];
  for (const rules of [DAISHOGUN_YUGYO, KONJIN_YUGYO, KONJIN_SEASON_YUGYO]) {
    for (let k = 0; k < YUGYO_DAYS; k++) {
      const from = day - k;
      const kanshi = dayKanshiIndex(from);
      for (const r of rules) {
        if (r.start === kanshi && admits(r.season, r.god, seasonOn(from))) {
          out.push({ god: r.god, direction: r.direction, from, to: from + YUGYO_DAYS - 1 });
        }
      }
    }
  }
  return out;
}
