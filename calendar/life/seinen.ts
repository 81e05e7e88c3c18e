/**
 * 成年 (coming of age) by the law in force: 20 until 2022-03-31, 18 from 2022-04-01, with the transition of
 * 平成30年法律第59号. Pure; docs/calendar.md §19.
 */
import { civilDate, dayNumber } from "../time/day-number.ts";
import { sameDayIn } from "./memorial.ts";

/** The day 平成30年法律第59号 took effect (民法第4条: 成年 at 18). */
export const SEINEN_18_FROM = dayNumber(2022, 4, 1);
/** The day 明治9年太政官布告第41号 took effect (成年 at 20, before the 民法 of 1898 kept it). */
const SEINEN_20_FROM = dayNumber(1876, 4, 1);
/** The day the 民法 (明治29年法律第89号) took effect. */
const MINPO_FROM = dayNumber(1898, 7, 16);

/** The day a person comes of age, the age, and the law. */
export interface Seinen {
  readonly day: number;
  readonly age: number;
  readonly law: string;
}

/**
 * The day a person born on `birth` comes of age: the Nth birthday (a 29 February birth on 1 March in a common year:
 * the age is reached when 28 February ends); those 18 or 19 on 2022-04-01 on that day; `null` when the 20th birthday
 * came before 1876-04-01. Source: 民法第4条; 平成30年法律第59号 附則第2条 (施行の際に十八歳以上二十歳未満の者は施行日に成年);
 * 年齢計算ニ関スル法律 and 民法第143条 (koyomi8.com/reki_doc/doc_0870.htm); 明治9年太政官布告第41号.
 */
export function seinenOf(birth: number): Seinen | null {
  const { y, m, d } = civilDate(birth);
  const at = (age: number): number => sameDayIn(y + age, m, d, "mar1");
  const twenty = at(20);
  if (twenty <= SEINEN_18_FROM) {
    if (twenty < SEINEN_20_FROM) return null;
    return { day: twenty, age: 20, law: twenty < MINPO_FROM ? "明治9年太政官布告第41号" : "民法第4条" };
  }
  const eighteen = at(18);
  if (eighteen <= SEINEN_18_FROM)
    return { day: SEINEN_18_FROM, age: 18 + (at(19) <= SEINEN_18_FROM ? 1 : 0), law: "平成30年法律第59号 附則第2条" };
  return { day: eighteen, age: 18, law: "民法第4条（平成30年法律第59号による改正後）" };
}
