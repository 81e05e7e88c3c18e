/**
 * Glossary of the gods and baleful directions (方位神と殺) the direction fields name: 歳徳神 (`eho`),
 * the eight generals (`hasshoujin`: ids are its keys, labels HASSHOUJIN's), 金神 (`konjin`),
 * 五黄殺 and 暗剣殺 (`kyusei_board.*.gooh`, `anken`), and 歳破 (the 歳破神 entry), 月破 and 日破
 * (`kyusei_board.*.ha`). docs/calendar.md §16.1–§16.4.
 */
import { HASSHOUJIN } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

/** The gods' names: 歳徳神, the eight generals in HASSHOUJIN order, 金神, 五黄殺, 暗剣殺, 月破, 日破. */
export const GOD_LABELS = ["歳徳神", ...HASSHOUJIN.map((g) => g.label), "金神", "五黄殺", "暗剣殺", "月破", "日破"] as const;

/** A god's name. */
export type GodLabel = "歳徳神" | (typeof HASSHOUJIN)[number]["label"] | "金神" | "五黄殺" | "暗剣殺" | "月破" | "日破";

/** The id of each general: its `hasshoujin` key. */
const generalId = (label: string): string => HASSHOUJIN.find((g) => g.label === label)!.key;

const HASSHOUJIN_SOURCE = "ffortune.net (yomi046 八将神); ewigleere.pa.land.to (八将神); 協紀辨方書; nakshatra.tokyo (大将軍)";
/** Where the dictionary readings are: both dictionaries as kotobank.jp prints them (the word's page named beside it). */
const KOTOBANK = "デジタル大辞泉 and 精選版 日本国語大辞典 (小学館), kotobank.jp/word";
const BOARD_SOURCE = "kigaku.jpn.org (遁甲の経路); sites.google.com/view/kaiun-no-michishirube (五黄殺, 暗剣殺, 歳破 対冲)";

// prettier-ignore
const TEXTS: Record<GodLabel, EntryText> = {
  歳徳神: {
    id: "toshitokujin",
    kana: "としとくじん",
    kana_alt: ["としとくしん"],
    en: "Toshitokujin, god of the year's fortune",
    summary_ja: "その年の福徳をつかさどる女神で、正月に迎える年神とも同じとされる。居る方角が恵方（明きの方）で、何事もこの方角に向かって行うと吉、節分の恵方巻や恵方参りはこの神にちなむ。",
    summary_en: "The goddess of the year's blessings, identified with the New Year god; her direction is the ehō, toward which everything goes well, hence the Setsubun ehō-maki roll and ehō shrine visits.",
    rule: "eho: by the 立春 year's stem, 甲・己 甲, 乙・庚 庚, 丙・辛・戊・癸 丙, 丁・壬 壬",
    source: `plala.or.jp/omiya-946 (恵方); yakuzin.com (運勢); reading としとくじん: ${KOTOBANK} (歳徳神-583460); さいとくじん, listed before, is attested in no dictionary or almanac found and was dropped`,
  },
  太歳神: {
    id: generalId("太歳神"),
    kana: "たいさいしん",
    kana_alt: ["たいさいじん"],
    en: "Taisaishin, general of the year's branch (Jupiter)",
    summary_ja: "八将神の筆頭で木星の精とされる吉神。その方角に向かっての商談・交渉・移転・建築は吉だが、樹木を伐ることは凶とされる。",
    summary_en: "First of the eight generals, the spirit of Jupiter and a kindly one: trade, negotiation, moving and building toward it are lucky, but felling trees there is not.",
    rule: "hasshoujin.taisai: the 立春 year's branch",
    source: HASSHOUJIN_SOURCE,
  },
  大将軍: {
    id: generalId("大将軍"),
    kana: "だいしょうぐん",
    kana_alt: ["たいしょうぐん"],
    en: "Daishōgun, the great general (Venus)",
    summary_ja: "金星の精とされる大凶神で、三年同じ方角に留まる（三年塞がり）。その方角への建築・移転・増改築・旅行・婚礼などを万事忌み、遊行の日だけ障りが解ける。",
    summary_en: "The spirit of Venus and a great malefic that keeps one direction for three years (the three-year block): building, moving, extending a house, travel and marriage toward it are all avoided, except on his travel (yugyō) days.",
    rule: "hasshoujin.daishogun: by the year's branch, 亥子丑 years 酉, 寅卯辰 子, 巳午未 卯, 申酉戌 午",
    source: HASSHOUJIN_SOURCE,
  },
  太陰神: {
    id: generalId("太陰神"),
    kana: "だいおんじん",
    kana_alt: ["たいおんじん", "たいいんしん"],
    en: "Daionjin, the great yin (Saturn)",
    summary_ja: "土星の精で太歳神の妃とされる女神。その方角に向かっての婚礼・嫁取り・出産は凶とされる。",
    summary_en: "The spirit of Saturn and consort of Taisaishin: weddings, taking a bride and giving birth toward her direction are unlucky.",
    rule: "hasshoujin.taion: two branches behind the year's (子年 戌, 丑年 亥, …)",
    source: HASSHOUJIN_SOURCE,
  },
  歳刑神: {
    id: generalId("歳刑神"),
    kana: "さいぎょうしん",
    kana_alt: ["さいけいしん", "さいきょうしん"],
    en: "Saigyōshin, general of punishment (Mercury)",
    summary_ja: "水星の精とされ、刑罰をつかさどる。その方角に向かって土を掘る・種をまく・草木を伐るなど、土と植物に関わることを忌む。",
    summary_en: "The spirit of Mercury, who rules punishment: digging, sowing and cutting plants toward his direction are avoided.",
    rule: "hasshoujin.saikei: 子→卯 丑→戌 寅→巳 卯→子 辰→辰 巳→申 午→午 未→丑 申→寅 酉→酉 戌→未 亥→亥",
    source: `${HASSHOUJIN_SOURCE}; reading さいきょう(しん): ${KOTOBANK} (歳刑-507326: さい‐きょう); さいぎょうしん ewigleere.pa.land.to, さいけいしん ffortune.net yomi046`,
  },
  歳破神: {
    id: generalId("歳破神"),
    kana: "さいはしん",
    kana_alt: ["さいはじん"],
    en: "Saihashin, general of the year's breaking (Saturn); saiha",
    summary_ja: "土星の精で太歳神の反対側に居る。その方角への移転・旅行・建築・土木は破れを招くとして凶。九星の年盤の歳破もこの方位。",
    summary_en: "The spirit of Saturn opposite Taisaishin: moving, travel, building and earthworks toward it invite ruin; the year board's saiha is this direction.",
    rule: "hasshoujin.saiha and kyusei_board.year.ha: the branch opposite the 立春 year's",
    source: `${HASSHOUJIN_SOURCE}; ${BOARD_SOURCE}`,
  },
  歳殺神: {
    id: generalId("歳殺神"),
    kana: "さいせつしん",
    kana_alt: ["さいせつじん", "さいさつしん"],
    en: "Saisetsushin, general of slaughter (Mars)",
    summary_ja: "火星の精とされ、殺気をつかさどる凶神。その方角に向かっての婚礼・移転・建築・出産などを忌む。",
    summary_en: "The spirit of Mars, who brings killing spirit: weddings, moving, building and childbirth toward it are avoided.",
    rule: "hasshoujin.saisetsu: 申子辰 years 未, 巳酉丑 辰, 寅午戌 丑, 亥卯未 戌",
    source: HASSHOUJIN_SOURCE,
  },
  黄幡神: {
    id: generalId("黄幡神"),
    kana: "おうばんしん",
    kana_alt: ["おうばんじん"],
    en: "Ōbanshin, the yellow banner (Rahu)",
    summary_ja: "羅睺星の精で武芸の神。その方角に向かっての土を動かすこと・建築・移転を忌むが、武芸や勝負事の始めには吉とされる。",
    summary_en: "The spirit of Rahu and a god of arms: earthworks, building and moving toward it are avoided, but it favours beginning martial arts and contests.",
    rule: "hasshoujin.ouban: the 墓 of the year's 三合, 申子辰 辰, 巳酉丑 丑, 寅午戌 戌, 亥卯未 未",
    source: HASSHOUJIN_SOURCE,
  },
  豹尾神: {
    id: generalId("豹尾神"),
    kana: "ひょうびしん",
    kana_alt: ["ひょうびじん"],
    en: "Hyōbishin, the leopard's tail (Ketu)",
    summary_ja: "計都星の精で黄幡神の反対側に居る。その方角に向かって家畜を求めることや、大小便をすることを忌むとされる。",
    summary_en: "The spirit of Ketu opposite Ōbanshin: acquiring livestock and relieving oneself toward it are avoided.",
    rule: "hasshoujin.hyoubi: the branch opposite 黄幡",
    source: HASSHOUJIN_SOURCE,
  },
  金神: {
    id: "konjin",
    kana: "こんじん",
    kana_alt: [],
    en: "Konjin, the metal god",
    summary_ja: "金気の殺気をもつ大凶神で、犯すと家族七人に祟る（金神七殺）と恐れられた。その方角への建築・移転・増改築・旅行・土木を忌み、遊行の間だけ障りが解ける。",
    summary_en: "A fierce god of metal feared to strike seven of the family if offended: building, moving, alterations, travel and earthworks toward his directions are avoided, except while he travels (yugyō).",
    rule: "konjin: by the 立春 year's stem, 甲・己 午未申酉, 乙・庚 辰巳, 丙・辛 子丑寅卯午未, 丁・壬 寅卯戌亥, 戊・癸 子丑申酉",
    source: "komonjyo.net (金神 所在方位); nakshatra.tokyo (巡り金神)",
  },
  五黄殺: {
    id: "gooh",
    kana: "ごおうさつ",
    kana_alt: [],
    en: "Go-ō-satsu, the Five Yellow's direction",
    summary_ja: "九星盤で五黄土星が回った方位。自ら災いを招く大凶方位とされ、その方位への移転・建築・旅行・取引を避ける。",
    summary_en: "The direction the Five Yellow star occupies on a nine-star board, the worst of all: moving, building, travel and business toward it bring misfortune of one's own making.",
    rule: "kyusei_board.*.gooh: the palace 五黄土星 flies to on the board of the centre star; null when 五黄 is the centre",
    source: BOARD_SOURCE,
  },
  暗剣殺: {
    id: "anken",
    kana: "あんけんさつ",
    kana_alt: [],
    en: "Anken-satsu, the hidden sword",
    summary_ja: "五黄殺の反対側の方位。他から思いがけない災難を受ける大凶方位とされ、移転・旅行・建築などを避ける。",
    summary_en: "The direction opposite go-ō-satsu, where misfortune strikes unexpectedly from others: moving, travel and building toward it are avoided.",
    rule: "kyusei_board.*.anken: the palace opposite 五黄殺; null when 五黄 is the centre",
    source: BOARD_SOURCE,
  },
  月破: {
    id: "getsuha",
    kana: "げっぱ",
    kana_alt: [],
    en: "Geppa, the month's breaking",
    summary_ja: "その月の支（月建）の反対側の方位で、月の間は移転・旅行・取引など物事が破れやすい凶方位とされる。",
    summary_en: "The direction opposite the month's branch, where moving, travel and dealings tend to break down for the month.",
    rule: "kyusei_board.month.ha: the branch opposite the 節月's (寅月 → 申)",
    source: BOARD_SOURCE,
  },
  日破: {
    id: "nippa",
    kana: "にっぱ",
    kana_alt: [],
    en: "Nippa, the day's breaking",
    summary_ja: "その日の支の反対側の方位で、その日だけ事が破れやすい凶方位とされる。",
    summary_en: "The direction opposite the day's branch, where things tend to break down for that day.",
    rule: "kyusei_board.day.ha: the branch opposite the day's",
    source: BOARD_SOURCE,
  },
};

/** The fourteen gods entries in GOD_LABELS order. */
export const GOD_ENTRIES = fieldEntries("gods", GOD_LABELS, TEXTS);
