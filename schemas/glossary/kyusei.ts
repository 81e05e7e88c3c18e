/** Glossary of `kyusei` (九星, the nine stars): one field serves kyusei, kyusei_month and kyusei_year. */
import { KYUSEI, type Kyusei } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

const SOURCE =
  "年家・月家九星 by the 立春 year and the 節月 (こよみのページ koyomi8.com/sub/9sei.htm; houi.nobody.jp); 日家九星 by the koyomi8 閏 rule, equal to 『暦日大鑑』 for 2018–2032";

/** The rule of star number `n` (1 = 一白 … 9 = 九紫) for the three fields. */
const rule = (n: number): string =>
  `star ${n}: year = 11 − (Y mod 9), less 9 when above 9, for the 立春 year Y; month = the 寅月 star (八白 in 子午卯酉 years, 五黄 in 丑辰未戌, 二黒 in 寅申巳亥) lowered by one each 節月; day = 陽遁 rising from 一白 at the 甲子 nearest 冬至, 陰遁 falling from 九紫 at the 甲子 nearest 夏至, the 閏 at 甲午 (koyomi8)`;

/** One star: id, reading, English name and the two summaries. */
type Star = readonly [id: string, kana: string, en: string, summaryJa: string, summaryEn: string];

// prettier-ignore
const STARS: Record<Kyusei, Star> = {
  一白水星: ["ippaku-suisei", "いっぱくすいせい", "One White Water Star", "九星の第一で、五行は水、定位は北。水のように形を変えて流れ、人との交わりを表す星とされる。", "First of the nine stars: element water, home direction north; like water it adapts and flows, and it stands for ties between people."],
  二黒土星: ["jikoku-dosei", "じこくどせい", "Two Black Earth Star", "九星の第二で、五行は土、定位は南西。大地や母を表し、地道な努力と育む力の星とされる。", "Second star: element earth, home direction southwest; the earth and the mother, steady effort and nurture."],
  三碧木星: ["sanpeki-mokusei", "さんぺきもくせい", "Three Jade Wood Star", "九星の第三で、五行は木、定位は東。雷や若さを表し、伸びていく勢いと行動の星とされる。", "Third star: element wood, home direction east; thunder and youth, growth and action."],
  四緑木星: ["shiroku-mokusei", "しろくもくせい", "Four Green Wood Star", "九星の第四で、五行は木、定位は南東。風を表し、調和と信用、縁談に縁の深い星とされる。", "Fourth star: element wood, home direction southeast; the wind, harmony, trust and matchmaking."],
  五黄土星: ["goou-dosei", "ごおうどせい", "Five Yellow Earth Star", "九星の第五で、五行は土、定位は中央。九星の中心に座る最も強い星とされ、その方位は五黄殺として忌まれる。", "Fifth star: element earth, home in the centre; the strongest of the nine, and the direction it occupies (go-ō-satsu) is avoided."],
  六白金星: ["roppaku-kinsei", "ろっぱくきんせい", "Six White Metal Star", "九星の第六で、五行は金、定位は北西。天や父を表し、権威と目上の人の星とされる。", "Sixth star: element metal, home direction northwest; heaven and the father, authority and superiors."],
  七赤金星: ["shichiseki-kinsei", "しちせききんせい", "Seven Red Metal Star", "九星の第七で、五行は金、定位は西。沢や少女を表し、喜び・金銭・社交の星とされる。", "Seventh star: element metal, home direction west; the marsh and the youngest daughter, joy, money and company."],
  八白土星: ["happaku-dosei", "はっぱくどせい", "Eight White Earth Star", "九星の第八で、五行は土、定位は北東。山を表し、変化と継承、蓄えの星とされる。", "Eighth star: element earth, home direction northeast; the mountain, change, inheritance and savings."],
  九紫火星: ["kyuushi-kasei", "きゅうしかせい", "Nine Purple Fire Star", "九星の第九で、五行は火、定位は南。火や太陽を表し、知恵・名誉・美の星とされる。", "Ninth star: element fire, home direction south; fire and the sun, wisdom, honour and beauty."],
};

const TEXTS = Object.fromEntries(
  KYUSEI.map((label, i) => {
    const [id, kana, en, summary_ja, summary_en] = STARS[label];
    return [label, { id, kana, en, summary_ja, summary_en, rule: rule(i + 1), source: SOURCE } satisfies EntryText];
  }),
) as Record<Kyusei, EntryText>;

/** The nine kyusei entries in KYUSEI order (一白水星 first). */
export const KYUSEI_ENTRIES = fieldEntries("kyusei", KYUSEI, TEXTS);
