/**
 * The 四柱推命 rules of one pillar against the day stem (docs/calendar.md §17): 蔵干 (hidden
 * stems) and the one that rules by the days since the 節 instant, 通変星, 十二運, and the day
 * pillar's 空亡 (天中殺). Stems and branches are indices into JIKKAN (甲 = 0) and JUNISHI (子 = 0).
 */
import { mod } from "../time/day-number.ts";
import { isYangStem, phaseRelation, stemPhase } from "../cycles/gogyo.ts";
import {
  JIKKAN,
  JUNIUN,
  JUNISHI,
  TENCHUSATSU,
  TSUHEN,
  type Jikkan,
  type Juniun,
  type Junishi,
  type Tenchusatsu,
  type Tsuhen,
} from "../names.ts";

/**
 * One branch's 人元司令分野: its hidden stems (蔵干) in the order they rule after the 節 that opens
 * the branch's month (余気, 中気, 本気), each with the whole days it rules; the last rules to the next 節.
 */
export interface HiddenStems {
  /** [stem index, days] in order; the last one's days are what is left of the month (null). */
  readonly stems: readonly (readonly [stem: number, days: number | null])[];
}

// prettier-ignore
/**
 * 人元司令分野 by branch (子 … 亥): the stem and its days from the 節 instant.
 * Source: 徐樂吾『滴天髓補註』人元司令分野表, as 6tail/tyme4ts `SolarDay.getHideHeavenStemDay` tabulates it (github.com/6tail/tyme4ts, lib/index.ts).
 */
const HIDDEN: readonly (readonly (readonly [Jikkan, number | null])[])[] = [
  [["壬", 10], ["癸", null]],             // 子: 大雪 壬10 癸20
  [["癸", 9], ["辛", 3], ["己", null]],   // 丑: 小寒
  [["戊", 7], ["丙", 7], ["甲", null]],   // 寅: 立春
  [["甲", 10], ["乙", null]],             // 卯: 啓蟄
  [["乙", 9], ["癸", 3], ["戊", null]],   // 辰: 清明
  [["戊", 5], ["庚", 9], ["丙", null]],   // 巳: 立夏
  [["丙", 10], ["己", 9], ["丁", null]],  // 午: 芒種
  [["丁", 9], ["乙", 3], ["己", null]],   // 未: 小暑
  [["戊", 10], ["壬", 3], ["庚", null]],  // 申: 立秋
  [["庚", 10], ["辛", null]],             // 酉: 白露
  [["辛", 9], ["丁", 3], ["戊", null]],   // 戌: 寒露
  [["戊", 7], ["甲", 5], ["壬", null]],   // 亥: 立冬
];

/**
 * The 蔵干 tables a chart can read (rule `zokan`): `shirei` the 人元司令分野 above, its ruling stem by the days since
 * the 節 instant; `honki` the 本気・中気・余気 sets below, the 本気 ruling.
 */
export const ZOKAN_TABLES = ["shirei", "honki"] as const;
export type ZokanTable = (typeof ZOKAN_TABLES)[number];

// prettier-ignore
/**
 * 本気・中気・余気 by branch (子 … 亥): [本気, 中気, 余気], a missing one null. Source: 『淵海子平』「地支藏遁歌」 (子宮癸水在其中 …
 * 亥藏壬甲是眞蹤), classed as 6tail/tyme4ts `EarthBranch.getHideHeavenStemMain/Middle/Residual` (github.com/6tail/tyme4ts, lib/index.ts).
 */
const HONKI: readonly (readonly [Jikkan, Jikkan | null, Jikkan | null])[] = [
  ["癸", null, null], ["己", "癸", "辛"], ["甲", "丙", "戊"], ["乙", null, null], ["戊", "乙", "癸"], ["丙", "庚", "戊"],
  ["丁", "己", null], ["己", "丁", "乙"], ["庚", "壬", "戊"], ["辛", null, null], ["戊", "辛", "丁"], ["壬", "甲", null],
];

/**
 * The hidden stems (蔵干) of a branch, 余気 to 本気, by the table `table`.
 * Source: `shirei` the 人元司令分野 table above (徐樂吾『滴天髓補註』; tyme4ts); `honki` the 地支藏遁歌 table above (『淵海子平』; tyme4ts).
 */
export function hiddenStems(branch: number, table: ZokanTable): readonly Jikkan[] {
  if (table === "honki") return HONKI[mod(branch, 12)]!.filter((stem): stem is Jikkan => stem !== null).reverse();
  return HIDDEN[mod(branch, 12)]!.map(([stem]) => stem);
}

/**
 * The hidden stem that rules (司令) `elapsedDays` after the 節 instant that opened the birth's month, by the table `table`.
 * `shirei`: day 1 is the first 24 hours after the instant; a stem of n days rules while fewer than n whole days (plus those
 * before it) have passed. `honki`: the 本気, whatever the day.
 * Source: `shirei` the 人元司令分野 table above (徐樂吾『滴天髓補註』; tyme4ts), counted from the 節 instant as 節入り;
 * `honki` the 本気 as the branch's own stem (6tail/tyme4ts `EarthBranch.getHideHeavenStemMain`).
 */
export function rulingHiddenStem(branch: number, elapsedDays: number, table: ZokanTable): Jikkan {
  if (table === "honki") return HONKI[mod(branch, 12)]![0];
  const rows = HIDDEN[mod(branch, 12)]!;
  let end = 0;
  for (const [stem, days] of rows) {
    if (days === null) return stem;
    end += days;
    if (elapsedDays < end) return stem;
  }
  return rows[rows.length - 1]![0];
}

/**
 * 通変星 (the ten gods) of `stem` seen from the day stem: by the phase relation (same, produced by the
 * day, controlled by the day, controlling the day, producing the day) and whether the two share yin/yang (偏) or not (正, 劫財, 傷官).
 * Source: 『淵海子平』「論十干」 (甲 sees 甲 比肩, 乙 劫財, 丙 食神, 丁 傷官, 戊 偏財, 己 正財, 庚 偏官, 辛 正官, 壬 偏印, 癸 印綬).
 */
export function tsuhen(dayStem: number, stem: number): Tsuhen {
  const relation = phaseRelation(stemPhase(dayStem), stemPhase(stem)); // 0 same, 1 I produce, 2 I control, 3 controls me, 4 produces me
  const differ = isYangStem(stem) !== isYangStem(dayStem) ? 1 : 0;
  return TSUHEN[relation * 2 + differ]!;
}

/** The branch where each stem's 長生 lies (甲 亥, 乙 午, 丙 寅, 丁 酉, 戊 寅, 己 酉, 庚 巳, 辛 子, 壬 申, 癸 卯). */
const CHOUSEI_BRANCH: Readonly<Record<Jikkan, Junishi>> = {
  甲: "亥",
  乙: "午",
  丙: "寅",
  丁: "酉",
  戊: "寅",
  己: "酉",
  庚: "巳",
  辛: "子",
  壬: "申",
  癸: "卯",
};

/**
 * 十二運 of the day stem in a branch: from its 長生 branch, forward (子→丑…) for a yang stem, backward for a
 * yin stem (陽生陰死: 乙 長生 午, 帝旺 寅); 戊 follows 丙 and 己 follows 丁 (火土同宮).
 * Source: 『三命通會』卷二「論五行生旺死絶」; the same table as 6tail/tyme4ts `HeavenStem.getTerrain`.
 */
export function juniun(dayStem: number, branch: number): Juniun {
  const start = JUNISHI.indexOf(CHOUSEI_BRANCH[JIKKAN[dayStem]!]);
  const steps = isYangStem(dayStem) ? branch - start : start - branch;
  return JUNIUN[mod(steps, 12)]!;
}

/** 空亡 (天中殺) of a day pillar: the two branches its 旬 (ten days from a 甲) leaves out, and their name. */
export interface Kubou {
  readonly branches: readonly [Junishi, Junishi];
  readonly name: Tenchusatsu;
}

/**
 * 空亡 of a kanshi (index 0 = 甲子 … 59): the 旬 from its 甲 pairs ten stems with ten branches, and the two
 * branches after the tenth are 空亡 (甲子旬 → 戌亥, 甲戌旬 → 申酉, … 甲寅旬 → 子丑).
 * Source: 『淵海子平』「六甲空亡」 (甲子旬中無戌亥); the names 戌亥天中殺 … as 算命学 and Japanese almanacs print them.
 */
export function kubou(kanshi: number): Kubou {
  const decade = Math.floor(mod(kanshi, 60) / 10);
  const first = mod(10 - 2 * decade, 12);
  return { branches: [JUNISHI[first]!, JUNISHI[first + 1]!], name: TENCHUSATSU[decade]! };
}
