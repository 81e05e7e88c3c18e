/**
 * Glossary of `kanshi` (六十干支, the sexagenary cycle): one field serves eto, eto_month and
 * eto_year. The 60 entries are built from the ten stems (十干) and twelve branches (十二支): the
 * reading is the stem's and the branch's native (訓) readings, the alternative the Sino-Japanese
 * (音) reading; the summary names the pair, its place in the cycle and the relation of their five
 * elements (五行), plus the traditions a few days carry.
 */
import { JIKKAN, JUNISHI, KANSHI_60, type Jikkan, type Junishi, type Kanshi } from "../../calendar/names.ts";
import { branchOf, stemOf } from "../../calendar/cycles/kanshi.ts";
import { branchPhase, GOGYO, isYangStem, phaseRelation, stemPhase, type Gogyo } from "../../calendar/cycles/gogyo.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

/** The five elements (五行, calendar/cycles/gogyo.ts) in English. */
const ELEMENT_EN: Record<Gogyo, string> = { 木: "wood", 火: "fire", 土: "earth", 金: "metal", 水: "water" };

/** The English of a stem by its element and yin or yang: 甲 `Yang Wood` … 癸 `Yin Water`. */
export function stemEn(stem: number): string {
  const element = ELEMENT_EN[GOGYO[stemPhase(stem)]!];
  return `${isYangStem(stem) ? "Yang" : "Yin"} ${element[0]!.toUpperCase()}${element.slice(1)}`;
}

// prettier-ignore
/** A stem: native reading and romaji (its element and elder 兄 or younger 弟 are the calendar's, calendar/cycles/gogyo.ts). */
export const STEM_READINGS: Record<Jikkan, readonly [kana: string, romaji: string]> = {
  甲: ["きのえ", "kinoe"],
  乙: ["きのと", "kinoto"],
  丙: ["ひのえ", "hinoe"],
  丁: ["ひのと", "hinoto"],
  戊: ["つちのえ", "tsuchinoe"],
  己: ["つちのと", "tsuchinoto"],
  庚: ["かのえ", "kanoe"],
  辛: ["かのと", "kanoto"],
  壬: ["みずのえ", "mizunoe"],
  癸: ["みずのと", "mizunoto"],
};

// prettier-ignore
/** A branch: native reading, romaji and animal (Japanese, English); its element is the calendar's (calendar/cycles/gogyo.ts). */
const BRANCHES: Record<Junishi, readonly [kana: string, romaji: string, animalJa: string, animalEn: string]> = {
  子: ["ね", "ne", "鼠", "Rat"],
  丑: ["うし", "ushi", "牛", "Ox"],
  寅: ["とら", "tora", "虎", "Tiger"],
  卯: ["う", "u", "兎", "Rabbit"],
  辰: ["たつ", "tatsu", "竜", "Dragon"],
  巳: ["み", "mi", "蛇", "Snake"],
  午: ["うま", "uma", "馬", "Horse"],
  未: ["ひつじ", "hitsuji", "羊", "Goat"],
  申: ["さる", "saru", "猿", "Monkey"],
  酉: ["とり", "tori", "鶏", "Rooster"],
  戌: ["いぬ", "inu", "犬", "Dog"],
  亥: ["い", "i", "猪", "Boar"],
};

// prettier-ignore
/** The Sino-Japanese (音) readings of the 60, in cycle order (甲子 also read かっし). */
const ON_READINGS: readonly (readonly string[])[] = [
  ["こうし", "かっし"], ["いっちゅう"], ["へいいん"], ["ていぼう"], ["ぼしん"], ["きし"], ["こうご"], ["しんび"], ["じんしん"], ["きゆう"],
  ["こうじゅつ"], ["いつがい"], ["へいし"], ["ていちゅう"], ["ぼいん"], ["きぼう"], ["こうしん"], ["しんし"], ["じんご"], ["きび"],
  ["こうしん"], ["いつゆう"], ["へいじゅつ"], ["ていがい"], ["ぼし"], ["きちゅう"], ["こういん"], ["しんぼう"], ["じんしん"], ["きし"],
  ["こうご"], ["いつび"], ["へいしん"], ["ていゆう"], ["ぼじゅつ"], ["きがい"], ["こうし"], ["しんちゅう"], ["じんいん"], ["きぼう"],
  ["こうしん"], ["いっし"], ["へいご"], ["ていび"], ["ぼしん"], ["きゆう"], ["こうじゅつ"], ["しんがい"], ["じんし"], ["きちゅう"],
  ["こういん"], ["いつぼう"], ["へいしん"], ["ていし"], ["ぼご"], ["きび"], ["こうしん"], ["しんゆう"], ["じんじゅつ"], ["きがい"],
];

// prettier-ignore
/** Traditions attached to particular pairs (Japanese, English). */
const TRADITIONS: Partial<Record<Kanshi, readonly [ja: string, en: string]>> = {
  甲子: ["干支の始まりで物事を始めるのによいとされ、冬の節月（立冬から立春の前日まで）にはこの日が天赦日になる。", "As the start of the cycle it is held good for beginnings, and in the winter 節月 (立冬 to the day before 立春) it is the tensha day."],
  己巳: ["弁財天の縁日で、金運に特によい日とされる。", "Benzaiten's day, held especially lucky for money."],
  庚申: ["庚申待ちの夜を過ごす風習があった日。", "The night of kōshin-machi, once kept awake in vigil."],
  丙午: ["丙午の年をめぐる俗信で知られる。", "Known for the folk belief about years of this pair."],
  戊寅: ["春の節月（立春から立夏の前日まで）にはこの日が天赦日になる。", "In the spring 節月 (立春 to the day before 立夏) it is the tensha day."],
  甲午: ["夏の節月（立夏から立秋の前日まで）にはこの日が天赦日になる。", "In the summer 節月 (立夏 to the day before 立秋) it is the tensha day."],
  戊申: ["秋の節月（立秋から立冬の前日まで）にはこの日が天赦日になる。", "In the autumn 節月 (立秋 to the day before 立冬) it is the tensha day."],
};

/** How the stem's element relates to the branch's (五行の相生・相剋・比和, calendar/cycles/gogyo.ts `phaseRelation`), in Japanese and English. */
function relation(stemElement: number, branchElement: number): readonly [string, string] {
  const [stem, branch] = [GOGYO[stemElement]!, GOGYO[branchElement]!];
  const [se, be] = [ELEMENT_EN[stem], ELEMENT_EN[branch]];
  switch (phaseRelation(stemElement, branchElement)) {
    case 0:
      return [`干と支がともに${stem}の比和`, `stem and branch are both ${se} (比和, reinforcing)`];
    case 1:
      return [`干の${stem}が支の${branch}を生む相生`, `the stem's ${se} feeds the branch's ${be} (相生, generating)`];
    case 4:
      return [`支の${branch}が干の${stem}を生む相生`, `the branch's ${be} feeds the stem's ${se} (相生, generating)`];
    case 2:
      return [`干の${stem}が支の${branch}を剋す相剋`, `the stem's ${se} overcomes the branch's ${be} (相剋, conflicting)`];
    default:
      return [`支の${branch}が干の${stem}を剋す相剋`, `the branch's ${be} overcomes the stem's ${se} (相剋, conflicting)`];
  }
}

const SOURCE =
  "the 六十干支 day count (JDN + 49) mod 60 (2000-01-01 戊午); month 干支 by 節月 and year 干支 by the 立春 year, as in the 暦注 tables of こよみのページ (koyomi8.com) and When.exe";

/** The text of 干支 index `i`. */
function text(label: Kanshi, i: number): EntryText {
  const [stemIndex, branchIndex] = [stemOf(i), branchOf(i)];
  const [stem, branch] = [JIKKAN[stemIndex]!, JUNISHI[branchIndex]!];
  const [stemKana, stemRomaji] = STEM_READINGS[stem];
  const [branchKana, branchRomaji, animalJa, animalEn] = BRANCHES[branch];
  const stemElement = GOGYO[stemPhase(stemIndex)]!;
  const yang = isYangStem(stemIndex);
  const [relJa, relEn] = relation(stemPhase(stemIndex), branchPhase(branchIndex));
  const [tradJa, tradEn] = TRADITIONS[label] ?? ["", ""];
  const stemJa = `${stemElement}の${yang ? "兄" : "弟"}`;
  const stemEnText = stemEn(stemIndex).toLowerCase();
  return {
    id: `${stemRomaji}-${branchRomaji}`,
    kana: stemKana + branchKana,
    kana_alt: ON_READINGS[i]!,
    en: `${stemEn(stemIndex)} ${animalEn}`,
    summary_ja: `十干の${stem}（${stemJa}）と十二支の${branch}（${animalJa}）が組む六十干支の${i + 1}番目で、${relJa}の関係。${tradJa}`,
    summary_en: `Number ${i + 1} of the sexagenary cycle, pairing the stem ${stem} (${stemEnText}) with the branch ${branch} (${animalEn.toLowerCase()}); ${relEn}.${tradEn === "" ? "" : ` ${tradEn}`}`,
    rule: `day: (Julian Day Number + 49) mod 60 = ${i}; month: (((Y − 4) mod 5)·12 + 2 + (k − 1)) mod 60 = ${i} for 節月 k of the 立春 year Y; year: (Y − 4) mod 60 = ${i} for the 立春 year Y`,
    source: SOURCE,
  };
}

const TEXTS = Object.fromEntries(KANSHI_60.map((label, i) => [label, text(label, i)])) as Record<Kanshi, EntryText>;

/** The 60 kanshi entries in KANSHI_60 order (甲子 first). */
export const KANSHI_ENTRIES = fieldEntries("kanshi", KANSHI_60, TEXTS);
