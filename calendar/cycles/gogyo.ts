/**
 * 五行 (gogyō, the five phases) of the stems (十干) and branches (十二支), the stems' 陰陽 (yin and yang), and the
 * phases' two cycles: each phase produces (相生) the next in the order 木 → 火 → 土 → 金 → 水 → 木 and overcomes (相剋)
 * the one after that. Phases are indices into GOGYO (0 = 木), stems into JIKKAN (0 = 甲), branches into JUNISHI (0 = 子).
 */
import { mod } from "../time/day-number.ts";

/** The five phases in producing order (木生火, 火生土, 土生金, 金生水, 水生木). */
export const GOGYO = ["木", "火", "土", "金", "水"] as const;
export type Gogyo = (typeof GOGYO)[number];

/**
 * The phase of a stem: two stems each, yang first (甲乙 木, 丙丁 火, 戊己 土, 庚辛 金, 壬癸 水).
 * Source: 6tail/tyme4ts `HeavenStem.getElement` (github.com/6tail/tyme4ts, lib/index.ts).
 */
export const stemPhase = (stem: number): number => Math.floor(stem / 2);

/**
 * Whether a stem is yang (陽干, the 兄 e: 甲丙戊庚壬); the others are yin (陰干, the 弟 to).
 * Source: 6tail/tyme4ts `HeavenStem.getYinYang` (github.com/6tail/tyme4ts, lib/index.ts).
 */
export const isYangStem = (stem: number): boolean => stem % 2 === 0;

/** The phase of each branch, 子 … 亥: 子 水, 丑 土, 寅卯 木, 辰 土, 巳午 火, 未 土, 申酉 金, 戌 土, 亥 水. */
const BRANCH_PHASES = [4, 2, 0, 0, 2, 1, 1, 2, 3, 3, 2, 4] as const;

/**
 * The phase of a branch (子 水, 丑 土, 寅卯 木, 辰 土, 巳午 火, 未 土, 申酉 金, 戌 土, 亥 水).
 * Source: 6tail/tyme4ts `EarthBranch.getElement` (github.com/6tail/tyme4ts, lib/index.ts).
 */
export function branchPhase(branch: number): number {
  return BRANCH_PHASES[mod(branch, 12)]!;
}

/**
 * How phase `to` stands to phase `from`: 0 the same (比和), 1 `from` produces it (相生), 2 `from` overcomes it (相剋),
 * 3 it overcomes `from`, 4 it produces `from`.
 * Source: 6tail/tyme4ts `Element.getReinforce` (the next phase) and `getRestrain` (the one after) (github.com/6tail/tyme4ts, lib/index.ts).
 */
export function phaseRelation(from: number, to: number): number {
  return mod(to - from, 5);
}
