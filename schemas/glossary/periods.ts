/**
 * Glossary of `periods` (期間). A day record names its periods by id (`name`, docs/calendar.md#the-choices-in-one-table);
 * the entry's `label` is the period's Japanese name as almanacs print it (大土・小土 are the
 * 大犯土・小犯土). Ids are the PERIOD_NAMES of calendar/names.ts.
 */
import { PERIOD_NAMES, type PeriodName } from "../../calendar/names.ts";
import { CIVIL_DAY, entryOf, type EntryText, type GlossaryEntry } from "./entry.ts";

// prettier-ignore
/** Each period's Japanese label and text; the id must equal the key. */
const TEXTS: Record<PeriodName, readonly [label: string, text: EntryText]> = {
  "tenichi-tenjou": ["天一天上", {
    id: "tenichi-tenjou",
    kana: "てんいちてんじょう",
    kana_alt: [],
    en: "Ten'ichi in heaven (ten'ichi-tenjō)",
    summary_ja: "方位の神の天一神が天に上っている十六日間。その間は方角の障りがないので、旅行や引越し、掃除によいとされる。",
    summary_en: "The sixteen days when the direction god Ten'ichijin is up in heaven: no direction is blocked, so travel, moving and cleaning are favoured.",
    rule: "the 16 days 癸巳..戊申 of the 60-day cycle (干支 29–44), both ends included",
    source: "takanohakusan.jp 暦の見方; Wikipedia 戊申 (天一天上の16日目)",
  }],
  "hassen": ["八専", {
    id: "hassen",
    kana: "はっせん",
    kana_alt: [],
    en: "Hassen",
    summary_ja: "壬子から癸亥までの十二日間。干と支の五行が同じ日が多く気が偏るとされ、婚礼・仏事・建築などを慎む。",
    summary_en: "The twelve days 壬子 to 癸亥, mostly days whose stem and branch share an element; the lopsided energy makes weddings, Buddhist rites and building unwise.",
    rule: "the 12 days 壬子..癸亥 of the 60-day cycle (干支 48–59), both ends included",
    source: "linderabell.com 選日; takanohakusan.jp (六十干支の49番目から60番目)",
  }],
  "jippou-gure": ["十方暮", {
    id: "jippou-gure",
    kana: "じっぽうぐれ",
    kana_alt: ["じゅっぽうぐれ", "じっぽうくれ"],
    en: "Ten directions in darkness (jippō-gure)",
    summary_ja: "甲申から癸巳までの十日間で、十方の気がふさがり万事に凶とされる。「途方に暮れる」に通じるともいう。",
    summary_en: "The ten days 甲申 to 癸巳, when the energy of all ten directions is blocked and everything goes badly — “at a loss” in a pun on its name.",
    rule: "the 10 days 甲申..癸巳 of the 60-day cycle (干支 20–29), both ends included",
    source: "tsupo/tamo checkEto; takanohakusan.jp; all 10 days, no 間日 (the project's choice)",
  }],
  "doyou": ["土用", {
    id: "doyou",
    kana: "どよう",
    kana_alt: [],
    en: "Doyō (earth seasons)",
    summary_ja: "立春・立夏・立秋・立冬の前のおよそ十八日間。土公神が土を支配するとして、土を動かすことや建築・引越しを慎む期間。",
    summary_en: "The eighteen or so days before each start of a season, ruled by the earth god: digging, building and moving house are avoided.",
    rule: `from ${CIVIL_DAY} the Sun's apparent longitude reaches 27°, 117°, 207° or 297° to the day before the next 立 (45°, 135°, 225°, 315°)`,
    source: "こよみのページ (koyomi8.com) 暦注計算 rekicyuu_doc02 (視太陽が黄経27,117,207,297°を通過する日を土用入り); NAOJ 暦要項",
  }],
  "ootsuchi": ["大土", {
    id: "ootsuchi",
    kana: "おおつち",
    kana_alt: ["おおづち"],
    en: "Great earth taboo (ōtsuchi)",
    summary_ja: "庚午から丙子までの七日間（大犯土）。穴掘り・地鎮祭・種まき・伐採など土を犯すことを慎む。",
    summary_en: "The seven days 庚午 to 丙子 (great ‘earth offence’): digging, groundbreaking rites, sowing and felling trees are avoided.",
    rule: "the 7 days 庚午..丙子 of the 60-day cycle (干支 6–12), both ends included",
    source: "tsupo/tamo; koyominote.com 大土・小土",
  }],
  "kotsuchi": ["小土", {
    id: "kotsuchi",
    kana: "こつち",
    kana_alt: ["こづち"],
    en: "Small earth taboo (kotsuchi)",
    summary_ja: "戊寅から甲申までの七日間（小犯土）。大土と同じく土を動かすことを慎む。",
    summary_en: "The seven days 戊寅 to 甲申 (small ‘earth offence’), avoided for work with the soil just like the great one.",
    rule: "the 7 days 戊寅..甲申 of the 60-day cycle (干支 14–20), both ends included",
    source: "tsupo/tamo; koyominote.com 大土・小土",
  }],
};

/**
 * The six periods entries in PERIOD_NAMES order.
 * @throws Error when a text's id is not its period's name.
 */
function periodEntries(): GlossaryEntry[] {
  return PERIOD_NAMES.map((name) => {
    const [label, text] = TEXTS[name];
    if (text.id !== name) throw new Error(`glossary periods: ${name} has the id ${text.id}`);
    return entryOf(label, text);
  });
}

/** The periods entries in PERIOD_NAMES order. */
export const PERIOD_ENTRIES = periodEntries();
