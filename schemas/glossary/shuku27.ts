/**
 * Glossary of `shuku27` (二十七宿, the 27 mansions of 宿曜経, by the 旧暦 date). Readings are the
 * on-readings 宿曜 uses (角宿 かく), with the 〜しゅく form as the alternative; ids carry a
 * `shuku27-` prefix so that none equals a `shuku28` id (the two cycles differ, docs/calendar.md §16.6).
 */
import { SHUKU_27, type Shuku27 } from "../vocabulary.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

const SOURCE =
  "月宿傍通暦 (divination.page 本命宿の求め方; koyomi.osirase.biz: 旧正月1日 室宿, 2月1日 奎宿); day fortunes after 宿曜経 (iroenpithu-12.boo.jp 二十七宿吉凶; rekichu-calendar.com 二十七宿)";

/** The 1st-of-month mansion by 旧暦 month 1 … 12 (docs/calendar.md §16.6), for the rule text. */
const MONTH_FIRST = "1月 室, 2月 奎, 3月 胃, 4月 畢, 5月 参, 6月 鬼, 7月 張, 8月 角, 9月 氐, 10月 心, 11月 斗, 12月 虚";

/** The rule of mansion `i` (index in SHUKU_27). */
const rule = (i: number): string =>
  `(index of the 旧暦 month's first mansion + 旧暦 day − 1) mod 27 = ${i}, first mansions ${MONTH_FIRST}; a leap month as its number`;

/** One mansion: id, reading, the 〜しゅく reading, English name and the two summaries. */
type Mansion = readonly [id: string, kana: string, kanaShuku: string, en: string, summaryJa: string, summaryEn: string];

// prettier-ignore
const MANSIONS: Record<Shuku27, Mansion> = {
  角: ["shuku27-kaku-horn", "かく", "かくしゅく", "Horn", "宿曜の第一宿。晴れの衣装を調える、着初め、婚礼、柱立てなど華やかな事に吉、葬送は凶とされる。", "First mansion of the 27: good for festive things such as fine clothes, first wearing, weddings and raising pillars; bad for funerals."],
  亢: ["shuku27-kou-neck", "こう", "こうしゅく", "Neck", "婚礼・結納・人との交わり・種まき・家畜の調教に吉、建築や造作は凶。", "Good for weddings, betrothal gifts, meeting people, sowing and training animals; bad for building."],
  氐: ["shuku27-tei-root", "てい", "ていしゅく", "Root", "穀物や果樹の種まき・酒造り・婚礼に吉、増改築や乗り物を動かすこと、着初めは凶。", "Good for sowing grain and fruit trees, brewing and weddings; bad for extending a house, moving vehicles and first wearing."],
  房: ["shuku27-bou-room", "ぼう", "ぼうしゅく", "Room", "徳の高い宿とされ、婚礼などの慶事・祭祀・入信・旅行・移転に吉。驕りは慎む。", "A mansion of high virtue: good for weddings and other celebrations, rites, taking up a faith, travel and moving; pride is to be avoided."],
  心: ["shuku27-shin-heart", "しん", "しんしゅく", "Heart", "目上の人に関わる事・神仏への祈願・任官に吉、婚礼・普請・散財や借金は凶。", "Good for dealings with superiors, prayers and taking office; bad for weddings, building, spending and borrowing."],
  尾: ["shuku27-bi-tail", "び", "びしゅく", "Tail", "住まいの修理・薬の調合・沐浴・入信の儀に吉、衣類の裁断は凶。", "Good for repairing a house, preparing medicine, bathing and rites of admission; bad for cutting cloth."],
  箕: ["shuku27-ki-winnowing-basket", "き", "きしゅく", "Winnowing Basket", "池や溝を掘るなど水に関わる事・田畑の手入れ・酒造りに吉、婚礼・葬送などの大事は避ける。", "Good for work with water such as digging ponds and ditches, tending fields and brewing; weddings, funerals and other great matters are avoided."],
  斗: ["shuku27-to-dipper", "と", "としゅく", "Dipper", "衣服の新調・庭木の手入れ・倉の建築など財産や住まいに関わる事に吉。", "Good for new clothes, tending trees and building storehouses: matters of property and the home."],
  女: ["shuku27-jo-girl", "じょ", "じょしゅく", "Girl", "公の事・技芸の稽古・髪を整えることに吉、衣服の新調と争い事は凶とされる。", "Good for public business, practising an art and dressing the hair; bad for new clothes and quarrels."],
  虚: ["shuku27-kyo-emptiness", "きょ", "きょしゅく", "Emptiness", "学問の始めや着初めに吉、進んで事を起こすことや相談事は慎む日とされる。", "Good for beginning studies and first wearing; a day to refrain from bold undertakings and negotiations."],
  危: ["shuku27-ki-rooftop", "き", "きしゅく", "Rooftop", "宿曜では百毒宿と呼ばれ、薬の調合・壁塗り・酒造りに吉、高い所での仕事や転居は凶とされる。", "Called the mansion of a hundred poisons in Sukuyō: good for mixing medicine, plastering and brewing; bad for work at heights and moving house."],
  室: ["shuku27-shitsu-encampment", "しつ", "しっしゅく", "Encampment", "旧正月朔日に当たる宿。祭祀・婚礼・祝い事・建築に吉、葬送は凶。", "The mansion of the first day of the lunar new year: good for rites, weddings, celebrations and building; bad for funerals."],
  壁: ["shuku27-heki-wall", "へき", "へきしゅく", "Wall", "婚礼・新規の事・旅立ち・建築に吉とされ、書物や学問にも縁のある宿。", "Good for weddings, new ventures, setting out and building, and linked with books and learning."],
  奎: ["shuku27-kei-legs", "けい", "けいしゅく", "Legs", "旧二月朔日の宿。倉や蔵の建築・修理・祭祀・旅行に吉、移転を凶とする暦もある。", "The mansion of the first of the second lunar month: good for building and repairing storehouses, rites and travel; some almanacs mark moving as bad."],
  婁: ["shuku27-rou-bond", "ろう", "ろうしゅく", "Bond", "婚礼・契約・取引の始め・病の治療・土を動かす造作に吉。", "Good for weddings, contracts, opening trade, treating illness and earthworks."],
  胃: ["shuku27-i-stomach", "い", "いしゅく", "Stomach", "旧三月朔日の宿。公の務めや厳しく事を裁くことに吉、私事にこだわるのは凶とされる。", "The mansion of the first of the third lunar month: good for public duties and firm judgements; bad for private affairs."],
  昴: ["shuku27-bou-hairy-head", "ぼう", "ぼうしゅく", "Hairy Head", "すばるにあたる宿。神仏への参詣・祝い事・新しく始めることに吉、建物の造作や改修は凶。", "The Pleiades: good for shrine and temple visits, celebrations and new beginnings; bad for building and alterations."],
  畢: ["shuku27-hitsu-net", "ひつ", "ひっしゅく", "Net", "旧四月朔日の宿。田畑を耕すこと・祭祀・婚礼・屋根葺き・棟上げに吉。", "The mansion of the first of the fourth lunar month: good for tilling, rites, weddings, roofing and ridgepole raisings."],
  觜: ["shuku27-shi-turtle-beak", "し", "ししゅく", "Turtle Beak", "稽古や仕事の始め・祭祀に吉、造作と着初めは凶とされる。", "Good for starting lessons or work and for rites; bad for building and first wearing."],
  参: ["shuku27-shin-three-stars", "しん", "しんしゅく", "Three Stars", "旧五月朔日の宿。仕入れ・新しい取引・祝い事に吉、婚礼を凶とする説もある。", "The mansion of the first of the fifth lunar month: good for buying stock, new dealings and celebrations; some hold weddings bad."],
  井: ["shuku27-sei-well", "せい", "せいしゅく", "Well", "祭祀・種まき・井戸掘り・建築・旅行に吉。", "Good for rites, sowing, digging wells, building and travel."],
  鬼: ["shuku27-ki-ghost", "き", "きしゅく", "Ghost", "旧六月朔日の宿。宿曜でも最上の吉宿とされ、婚礼のほかは万事に吉。", "The mansion of the first of the sixth lunar month and the most auspicious in Sukuyō too: everything but weddings goes well."],
  柳: ["shuku27-ryuu-willow", "りゅう", "りゅうしゅく", "Willow", "凶宿とされ、慶事や新しく始める事には用いず、縁を断ち切る事だけに向くという。", "An unlucky mansion, used for no celebration or beginning, fit only for cutting ties."],
  星: ["shuku27-sei-star", "せい", "せいしゅく", "Star", "治療の始め・乗馬始め・種まきに吉、婚礼と葬送は凶。", "Good for starting medical treatment, first riding and sowing; bad for weddings and funerals."],
  張: ["shuku27-chou-extended-net", "ちょう", "ちょうしゅく", "Extended Net", "旧七月朔日の宿。婚礼・就任・祈願・旅行に吉とされる。", "The mansion of the first of the seventh lunar month: good for weddings, taking up a post, prayers and travel."],
  翼: ["shuku27-yoku-wings", "よく", "よくしゅく", "Wings", "種まき・植え付け・旅行・田畑の仕事に吉、婚礼は凶。", "Good for sowing, planting, travel and field work; bad for weddings."],
  軫: ["shuku27-shin-chariot", "しん", "しんしゅく", "Chariot", "地鎮・落成・入宅・祭祀・旅行に吉、衣類の裁断は凶とされる。", "Good for groundbreaking, completions, moving into a house, rites and travel; bad for cutting cloth."],
};

const TEXTS = Object.fromEntries(
  SHUKU_27.map((label, i) => {
    const [id, kana, kanaShuku, en, summary_ja, summary_en] = MANSIONS[label];
    const text: EntryText = {
      id,
      kana,
      kana_alt: [kanaShuku],
      en: `${en} (Sukuyō mansion)`,
      summary_ja,
      summary_en,
      rule: rule(i),
      source: SOURCE,
    };
    return [label, text];
  }),
) as Record<Shuku27, EntryText>;

/** The 27 shuku27 entries in SHUKU_27 order (角 first). */
export const SHUKU27_ENTRIES = fieldEntries("shuku27", SHUKU_27, TEXTS);
