/**
 * Glossary of the direction names records hold (方位): the eight directions of a 九星 board
 * (HOUI_8: `gooh`, `anken`) and the four 16-point names of the 恵方 (EHO_DIRECTIONS:
 * `eho.direction`); docs/calendar.md §16.1, §16.4. The label is the name exactly as records hold it.
 */
import { EHO_DIRECTIONS, HOUI_8, type Eho, type Houi } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

/** A direction name a record can hold. */
export type HouiLabel = Houi | Eho["direction"];

/** Every direction name, the eight of HOUI_8 then the four of EHO_DIRECTIONS. */
export const HOUI_LABELS: readonly HouiLabel[] = [...HOUI_8, ...EHO_DIRECTIONS.map((e) => e.direction)];

const BOARD_SOURCE = "the 後天定位盤 (kigaku.jpn.org, 遁甲の経路); sites.google.com/view/kaiun-no-michishirube (五黄殺, 暗剣殺 対冲)";
const EHO_SOURCE = "the 二十四山 ring, 15° a mountain from 子 = 0° (plala.or.jp/omiya-946; yakuzin.com)";

/** One direction: id, reading, other readings, English name, bearing in degrees and the two summaries. */
type Direction = readonly [
  id: string,
  kana: string,
  kanaAlt: readonly string[],
  en: string,
  degrees: number,
  summaryJa: string,
  summaryEn: string,
];

// prettier-ignore
const DIRECTIONS: Record<HouiLabel, Direction> = {
  北: ["north", "きた", ["ほく"], "North", 0, "子の方位で、易の坎（かん）。後天定位盤では一白水星の定位。", "The direction of the Rat, kan (water) of the trigrams; the home of the One White star on the later-heaven board."],
  北東: ["north-east", "ほくとう", ["きたひがし", "うしとら"], "North-east", 45, "丑と寅の間で艮（うしとら）。鬼門として忌まれ、後天定位盤では八白土星の定位。", "Between Ox and Tiger, ushitora (the gon trigram): the demon gate, avoided; the home of the Eight White star."],
  東: ["east", "ひがし", ["とう"], "East", 90, "卯の方位で、易の震（しん）。後天定位盤では三碧木星の定位。", "The direction of the Rabbit, shin (thunder); the home of the Three Jade star."],
  南東: ["south-east", "なんとう", ["みなみひがし", "たつみ"], "South-east", 135, "辰と巳の間で巽（たつみ）。後天定位盤では四緑木星の定位。", "Between Dragon and Snake, tatsumi (the son trigram, wind); the home of the Four Green star."],
  南: ["south", "みなみ", ["なん"], "South", 180, "午の方位で、易の離（り）。後天定位盤では九紫火星の定位。", "The direction of the Horse, ri (fire); the home of the Nine Purple star."],
  南西: ["south-west", "なんせい", ["みなみにし", "ひつじさる"], "South-west", 225, "未と申の間で坤（ひつじさる）。裏鬼門とされ、後天定位盤では二黒土星の定位。", "Between Goat and Monkey, hitsujisaru (the kon trigram, earth): the back demon gate; the home of the Two Black star."],
  西: ["west", "にし", ["せい"], "West", 270, "酉の方位で、易の兌（だ）。後天定位盤では七赤金星の定位。", "The direction of the Rooster, da (the marsh); the home of the Seven Red star."],
  北西: ["north-west", "ほくせい", ["きたにし", "いぬい"], "North-west", 315, "戌と亥の間で乾（いぬい）。後天定位盤では六白金星の定位。", "Between Dog and Boar, inui (the ken trigram, heaven); the home of the Six White star."],
  東北東: ["east-north-east", "とうほくとう", [], "East-north-east", 75, "十六方位の一つ。甲・己の年の恵方（甲の方）の向き。", "A point of the 16-point compass: the lucky direction (the kinoe mountain) of kinoe and tsuchinoto years."],
  西南西: ["west-south-west", "せいなんせい", [], "West-south-west", 255, "十六方位の一つ。乙・庚の年の恵方（庚の方）の向き。", "A point of the 16-point compass: the lucky direction (the kanoe mountain) of kinoto and kanoe years."],
  南南東: ["south-south-east", "なんなんとう", [], "South-south-east", 165, "十六方位の一つ。丙・辛・戊・癸の年の恵方（丙の方）の向き。", "A point of the 16-point compass: the lucky direction (the hinoe mountain) of hinoe, kanoto, tsuchinoe and mizunoto years."],
  北北西: ["north-north-west", "ほくほくせい", [], "North-north-west", 345, "十六方位の一つ。丁・壬の年の恵方（壬の方）の向き。", "A point of the 16-point compass: the lucky direction (the mizunoe mountain) of hinoto and mizunoe years."],
};

/** The English name of a direction (as its entry gives it). */
export function houiEnglish(label: HouiLabel): string {
  return DIRECTIONS[label][3];
}

/** Whether a label is one of the eight board directions. */
const onBoard = (label: HouiLabel): label is Houi => (HOUI_8 as readonly string[]).includes(label);

const TEXTS = Object.fromEntries(
  HOUI_LABELS.map((label) => {
    const [id, kana, kanaAlt, en, degrees, summary_ja, summary_en] = DIRECTIONS[label];
    const rule = onBoard(label)
      ? `a palace of the 九星 board: the 45° sector centred on ${degrees}° clockwise from north (gooh, anken)`
      : `the 恵方 bearing ${degrees}° clockwise from north, the centre of its 二十四山 mountain (eho.direction)`;
    const text: EntryText = {
      id,
      kana,
      kana_alt: kanaAlt,
      en,
      summary_ja,
      summary_en,
      rule,
      source: onBoard(label) ? BOARD_SOURCE : EHO_SOURCE,
    };
    return [label, text];
  }),
) as Record<HouiLabel, EntryText>;

/** The twelve houi entries: HOUI_8 (北 first, clockwise), then the 恵方 directions in EHO_DIRECTIONS order. */
export const HOUI_ENTRIES = fieldEntries("houi", HOUI_LABELS, TEXTS);
