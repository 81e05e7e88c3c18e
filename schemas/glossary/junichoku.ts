/** Glossary of `junichoku` (十二直, the twelve day officers, 中段); ids are the almanac readings in romaji. */
import { JUNICHOKU, type Junichoku } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

const SOURCE = "暦の中段 (十二直) as in こよみのページ (koyomi8.com rekicyuu_doc01) and ja.wikipedia 十二直: 節月 and the day's branch";

/** The rule of officer `i` (index in JUNICHOKU). */
const rule = (i: number): string =>
  `(day branch − 節月 branch) mod 12 = ${i}, the 節月 branch being 寅 from 立春 … 丑 from 小寒; a 節入り day repeats the previous day's officer`;

/** One officer: id, reading, other readings, English name and the two summaries. */
type Officer = readonly [id: string, kana: string, kanaAlt: readonly string[], en: string, summaryJa: string, summaryEn: string];

// prettier-ignore
const OFFICERS: Record<Junichoku, Officer> = {
  建: ["tatsu", "たつ", [], "Establish", "万物を建て生じる日で、最上の吉日とされる。祭祀・婚礼・開店・移転・旅行・柱立てに吉、土を動かすことや蔵開きは凶。", "The day that raises all things, counted the best of the twelve: good for rites, weddings, openings, moving, travel and raising pillars; bad for digging and opening storehouses."],
  除: ["nozoku", "のぞく", [], "Remove", "障りを取り除く日。治療の始め・井戸掘り・祭祀・種まきに吉、婚礼や土を動かすことは凶。", "The day that clears obstacles away: good for starting medical treatment, digging wells, rites and sowing; bad for weddings and breaking ground."],
  満: ["mitsu", "みつ", [], "Full", "すべてが満ちる日。移転・婚礼・建築・祝い事・新しく始めることに吉、服薬は凶とされる。", "The day on which everything is full: good for moving, weddings, building, celebrations and new undertakings; taking medicine is said to be bad."],
  平: ["taira", "たいら", [], "Balance", "物事が平らかに収まる日。婚礼・旅行・相談事・柱立て・道の修理に吉、穴掘りや種まきは凶。", "The day on which things settle evenly: good for weddings, travel, talks, raising pillars and mending roads; bad for digging pits and sowing."],
  定: ["sadan", "さだん", [], "Settle", "善悪が定まる日。開店・婚礼・移転・建築・種まきに吉、旅行と訴訟は凶。", "The day on which good and bad are fixed: good for openings, weddings, moving, building and sowing; bad for travel and lawsuits."],
  執: ["toru", "とる", [], "Hold", "物事を執り行う日。祭祀・祝い事・造作・種まきに吉、金銭の出し入れは凶。", "The day for carrying things out: good for rites, celebrations, carpentry and sowing; bad for paying out or taking in money."],
  破: ["yaburu", "やぶる", [], "Break", "物事を突き破る日。訴訟・談判・漁猟に吉、祝い事や契約は凶。", "The day that breaks through: good for lawsuits, hard negotiation, fishing and hunting; bad for celebrations and contracts."],
  危: ["ayabu", "あやぶ", ["あやう", "あやふ"], "Danger", "物事を危ぶむ日で、万事控えめにすれば吉。とくに旅行や高い所での仕事は凶とされる。", "The day of caution: all goes well if kept modest, but travel and work at heights are especially unlucky."],
  成: ["naru", "なる", [], "Success", "物事が成就する日。新規の事業・建築・開店・婚礼に吉、訴訟や談判は凶。", "The day on which things come to fruition: good for new ventures, building, openings and weddings; bad for lawsuits and bargaining."],
  納: ["osan", "おさん", [], "Receive", "物を納め入れる日。収穫の取り入れや商品の購入に吉、婚礼や見合いは凶。", "The day for taking things in: good for bringing in harvests and buying goods; bad for weddings and marriage meetings."],
  開: ["hiraku", "ひらく", [], "Open", "開け通じる日。建築・移転・婚礼・開店に吉、葬儀など不浄のことは凶。", "The day on which ways open: good for building, moving, weddings and openings; bad for funerals and other impure matters."],
  閉: ["tozu", "とず", ["とづ"], "Close", "閉じ込める日。金銭の出納や墓を建てることに吉、棟上げ・婚礼・開店は凶。", "The day that shuts things in: good for handling money and building graves; bad for ridgepole raisings, weddings and openings."],
};

const TEXTS = Object.fromEntries(
  JUNICHOKU.map((label, i) => {
    const [id, kana, kana_alt, en, summary_ja, summary_en] = OFFICERS[label];
    return [label, { id, kana, kana_alt, en, summary_ja, summary_en, rule: rule(i), source: SOURCE } satisfies EntryText];
  }),
) as Record<Junichoku, EntryText>;

/** The twelve junichoku entries in JUNICHOKU order (建 first). */
export const JUNICHOKU_ENTRIES = fieldEntries("junichoku", JUNICHOKU, TEXTS);
