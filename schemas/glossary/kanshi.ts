/**
 * Glossary of `kanshi` (六十干支, the sexagenary cycle): one field serves eto, eto_month and
 * eto_year. The 60 entries are built from the ten stems (十干) and twelve branches (十二支): the
 * reading is the stem's and the branch's native (訓) readings, the alternative the Sino-Japanese
 * (音) reading; the summary names the pair, its place in the cycle and the relation of their five
 * elements (五行), plus the traditions a few days carry.
 */
import { JIKKAN, JUNISHI, KANSHI_60, type Jikkan, type Junishi, type Kanshi } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

/** The five elements (五行) in generating order: each feeds the next (木生火, 火生土, 土生金, 金生水, 水生木). */
const ELEMENTS = ["木", "火", "土", "金", "水"] as const;
type Element = (typeof ELEMENTS)[number];
const ELEMENT_EN: Record<Element, string> = { 木: "wood", 火: "fire", 土: "earth", 金: "metal", 水: "water" };

// prettier-ignore
/** A stem: native reading, romaji, element, and elder (兄, yang) or younger (弟, yin). */
const STEMS: Record<Jikkan, readonly [kana: string, romaji: string, element: Element, yang: boolean]> = {
  甲: ["きのえ", "kinoe", "木", true],
  乙: ["きのと", "kinoto", "木", false],
  丙: ["ひのえ", "hinoe", "火", true],
  丁: ["ひのと", "hinoto", "火", false],
  戊: ["つちのえ", "tsuchinoe", "土", true],
  己: ["つちのと", "tsuchinoto", "土", false],
  庚: ["かのえ", "kanoe", "金", true],
  辛: ["かのと", "kanoto", "金", false],
  壬: ["みずのえ", "mizunoe", "水", true],
  癸: ["みずのと", "mizunoto", "水", false],
};

// prettier-ignore
/** A branch: native reading, romaji, animal (Japanese, English) and element. */
const BRANCHES: Record<Junishi, readonly [kana: string, romaji: string, animalJa: string, animalEn: string, element: Element]> = {
  子: ["ね", "ne", "鼠", "Rat", "水"],
  丑: ["うし", "ushi", "牛", "Ox", "土"],
  寅: ["とら", "tora", "虎", "Tiger", "木"],
  卯: ["う", "u", "兎", "Rabbit", "木"],
  辰: ["たつ", "tatsu", "竜", "Dragon", "土"],
  巳: ["み", "mi", "蛇", "Snake", "火"],
  午: ["うま", "uma", "馬", "Horse", "火"],
  未: ["ひつじ", "hitsuji", "羊", "Goat", "土"],
  申: ["さる", "saru", "猿", "Monkey", "金"],
  酉: ["とり", "tori", "鶏", "Rooster", "金"],
  戌: ["いぬ", "inu", "犬", "Dog", "土"],
  亥: ["い", "i", "猪", "Boar", "水"],
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

/** How the stem's element relates to the branch's (五行の相生・相剋・比和), in Japanese and English. */
function relation(stem: Element, branch: Element): readonly [string, string] {
  const s = ELEMENTS.indexOf(stem);
  const b = ELEMENTS.indexOf(branch);
  const [se, be] = [ELEMENT_EN[stem], ELEMENT_EN[branch]];
  if (s === b) return [`干と支がともに${stem}の比和`, `stem and branch are both ${se} (比和, reinforcing)`];
  if ((s + 1) % 5 === b) return [`干の${stem}が支の${branch}を生む相生`, `the stem's ${se} feeds the branch's ${be} (相生, generating)`];
  if ((b + 1) % 5 === s) return [`支の${branch}が干の${stem}を生む相生`, `the branch's ${be} feeds the stem's ${se} (相生, generating)`];
  if ((s + 2) % 5 === b)
    return [`干の${stem}が支の${branch}を剋す相剋`, `the stem's ${se} overcomes the branch's ${be} (相剋, conflicting)`];
  return [`支の${branch}が干の${stem}を剋す相剋`, `the branch's ${be} overcomes the stem's ${se} (相剋, conflicting)`];
}

const SOURCE =
  "the 六十干支 day count (JDN + 49) mod 60 (2000-01-01 戊午); month 干支 by 節月 and year 干支 by the 立春 year, as in the 暦注 tables of こよみのページ (koyomi8.com) and When.exe";

/** The text of 干支 index `i`. */
function text(label: Kanshi, i: number): EntryText {
  const stem = JIKKAN[i % 10]!;
  const branch = JUNISHI[i % 12]!;
  const [stemKana, stemRomaji, stemElement, yang] = STEMS[stem];
  const [branchKana, branchRomaji, animalJa, animalEn, branchElement] = BRANCHES[branch];
  const [relJa, relEn] = relation(stemElement, branchElement);
  const [tradJa, tradEn] = TRADITIONS[label] ?? ["", ""];
  const stemJa = `${stemElement}の${yang ? "兄" : "弟"}`;
  const stemEn = `${yang ? "yang" : "yin"} ${ELEMENT_EN[stemElement]}`;
  return {
    id: `${stemRomaji}-${branchRomaji}`,
    kana: stemKana + branchKana,
    kana_alt: ON_READINGS[i]!,
    en: `${yang ? "Yang" : "Yin"} ${ELEMENT_EN[stemElement][0]!.toUpperCase()}${ELEMENT_EN[stemElement].slice(1)} ${animalEn}`,
    summary_ja: `十干の${stem}（${stemJa}）と十二支の${branch}（${animalJa}）が組む六十干支の${i + 1}番目で、${relJa}の関係。${tradJa}`,
    summary_en: `Number ${i + 1} of the sexagenary cycle, pairing the stem ${stem} (${stemEn}) with the branch ${branch} (${animalEn.toLowerCase()}); ${relEn}.${tradEn === "" ? "" : ` ${tradEn}`}`,
    rule: `day: (Julian Day Number + 49) mod 60 = ${i}; month: (((Y − 4) mod 5)·12 + 2 + (k − 1)) mod 60 = ${i} for 節月 k of the 立春 year Y; year: (Y − 4) mod 60 = ${i} for the 立春 year Y`,
    source: SOURCE,
  };
}

const TEXTS = Object.fromEntries(KANSHI_60.map((label, i) => [label, text(label, i)])) as Record<Kanshi, EntryText>;

/** The 60 kanshi entries in KANSHI_60 order (甲子 first). */
export const KANSHI_ENTRIES = fieldEntries("kanshi", KANSHI_60, TEXTS);
