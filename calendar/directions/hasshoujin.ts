/** 八将神 (hasshōjin): the eight generals of the year and the branch (方位) each occupies, by the year's branch (十二支). */
import { JUNISHI, type Junishi } from "../names.ts";
import { branchOf } from "../cycles/kanshi.ts";
import { yearKanshiIndex } from "../cycles/pillars.ts";

/** The eight generals, each the branch (方位) it occupies for the year. */
export interface Hasshoujin {
  /** 太歳神: the year's own branch. */
  readonly taisai: Junishi;
  /** 大将軍: three years in one of 酉 子 卯 午 (三年塞がり). */
  readonly daishogun: Junishi;
  /** 太陰神 (大陰神): two branches behind the year's. */
  readonly taion: Junishi;
  /** 歳刑神: the branch the year's branch "punishes" (刑). */
  readonly saikei: Junishi;
  /** 歳破神: opposite the year's branch (衝). */
  readonly saiha: Junishi;
  /** 歳殺神. */
  readonly saisetsu: Junishi;
  /** 黄幡神: the 墓 branch of the year's 三合. */
  readonly ouban: Junishi;
  /** 豹尾神: opposite 黄幡. */
  readonly hyoubi: Junishi;
}

/** A table by year branch: the i-th character is the general's branch in a year of branch i (子 = 0). */
type ByBranch = string;

// Source: docs/calendar.md §16.2 (nakshatra.tokyo 大将軍 在位方位: 亥子丑年 酉, 寅卯辰年 子, 巳午未年 卯, 申酉戌年 午).
export const DAISHOGUN: ByBranch = "酉酉子子子卯卯卯午午午酉";
// Source: docs/calendar.md §16.2 (ffortune.net yomi046 歳刑の配置: 子丑寅… → 卯戌巳子辰申午丑寅酉未亥).
export const SAIKEI: ByBranch = "卯戌巳子辰申午丑寅酉未亥";
// Source: docs/calendar.md §16.2 (ewigleere.pa.land.to 八将神: 子辰申年 未, 丑巳酉年 辰, 寅午戌年 丑, 卯未亥年 戌).
export const SAISETSU: ByBranch = "未辰丑戌未辰丑戌未辰丑戌";
// Source: docs/calendar.md §16.2 (ewigleere.pa.land.to; hokuto-hei: 黄幡 is the 墓 of the year's 三合: 申子辰 辰, 巳酉丑 丑, 寅午戌 戌, 亥卯未 未).
export const OUBAN: ByBranch = "辰丑戌未辰丑戌未辰丑戌未";

/** The branch at index `i` (mod 12). */
function branch(i: number): Junishi {
  return JUNISHI[((i % 12) + 12) % 12]!;
}

/**
 * The 八将神 of a year branch index (0 = 子): 太歳 the branch, 太陰 two behind, 歳破 and 豹尾 opposite 太歳 and 黄幡, the others from their tables.
 * Source: docs/calendar.md §16.2 (ffortune.net yomi046; ewigleere.pa.land.to 八将神; 協紀辨方書; komonjyo.net 8syougun for 2024).
 */
export function hasshoujinOfBranch(yearBranch: number): Hasshoujin {
  const ouban = JUNISHI.indexOf(OUBAN[yearBranch] as Junishi);
  return {
    taisai: branch(yearBranch),
    daishogun: DAISHOGUN[yearBranch] as Junishi,
    taion: branch(yearBranch - 2),
    saikei: SAIKEI[yearBranch] as Junishi,
    saiha: branch(yearBranch + 6),
    saisetsu: SAISETSU[yearBranch] as Junishi,
    ouban: branch(ouban),
    hyoubi: branch(ouban + 6),
  };
}

/**
 * The 八将神 of a 立春 year (the year turns at 立春).
 * Source: docs/calendar.md §16.2 (by the branch of the year 干支, docs/calendar.md §2).
 */
export function hasshoujinOfYear(risshunYear: number): Hasshoujin {
  return hasshoujinOfBranch(branchOf(yearKanshiIndex(risshunYear)));
}
