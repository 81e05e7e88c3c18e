/**
 * The glossary's entries of the calendar of a life (calendar/life/, docs/calendar.md §18–§19): field `memorial`, the
 * memorial days (中陰, 年忌, 命日) keyed by the ids the memorial answer carries, their labels read from
 * calendar/life/memorial.ts `CHUIN` and `NENKI`; field `life`, the ages and rites of a life (数え年, 厄年, 長寿祝い,
 * 七五三 …) keyed by the ids /gw/life answers carry ({@link LIFE_EVENT_LABELS}). Readings, English names and
 * meanings cite the pages they were read on.
 */
import { CHOUJU, type ChoujuId } from "../../calendar/life/chouju.ts";
import { CHUIN, NENKI } from "../../calendar/life/memorial.ts";
import { YAKU_KINDS } from "../../calendar/life/yakudoshi.ts";
import { entryOf, type EntryText, type GlossaryEntry } from "./entry.ts";

/** The text of an entry: everything but its id and label, which the tables below give. */
type Text = Omit<EntryText, "id">;

/** Where the 中陰 and 年忌 readings were read (each lists every one, with 読み方). */
const MEMORIAL_READINGS = "readings: benricho.org/koyomi/houji.html (法要・回忌名の読み方); takayamakiyoshi.com/mametishiki/nenkaiki/";
/** Where the English names were read: Jōdo Shinshū temples' lists of their memorial services. */
const MEMORIAL_EN =
  "English name: seattlebetsuin.org/services (49th day service, 1st year memorial …); koloajodo.com/2015/11/16/notice-of-memorial-service-in-2016 (7th Day Service, 23rd … 47th Year Memorial)";
/** Where the 中陰 count comes from (calendar/life/memorial.ts). */
const CHUIN_COUNT = "count: okuribi.com 「四十九日までの数え方」; memoriae.jp/guide/words/sa/syonanuka; hotarusou.com/kibiki.html (百か日)";
/** Where the 年忌 years come from (calendar/life/memorial.ts). */
const NENKI_COUNT = "years: sogi.ne.jp/hyo/kaiki-hoyo.html (満1年目 … 満49年目); kameizan.com/houyou/houyou.html";

/** One 中陰 day by its ordinal: kana, other readings, English ordinal, the Japanese meaning. */
// prettier-ignore
const CHUIN_TEXT: Readonly<Record<number, readonly [kana: string, alt: readonly string[], ja: string, en: string]>> = {
  7: ["しょなのか", ["しょなぬか", "しょしちにち"], "亡くなった日から数えて7日目の最初の忌日の法要。現在は葬儀の日に繰り上げて営むことが多い。", "The first weekly memorial, on the 7th day counting the day of death; today often held on the funeral day."],
  14: ["ふたなのか", ["ふたなぬか", "にしちにち"], "中陰の2回目の忌日（14日目）。遺族だけで営むか省くことが多い。", "The second weekly memorial of the 中陰, on the 14th day; often kept by the family alone or left out."],
  21: ["みなのか", ["みなぬか", "さんしちにち"], "中陰の3回目の忌日（21日目）。", "The third weekly memorial of the 中陰, on the 21st day."],
  28: ["よなのか", ["よなぬか", "ししちにち"], "中陰の4回目の忌日（28日目）。", "The fourth weekly memorial of the 中陰, on the 28th day."],
  35: ["いつなのか", ["いつなぬか", "ごなのか", "ごなぬか", "ごしちにち"], "中陰の5回目の忌日（35日目）。三十五日とも。地域や宗派によってはこの日を忌明けとする。", "The fifth weekly memorial, on the 35th day (三十五日); in some regions and sects the end of mourning."],
  42: ["むなのか", ["むなぬか", "ろくしちにち"], "中陰の6回目の忌日（42日目）。", "The sixth weekly memorial of the 中陰, on the 42nd day."],
  49: ["なななのか", ["なななぬか", "しちしちにち"], "中陰の最後の忌日（49日目）。四十九日・満中陰とも。忌明けの法要として最も重んじられる。", "The last weekly memorial, on the 49th day (四十九日, 満中陰): the end of mourning, the most solemn of them."],
  100: ["ひゃっかにち", [], "亡くなった日から数えて100日目の法要。卒哭忌とも。", "The memorial on the 100th day counting the day of death (also 卒哭忌)."],
};

/** English ordinals. */
const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** One 年忌 by its 回忌 number: kana, other readings, the Japanese and English notes beyond the count. */
// prettier-ignore
const NENKI_TEXT: Readonly<Record<number, readonly [kana: string, alt: readonly string[], ja: string, en: string]>> = {
  1: ["いっしゅうき", [], "亡くなって満1年の祥月命日の法要で、年忌の最初。", "The first yearly memorial, on the 祥月命日 one full year after the death."],
  3: ["さんかいき", [], "満2年の祥月命日の法要。回忌は亡くなった年を1回目と数える。", "The memorial two full years after the death: 回忌 counts the year of death as the first."],
  7: ["しちかいき", ["ななかいき"], "満6年の祥月命日の法要。", "The memorial six full years after the death."],
  13: ["じゅうさんかいき", [], "満12年の祥月命日の法要。", "The memorial twelve full years after the death."],
  17: ["じゅうしちかいき", [], "満16年の祥月命日の法要。ここで弔い上げとする例もある（benricho.org）。", "The memorial sixteen full years after the death; some end the yearly memorials here (benricho.org)."],
  23: ["にじゅうさんかいき", [], "満22年の祥月命日の法要。二十五回忌を営む寺院ではこれと二十七回忌を営まない。", "The memorial 22 full years after the death; temples that keep the 二十五回忌 keep neither this nor the 二十七回忌."],
  25: ["にじゅうごかいき", [], "満24年の祥月命日の法要。地域によって営まれ、浄土真宗などの寺院では二十三回忌・二十七回忌に代えて営む。", "The memorial 24 full years after the death, kept in some regions, and by some temples (浄土真宗 among them) in place of the 二十三 and 二十七回忌."],
  27: ["にじゅうしちかいき", [], "満26年の祥月命日の法要。", "The memorial 26 full years after the death."],
  33: ["さんじゅうさんかいき", [], "満32年の祥月命日の法要。これを弔い上げ（最後の年忌）とすることが多い。", "The memorial 32 full years after the death, often the last one held (弔い上げ)."],
  37: ["さんじゅうしちかいき", [], "満36年の祥月命日の法要。載せる早見表と載せない早見表がある。", "The memorial 36 full years after the death, listed by some tables only."],
  50: ["ごじゅっかいき", [], "満49年の祥月命日の法要。三十三回忌でなくこれを弔い上げとする地域や寺院もある。以後は50年ごと。", "The memorial 49 full years after the death: some regions and temples end the yearly memorials here rather than at the 三十三回忌; after it, every fifty years."],
};

/** Extra sources of a 年忌's note. */
const NENKI_NOTE_SOURCE: Readonly<Record<number, string>> = {
  25: "二十五回忌: jyoudoshinshu-syouenji.jp/menu/699646 (浄土真宗); sairaiji.com/hp/?p=57; kameizan.com (地域によって)",
  33: "弔い上げ: reien-annai.or.jp/sp/wiki/tomuraiage.html (三十三回忌または五十回忌); kashiko-ohaka.com/glossary/五十回忌",
  50: "弔い上げ: kashiko-ohaka.com/glossary/五十回忌 (reading ごじゅっかいき; 三十三回忌を弔い上げとするところも); reien-annai.or.jp/sp/wiki/tomuraiage.html; sairaiji.com/hp/?p=57 (every fifty years)",
  37: "三十七回忌: sogi.ne.jp/hyo/kaiki-hoyo.html, kameizan.com (listed), kawanami-k.com/houyou/ (not listed)",
};

/** The 回忌 number of a 年忌 (its years after the death + 1; 一周忌 is 1). */
const kaiki = (years: number): number => (years === 1 ? 1 : years + 1);

/** The memorial entries: the 中陰 days, the 年忌, the 祥月命日 and the 月命日, in the answer's order. */
export const MEMORIAL_ENTRIES: readonly GlossaryEntry[] = [
  ...CHUIN.map((c) => {
    const [kana, alt, ja, en] = CHUIN_TEXT[c.ordinal]!;
    return entryOf(c.name, {
      id: c.id,
      kana,
      kana_alt: alt,
      en: `${ordinal(c.ordinal)} day service`,
      summary_ja: ja,
      summary_en: en,
      rule: `day ${c.ordinal} counting the day of death as day 1: the death + ${c.ordinal - 1} days (rule chuin=eve: one day earlier, the 逮夜)`,
      source: `${MEMORIAL_READINGS}; ${CHUIN_COUNT}; ${c.ordinal === 100 || c.ordinal === 49 || c.ordinal === 7 ? MEMORIAL_EN : `English name: as koloajodo.com's 7th Day Service; the days 7, 14 … 49: enkyojibuddhistnetwork.org/about-2/services/memorial-services/`}`,
    });
  }),
  ...NENKI.map((n) => {
    const number = kaiki(n.years);
    const [kana, alt, ja, en] = NENKI_TEXT[number]!;
    const note = NENKI_NOTE_SOURCE[number];
    return entryOf(n.name, {
      id: n.id,
      kana,
      kana_alt: alt,
      en: `${ordinal(number)} year memorial`,
      summary_ja: ja,
      summary_en: en,
      rule: `the 祥月命日 ${n.years} year${n.years === 1 ? "" : "s"} after the death (same month and day; a 29 February death by rule leap_death_day)${n.common ? "; in the common set" : "; not in the common set (rule nenki_set)"}`,
      source: `${MEMORIAL_READINGS}; ${NENKI_COUNT}; ${MEMORIAL_EN}${note === undefined ? "" : `; ${note}`}`,
    });
  }),
  entryOf("祥月命日", {
    id: "shotsuki",
    kana: "しょうつきめいにち",
    en: "Anniversary of the death",
    summary_ja: "亡くなった月日と同じ月日で、毎年1回巡ってくる命日。年忌はこの日に営む。",
    summary_en: "The day of death's month and day, once a year: the 年忌 fall on it.",
    rule: "the death's month and day in each later year (a 29 February death by rule leap_death_day); before 1873 by rule old_death",
    source:
      "reading and meaning: lifenote.ntt-finance.co.jp/glossary/shotsukimeinichi; nana7chan.com/passing-anniversary; English name: dictionary.goo.ne.jp (類語例解辞典 回忌・年忌: the anniversary of (a person's) death)",
  }),
  entryOf("月命日", {
    id: "tsuki",
    kana: "つきめいにち",
    en: "Monthly day of death",
    summary_ja: "亡くなった日と同じ日で、祥月を除く毎月巡ってくる命日（年11回）。月忌とも。",
    summary_en: "The day of death's day of the month in every month but the death's own month (eleven a year); also 月忌.",
    rule: "the death's day in each later month but the 祥月; a day the month lacks by rule month_end (last: the month's last day)",
    source:
      "reading: yamadera.info/seiten/e/gakki.htm (月忌: つき命日めいにち); meaning: sougi-sos.com/question/shotsukimeinichi (年間11回); English name: the project's rendering",
  }),
];

/** The ids of the memorial entries, in order. */
export const MEMORIAL_IDS: readonly string[] = MEMORIAL_ENTRIES.map((e) => e.id);

/** The life field's own labels: what the calendar does not name elsewhere. */
const OWN_LABELS = {
  kazoe: "数え年",
  man: "満年齢",
  toshiotoko: "年男",
  toshionna: "年女",
  taiyaku: "大厄",
  shichigosan: "七五三",
  jusanmairi: "十三参り",
  seinen: "成年",
  "kyureki-birthday": "旧暦の誕生日",
} as const;

/** A life event id: the field's own, a 厄 (calendar/life/yakudoshi.ts YAKU_KINDS), a 長寿祝い (calendar/life/chouju.ts CHOUJU). */
export type LifeEventId = keyof typeof OWN_LABELS | (typeof YAKU_KINDS)[number]["id"] | ChoujuId;

/** The ids and labels of the life field, in entry order: what /gw/life answers carry, the 厄 and 長寿 read from the calendar. */
export const LIFE_EVENT_LABELS: Readonly<Record<LifeEventId, string>> = {
  kazoe: OWN_LABELS.kazoe,
  man: OWN_LABELS.man,
  toshiotoko: OWN_LABELS.toshiotoko,
  toshionna: OWN_LABELS.toshionna,
  ...(Object.fromEntries(YAKU_KINDS.map((k) => [k.id, k.label])) as Record<(typeof YAKU_KINDS)[number]["id"], string>),
  taiyaku: OWN_LABELS.taiyaku,
  ...(Object.fromEntries(CHOUJU.map((c) => [c.id, c.label])) as Record<ChoujuId, string>),
  shichigosan: OWN_LABELS.shichigosan,
  jusanmairi: OWN_LABELS.jusanmairi,
  seinen: OWN_LABELS.seinen,
  "kyureki-birthday": OWN_LABELS["kyureki-birthday"],
};

/** Where the 数え turn is decided (calendar/life/ages.ts). */
const KAZOE_TURN = "rule kazoe_turn: jan1 (正月; the 旧暦 正月 before 1873) or risshun (立春)";
/** The 厄年 pages: the ages and the readings of 前厄, 本厄, 後厄, 大厄. */
const YAKU_SOURCE =
  "readings and ages: sigajinja.net/?page_id=180 (前厄 まえやく, 本厄 ほんやく, 後厄 あとやく, 大厄 たいやく; 数え年); yoritomo-japan.com/gyoji-maturi/yakudosi-hayamihyo.html; tables: mamada-hachiman.jp/yakuyoke, kasuga-jinja.jp, oonominato.or.jp/?p=2912, teramaru.com/hayami (城南宮)";
/** The 厄年 in English. */
const YAKU_EN =
  "English name: rokuyo.org/reference/superstitions/016.html; fran-japani.blogspot.com/2012/02/yakudoshi.html (maeyaku, atoyaku)";
/** The 長寿祝い readings and ages. */
const CHOUJU_SOURCE =
  "reading and age: デジタル大辞泉 「年齢」 (kotobank.jp/word/年齢: 還暦かんれき 61 … 皇寿こうじゅ 111); tables: shinbun20.com/oiwai/chojyu/kotoshi, yamada-heiando.jp/c/column/choju-list (満 and 数え)";
/** The 長寿祝い in English (romanized names with their ages). */
const CHOUJU_EN =
  "English name: kajapan.org/general/rites-of-passage-the-golden-ages (kanreki … hakuju); unitary.info/en/list/japanese-age-milestones/ini/";

/** A 長寿祝い: its age, the kanji play or origin in Japanese and English, extra sources. */
// prettier-ignore
const CHOUJU_TEXT: Readonly<Record<ChoujuId, readonly [age: number, kana: string, alt: readonly string[], ja: string, en: string, source: string]>> = {
  kanreki: [60, "かんれき", [], "生まれた年の干支が60年で一巡して還ることから。本卦還りとも。満60歳（数え61歳）の祝い。", "The birth year's 干支 returns after the sixty-year cycle (本卦還り): at 満 60, 数え 61.", "tetori-tenjin.com/gazyu.html"],
  rokuju: [66, "ろくじゅ", [], "66歳の祝い。2002年に日本百貨店協会が提唱した新しい賀寿（緑緑寿から）。", "A recent name for 66, proposed by the 日本百貨店協会 in 2002 (from 緑緑, roku-roku).", "unagi-koubou.jp/keirou/tips03.html; sawaya.ne.jp/smp/list.php?type=class&scat=1048557 (緑寿 ろくじゅ); English name: unitary.info (Rokuju)"],
  koki: [70, "こき", [], "杜甫の詩「人生七十古来稀なり」から。古稀とも書く。70歳の祝い。", "From Du Fu's line 人生七十古来稀なり (few live to seventy); also written 古稀. At 70.", "sawaya.ne.jp/smp/list.php?type=class&scat=1048557 (古希・古稀 こき); tetori-tenjin.com/gazyu.html"],
  kiju: [77, "きじゅ", [], "「喜」の草書体が七十七に見えることから。77歳の祝い。", "The cursive 喜 looks like 七十七: at 77.", "tetori-tenjin.com/gazyu.html"],
  sanju: [80, "さんじゅ", [], "「傘」の略字が八十と読めることから。80歳の祝い。", "The short form of 傘 reads 八十: at 80.", "tetori-tenjin.com/gazyu.html"],
  beiju: [88, "べいじゅ", [], "「米」の字を分解すると八十八になることから。88歳の祝い。", "米 takes apart into 八十八: at 88.", "tetori-tenjin.com/gazyu.html"],
  sotsuju: [90, "そつじゅ", [], "「卒」の俗字「卆」が九十と読めることから。90歳の祝い。", "卒's popular form 卆 reads 九十: at 90.", "tetori-tenjin.com/gazyu.html"],
  hakuju: [99, "はくじゅ", [], "「百」から一を取ると「白」になることから。99歳の祝い。", "百 less 一 is 白: at 99.", "tetori-tenjin.com/gazyu.html"],
  hyakuju: [100, "ひゃくじゅ", ["ももじゅ"], "100歳の祝い。紀寿・上寿とも。", "At 100 (also 紀寿, 上寿).", "tetori-tenjin.com/gazyu.html (百寿 ひゃくじゅ (ももじゅ)); English name: en.calc-age.com/longevity_list/1930 (Hyakuju)"],
  chaju: [108, "ちゃじゅ", [], "「茶」の草かんむりが十と十、下が八十八で、合わせて108になることから。", "茶 is 十 and 十 above 八十八: 108.", "koboriwaso.com/syohin/ryokuchazome_top.html; English name: japaneseteastory.blogspot.com/2011/09/age-of-tea-celebration-chaju.html (Chaju, 108)"],
  koju: [111, "こうじゅ", [], "「皇」が白（99）と王（十と二つの一で12）に分かれ、合わせて111になることから。", "皇 is 白 (99) over 王 (十 and two 一, 12): 111.", "koboriwaso.com/syohin/ryokuchazome_top.html; English name: blog.goo.ne.jp/classyj/d/20210621 (Koujyu, 111)"],
  daikanreki: [120, "だいかんれき", [], "2度目の還暦。満120歳（数え121歳）の祝い。", "The second 還暦: at 満 120, 数え 121.", "koboriwaso.com/syohin/ryokuchazome_top.html; English name: blog.goo.ne.jp/classyj/d/20210621 (Daikanreki, 120)"],
};

/** The life entries' texts, keyed by id. */
// prettier-ignore
const LIFE_TEXT: Readonly<Record<LifeEventId, Text>> = {
  kazoe: {
    kana: "かぞえどし",
    en: "Kazoe age (traditional age count)",
    summary_ja: "生まれた年を1歳とし、以後正月を迎えるごとに1歳を加える年齢。厄年や年祝いはこれで数えることが多い。",
    summary_en: "The age counted as 1 in the year of birth and one more at each New Year; 厄年 and many celebrations are counted so.",
    rule: `the year − the 数え year of birth + 1 (1 in the year of birth); the count turns by ${KAZOE_TURN}`,
    source: "デジタル大辞泉 (dictionary.goo.ne.jp/word/数え/idiom: かぞえどし 生まれた年を1歳とし…); 年齢のとなえ方に関する法律 (昭和24年法律第96号); turn: mamada-hachiman.jp/yakuyoke, myouken.or.jp; English name: linguavoyage.org/ol/112344.html (kazoedoshi, counted age)",
  },
  man: {
    kana: "まんねんれい",
    en: "Full age (man nenrei)",
    summary_ja: "生まれた日を0歳とし、誕生日ごとに1歳を加える年齢。法律上の年齢で、1950年からは日常もこれで言い表す。",
    summary_en: "The age counted from 0 at birth, one more at each birthday: the legal age, and the everyday one since 1950.",
    rule: "whole years from the day of birth: the year − the year of birth, less one before the birthday (the year's age is held from the birthday)",
    source: "年齢計算ニ関スル法律 (明治35年法律第50号) and 民法第143条; 年齢のとなえ方に関する法律 (昭和24年法律第96号); reading: manga777.com/manneirei-tigai (満年齢=まんねんれい); English name: linguavoyage.org/ol/112344.html (man-nenrei, full age)",
  },
  toshiotoko: {
    kana: "としおとこ",
    en: "Toshi-otoko (man in his zodiac year)",
    summary_ja: "生まれた年と同じ十二支の年を迎えた男性。生まれた年は含まず、数え13・25・37…歳の年。節分の豆まきを務める習わしがある。",
    summary_en: "A man in a year of his birth year's branch (十二支), from twelve years after birth (数え 13, 25, 37 and every twelfth after); by custom he throws the beans at 節分.",
    rule: `the years whose 数え age is 13, 25, 37 … (数え mod 12 = 1, the year of birth excluded); the year turns by ${KAZOE_TURN}`,
    source: "ja.wikipedia.org/wiki/年男・年女 (としおとこ・としおんな; 数え年を12で割ると1余る; 節分の豆撒き); adtechmanagement.com/minnadepr-column/?p=121239; English name: the project's rendering",
  },
  toshionna: {
    kana: "としおんな",
    en: "Toshi-onna (woman in her zodiac year)",
    summary_ja: "生まれた年と同じ十二支の年を迎えた女性。年男と同じく数え13・25・37…歳の年。",
    summary_en: "A woman in a year of her birth year's branch (十二支): 数え 13, 25, 37 and every twelfth after, as for the 年男.",
    rule: `as toshiotoko, for a woman: 数え 13, 25, 37 … (数え mod 12 = 1); the year turns by ${KAZOE_TURN}`,
    source: "ja.wikipedia.org/wiki/年男・年女 (としおとこ・としおんな); English name: the project's rendering",
  },
  zenyaku: {
    kana: "まえやく",
    en: "Maeyaku (the year before an unlucky year)",
    summary_ja: "本厄の前年。厄の前兆の年とされ、本厄・後厄とともに3年間慎む。",
    summary_en: "The year before a 本厄, its forewarning; kept with care with the 本厄 and 後厄, three years in all.",
    rule: "数え 本厄 − 1: men 24, 41, 60; women 18, 32, 36, 60 (rules yaku_61, yaku_37, yaku_child)",
    source: `${YAKU_SOURCE}; ${YAKU_EN}`,
  },
  honyaku: {
    kana: "ほんやく",
    en: "Honyaku (unlucky year)",
    summary_ja: "厄年そのもの。数え年で男性25・42・61歳、女性19・33・37・61歳（61歳と37歳は寺社により異なる）。",
    summary_en: "The unlucky year itself: 数え 25, 42 and 61 for men, 19, 33, 37 and 61 for women (61 and 37 differ by shrine).",
    rule: "数え: men 25, 42, 61; women 19, 33, 37, 61 (61 by rule yaku_61, 37 by yaku_37; 4 for both with yaku_child=kazoe4)",
    source: `${YAKU_SOURCE}; ${YAKU_EN}`,
  },
  atoyaku: {
    kana: "あとやく",
    en: "Atoyaku (the year after an unlucky year)",
    summary_ja: "本厄の翌年。厄が薄らいでいく年とされる。",
    summary_en: "The year after a 本厄, as its ill luck fades.",
    rule: "数え 本厄 + 1: men 26, 43, 62; women 20, 34, 38, 62 (rules yaku_61, yaku_37, yaku_child)",
    source: `${YAKU_SOURCE}; ishi-pax.net/?page_id=2185 (後厄 厄が薄らぐ年); ${YAKU_EN}`,
  },
  taiyaku: {
    kana: "たいやく",
    en: "Taiyaku (greatest unlucky year)",
    summary_ja: "本厄のうち最も慎むべき年。男性の数え42歳、女性の数え33歳。",
    summary_en: "The gravest 本厄: 数え 42 for men, 33 for women.",
    rule: "the 本厄 of 数え 42 (men) and 33 (women)",
    source: `${YAKU_SOURCE}; English name: fran-japani.blogspot.com/2012/02/yakudoshi.html (taiyaku, 33 for women and 42 for men)`,
  },
  ...(Object.fromEntries(
    Object.entries(CHOUJU_TEXT).map(([id, [age, kana, alt, ja, en, source]]) => {
      const kanreki = id === "kanreki" || id === "daikanreki";
      const name = `${id[0]!.toUpperCase()}${id.slice(1)}`;
      return [
        id,
        {
          kana,
          kana_alt: alt,
          en: `${name} (${ordinal(age)}-year longevity celebration)`,
          summary_ja: `長寿祝い（賀寿）。${ja}`,
          summary_en: `A longevity celebration (賀寿). ${en}`,
          rule: kanreki
            ? `数え ${age + 1}: the birth year's 干支 come round ${age === 60 ? "once" : "twice"} (rule chouju_age: man, 満 ${age}; kazoe_nominal, 数え ${age})`
            : `数え ${age} (rule chouju_age: man, 満 ${age}; kazoe_nominal, 数え ${age} too)`,
          source: `${CHOUJU_SOURCE}; ${source}${source.includes("English name") ? "" : `; ${CHOUJU_EN}`}`,
        } satisfies Text,
      ];
    }),
  ) as Record<ChoujuId, Text>),
  shichigosan: {
    kana: "しちごさん",
    en: "Shichi-Go-San (Seven-Five-Three)",
    summary_ja: "男子は3歳と5歳、女子は3歳と7歳の年の11月15日に、神社などに参って成長を祝う行事。本来は数え年、現在は満年齢でも。",
    summary_en: "On 15 November of the years a boy is 3 and 5 and a girl 3 and 7, a shrine visit for the child's growth; by 数え, today also by 満.",
    rule: "3 (both sexes), 5 (boys), 7 (girls), by rule shichigosan_age: man, the 満 age reached in the year; kazoe; man_school, by the school year (4月2日–4月1日 births); the day 15 November",
    source: "学研キッズネット (kids.gakken.co.jp/jiten/dictionary03200353: しちごさん 11月15日); tables: sugitahatimangu.jp/?p=401 (満 and 数え), studiocalen.com/column/when; English name: enjoykansailife.com/blog/shichi-go-san",
  },
  jusanmairi: {
    kana: "じゅうさんまいり",
    en: "Jusan-mairi (thirteenth-year temple visit)",
    summary_ja: "数え13歳の子が虚空蔵菩薩に参り、知恵を授かり厄を払う行事。旧暦3月13日（現在は4月13日前後）に、京都嵯峨の法輪寺が名高い。",
    summary_en: "At 数え 13 a child visits 虚空蔵菩薩 for wisdom and against ill luck, on 旧暦 3月13日 (today about 13 April); 法輪寺 in 嵯峨, Kyoto, is the best known.",
    rule: "the year of 数え 13; its day 旧暦 3月13日, or 13 April",
    source: "magojikan.com/?p=181 (十三参り じゅうさんまいり, 数え13歳, 4月13日 (旧暦3月13日)); lp.p.pia.jp/event/leisure/321191 (法輪寺: 旧3月13日, 現在は3月13日–5月13日); teramaru.com/hayami (城南宮); English name: the project's rendering",
  },
  seinen: {
    kana: "せいねん",
    en: "Age of majority",
    summary_ja: "単独で契約ができ、親権に服さなくなる年齢。民法第4条により満18歳（2022年4月1日から。それまでは満20歳）。",
    summary_en: "The age at which one contracts alone and leaves parental authority: 満 18 under the Civil Code Article 4 since 1 April 2022, 20 before.",
    rule: "the 18th birthday from 2022-04-01 (those 18 or 19 that day: on it); the 20th birthday from 1876-04-01 to 2022-03-31; none before",
    source: "民法第4条 as amended by 平成30年法律第59号 附則第2条 (法務省, moj.go.jp/MINJI/minji07_00218.html); 明治9年太政官布告第41号 (20); reading: デジタル大辞泉 (weblio.jp/content/せいねん: せい‐ねん【成年】 満18歳); English name: monolith.law/en/general-corporate/adult-20-18-civil-code (age of majority)",
  },
  "kyureki-birthday": {
    kana: "きゅうれきのたんじょうび",
    en: "Birthday in the old calendar (kyūreki)",
    summary_ja: "生まれた日を旧暦の月日に直し、その月日が毎年巡ってくる日。新暦では年ごとに日付が変わるが、月の形は同じになる。",
    summary_en: "The birth date read in the 旧暦 and its month and day in a later 旧暦 year: a different Gregorian date each year, under the same moon phase.",
    rule: "the birth's 旧暦 month and day in each 旧暦 year (a 閏月 as the ordinary month of its number; a 30th in a 29-day month on the 29th): none, one or two in a Western year",
    source: "happy-note.com/shine/70/post_8.html (旧暦のお誕生日, バースデームーン); divination.page/2024/03/birthday.html; lunar return: ganges.pro/goen/help2 例1; English name: the project's rendering",
  },
};

/** The life entries, in {@link LIFE_EVENT_LABELS} order. */
export const LIFE_ENTRIES: readonly GlossaryEntry[] = (Object.keys(LIFE_EVENT_LABELS) as LifeEventId[]).map((id) =>
  entryOf(LIFE_EVENT_LABELS[id], { id, ...LIFE_TEXT[id] }),
);

/** English name by id, over both fields (their ids are distinct). */
const EN_BY_ID: ReadonlyMap<string, string> = new Map([...MEMORIAL_ENTRIES, ...LIFE_ENTRIES].map((e) => [e.id, e.en]));

/** The English label of a life or memorial id (the entry's `en`). @throws Error for an id without an entry. */
export function lifeLabel(id: string): string {
  const en = EN_BY_ID.get(id);
  if (en === undefined) throw new Error(`lang=en: life id ${JSON.stringify(id)} has no glossary entry`);
  return en;
}
