/**
 * One year of a life (GET /gw/life): the ages, 年男・年女, 厄年, 長寿祝い, 七五三, 十三参り, 成年 and the 旧暦
 * birthday, from the rules of this folder. Pure over the 旧暦 table; docs/calendar.md §19.
 */
import { yearKanshiIndex } from "../cycles/pillars.ts";
import { KANSHI_60, type Kanshi, type Sex } from "../names.ts";
import { civilDate } from "../time/day-number.ts";
import type { KyurekiDate } from "../wareki/kyureki.ts";
import type { KyurekiMonths } from "../wareki/months-table.ts";
import { kazoeAge, manAgeInYear, type KazoeTurn } from "./ages.ts";
import { choujuOf, type Chouju, type ChoujuAge } from "./chouju.ts";
import { lunarBirthdays } from "./lunar-birthday.ts";
import { seinenOf, type Seinen } from "./seinen.ts";
import { JUSANMAIRI_KAZOE, shichigosanOf, type ShichigosanAge } from "./shichigosan.ts";
import { yakuOf, type Yaku, type YakuRules } from "./yakudoshi.ts";

/** The rules of a life (calendar/life/rules.ts `LIFE_RULES`). */
export interface LifeRules extends YakuRules {
  readonly kazoe_turn: KazoeTurn;
  readonly chouju_age: ChoujuAge;
  readonly shichigosan_age: ShichigosanAge;
}

/** A birth as the year's rules read it. */
export interface LifeBirth {
  /** The day of birth (a day number). */
  readonly day: number;
  /** Its 旧暦 date, for the 旧暦 birthday (null outside the table). */
  readonly kyureki: KyurekiDate | null;
  /** The year 数え counts from (ages.ts `kazoeYearOfBirth`). */
  readonly kazoeYear: number;
  readonly sex: Sex | null;
}

/** One year of a life, as day numbers (the endpoint writes the dates). */
export interface LifeYear {
  readonly year: number;
  /** 満年齢 reached on the birthday this year. */
  readonly age: number;
  /** 数え年 through the year (from its 正月, or 立春 under kazoe_turn=risshun). */
  readonly kazoe: number;
  /** The year's 干支 (from 1 January, or 立春). */
  readonly eto: Kanshi;
  /** 年男・年女: the year's 支 is the birth year's (not the year of birth itself). */
  readonly toshi: boolean;
  readonly yaku: readonly Yaku[];
  readonly chouju: readonly Chouju[];
  readonly shichigosan: readonly { readonly age: number; readonly sexes: readonly Sex[] }[];
  /** 十三参り (数え13). */
  readonly jusanmairi: boolean;
  /** 成年 when it falls this year, else null. */
  readonly seinen: Seinen | null;
  /** The 旧暦 birthdays that fall this year (lunar-birthday.ts). */
  readonly lunarBirthdays: ReturnType<typeof lunarBirthdays>;
}

/** The 満 age reached by the end of the school year starting in April of `year` (4月2日–4月1日 births, 年齢計算ニ関スル法律). */
export function schoolYearAge(birth: number, year: number): number {
  const { y, m, d } = civilDate(birth);
  return year - y + (m < 4 || (m === 4 && d === 1) ? 1 : 0);
}

/** Year `year` of the life of `birth` under `rules`. Source: the functions it joins (one line each in their files). */
export function lifeYear(table: KyurekiMonths, birth: LifeBirth, year: number, rules: LifeRules): LifeYear {
  const kazoe = kazoeAge(birth.kazoeYear, year);
  const age = manAgeInYear(birth.day, year);
  const seinen = seinenOf(birth.day);
  return {
    year,
    age,
    kazoe,
    eto: KANSHI_60[yearKanshiIndex(year)]!,
    toshi: year > birth.kazoeYear && (year - birth.kazoeYear) % 12 === 0,
    yaku: yakuOf(kazoe, birth.sex, rules),
    chouju: choujuOf(kazoe, age, rules.chouju_age),
    shichigosan: shichigosanOf(kazoe, age, schoolYearAge(birth.day, year), birth.sex, rules.shichigosan_age),
    jusanmairi: kazoe === JUSANMAIRI_KAZOE,
    seinen: seinen !== null && civilDate(seinen.day).y === year ? seinen : null,
    lunarBirthdays: birth.kyureki === null ? [] : lunarBirthdays(table, birth.kyureki, year),
  };
}
