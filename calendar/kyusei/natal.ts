/**
 * The 九星気学 rules of a birth (docs/calendar.md §17): 本命星 and 月命星 (the year's and the 節月's
 * star at the birth instant) and 傾斜宮, the palace of the month board where the 本命星 stands.
 * Stars are indices into KYUSEI (0 = 一白水星 … 8 = 九紫火星).
 */
import { flightHome, starAtStep, stepOfStar } from "./board.ts";
import { KYUSEI, KYUSEI_PALACES, type Kyusei, type KyuseiPalace, type Sex } from "../names.ts";

/** The index of a star's full name. */
export const starIndex = (star: Kyusei): number => KYUSEI.indexOf(star);

/** The palaces in the stars' flight order from the centre (board.ts `flightHome`): 中宮 → 乾宮 → 兌宮 → … → 巽宮. */
const FLIGHT: readonly KyuseiPalace[] = Array.from({ length: 9 }, (_, k) => KYUSEI_PALACES[flightHome(k)]!);

/**
 * The palace star `star` stands in on the board whose centre is `center`: the stars fly in order (center, center+1, …) through FLIGHT (board.ts `stepOfStar`).
 * Source: docs/calendar.md §16.4 (九星盤 flight order).
 */
export function palaceOf(center: number, star: number): KyuseiPalace {
  return FLIGHT[stepOfStar(center, star)]!;
}

/**
 * 傾斜宮 when 本命星 = 月命星 (中宮傾斜), by the star: 一白 離, 二黒 乾, 三碧 巽, 四緑 震, 五黄 兌 (male) or
 * 乾 (female), 六白 坤, 七赤 艮, 八白 兌, 九紫 坎. Source: the table of luck.drmpls.com/?p=202 (「中宮傾斜」), uranai-w.com/know/kyusei/kyusei_5.html.
 */
const SAME_STAR: readonly (KyuseiPalace | null)[] = ["離宮", "乾宮", "巽宮", "震宮", null, "坤宮", "艮宮", "兌宮", "坎宮"];

/**
 * 傾斜宮: the palace of the month board (centre 月命星) where the 本命星 stands; when the two stars are the same,
 * the 中宮傾斜 table; for 五黄 in 五黄 the sex decides (男 兌宮, 女 乾宮), `null` without it.
 * Source: 傾斜法 (uranai-w.com/know/kyusei/kyusei_5.html: 本命星が月盤上のどの位置に在るか), the 中宮傾斜 table above.
 */
export function keisha(honmei: number, getsumei: number, sex: Sex | null): KyuseiPalace | null {
  if (honmei !== getsumei) return palaceOf(getsumei, honmei);
  if (honmei === 4) return sex === null ? null : sex === "male" ? "兌宮" : "乾宮";
  return SAME_STAR[honmei]!;
}

/** The nine stars of a board around `center`, keyed by palace (中宮 the centre): the 九星 board drawn on the /birth page. */
export function board(center: number): Readonly<Record<KyuseiPalace, Kyusei>> {
  return Object.fromEntries(FLIGHT.map((palace, k) => [palace, KYUSEI[starAtStep(center, k)]!])) as Record<KyuseiPalace, Kyusei>;
}
