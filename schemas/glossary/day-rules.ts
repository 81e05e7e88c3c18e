/**
 * The glossary's entries of the day record's rules (calendar/notes/rules.ts `DAY_RULES`): what each
 * rule decides, and each value's meaning and source. Keyed by the registry's ids and values, so a
 * rule or value without its text fails the type check. Part of the glossary's `rules` section.
 */
import type { RuleValue } from "../../calendar/rules.ts";
import type { DAY_RULES } from "../../calendar/notes/rules.ts";

/** One value of a rule: what it does, and the almanac, page or file it comes from. */
export interface RuleValueText {
  readonly meaning_ja: string;
  readonly meaning_en: string;
  readonly source: string;
}

/** One rule's entry: its label, what it decides, and the text of every value. */
export interface DayRuleEntry<K extends DayRuleId> {
  readonly id: K;
  readonly label: string;
  readonly en: string;
  readonly decides_ja: string;
  readonly decides_en: string;
  readonly values: { readonly [V in RuleValue<K>]: RuleValueText };
}

/** The day rules' ids, as the registry declares them (calendar/notes/rules.ts). */
export type DayRuleId = (typeof DAY_RULES)[number]["id"];

/** The entries of the day rules, in registry order. */
export const DAY_RULE_ENTRIES: readonly [
  DayRuleEntry<"daimyo">,
  DayRuleEntry<"shanichi">,
  DayRuleEntry<"jippoukure">,
  DayRuleEntry<"kyusei_day">,
] = [
  {
    id: "daimyo",
    label: "大明日",
    en: "Great Brightness days",
    decides_ja: "大明日とする干支の一覧（25日か21日か）",
    decides_en: "which day stem-branches are 大明日: the 25-day list or the 21-day list",
    values: {
      25: {
        meaning_ja: "25日: 21日の一覧に己巳・庚午・丁未・戊午を加えたもの（既定）",
        meaning_en: "the 25-day list: the 21 days plus 己巳, 庚午, 丁未 and 戊午 (default)",
        source: "tsupo/tamo tamo_func.c daiMyouNichi (github.com/tsupo/tamo)",
      },
      21: {
        meaning_ja: "21日: 己巳・庚午・丁未・戊午を含まない",
        meaning_en: "the 21-day list, without 己巳, 庚午, 丁未 and 戊午",
        source: "suchowan/when_exe lib/when_exe/region/japanese/residues.rb, 仮名暦 大明 (github.com/suchowan/when_exe)",
      },
    },
  },
  {
    id: "shanichi",
    label: "社日",
    en: "Earth God days",
    decides_ja: "春秋の社日とする戊の日",
    decides_en: "which 戊 day is the spring and autumn 社日",
    values: {
      noon: {
        meaning_ja: "春分・秋分に最も近い戊の日。春分・秋分が癸の日なら、その瞬間が正午前は前の戊、正午以後は後の戊（既定）",
        meaning_en:
          "the 戊 day nearest the equinox day; on a 癸 equinox day the earlier 戊 if the equinox is before noon JST, else the later (default)",
        source:
          "国立天文台 暦Wiki「雑節とは？」(eco.mtk.nao.ac.jp/koyomi/wiki/B5A8C0E12FBBA8C0E1A4C8A4CFA1A9.html): 明治14年暦以後; arachne.jp/blog",
      },
      earlier: {
        meaning_ja: "春分・秋分に最も近い戊の日。春分・秋分が癸の日なら常に前の戊",
        meaning_en: "the 戊 day nearest the equinox day; on a 癸 equinox day always the earlier 戊",
        source:
          "国立天文台 暦Wiki「雑節とは？」: 貞享暦から明治7年暦まで; suchowan/when_exe notes.rb 社; 894ke.com/wp/?p=1832 (2019-09-18)",
      },
      fifth: {
        meaning_ja: "立春（春社）・立秋（秋社）から数えて五番目の戊の日（その日が戊なら一番目）",
        meaning_en: "the fifth 戊 day counting from 立春 (spring) and 立秋 (autumn), that day included",
        source:
          "6tail/lunar-javascript lunar.js getOtherFestivals 春社・秋社 (github.com/6tail/lunar-javascript); 3130.com.cn/796064.html (2023-09-17)",
      },
    },
  },
  {
    id: "jippoukure",
    label: "十方暮",
    en: "ten-directions darkness",
    decides_ja: "十方暮の日（間日を除くか）",
    decides_en: "which days of 甲申 … 癸巳 are 十方暮: all ten, or without its 間日",
    values: {
      "10days": {
        meaning_ja: "甲申から癸巳までの10日すべて（既定）",
        meaning_en: "all ten days 甲申 … 癸巳 (default)",
        source: "tsupo/tamo tamo_wareki.c checkEto; takanohakusan.jp/blog/article/3756/",
      },
      mabi: {
        meaning_ja: "間日の丙戌・己丑を除く8日（間日には十方暮を付けない）",
        meaning_en: "the eight days without the 間日 丙戌 and 己丑, which hold no 十方暮",
        source: "ffortune.net/calen/calen/yomi99/yomi063.htm (丙戌・己丑 間日)",
      },
    },
  },
  {
    id: "kyusei_day",
    label: "日家九星",
    en: "day star",
    decides_ja: "日家九星の陰遁・陽遁の切り替えと閏の置き方",
    decides_en: "where the day stars turn between ascending and descending, and how the 60 surplus days (閏) are absorbed",
    values: {
      koyomi8: {
        meaning_ja: "冬至・夏至に近い甲子で切り替え、240日の半期は210日目の甲午で前日の星を繰り返して切り替える（既定）",
        meaning_en:
          "switch at the 甲子 nearest each solstice; a 240-day half turns at its 甲午 210 days in, repeating the previous day's star (default)",
        source: "こよみのページ koyomi8.com/sub/9sei.htm (variant A); 『暦日大鑑』 via suchowan/when_exe residues.rb for 2018–2032",
      },
      tyme4ts: {
        meaning_ja: "閏なし: 冬至の甲子から一白で陽遁、夏至の甲子から陰遁（次の冬至の甲子の前日が一白になるよう逆算）",
        meaning_en:
          "no 閏: ascending from the winter 甲子 with 一白; descending from the summer 甲子, counted back so that the eve of the next winter 甲子 is 一白",
        source: "6tail/tyme4ts lib/index.ts SolarDay.getNineStar (github.com/6tail/tyme4ts, 1.4.4–1.5.2)",
      },
      tamo: {
        meaning_ja: "冬至に最も近い甲子から一白で陽遁、その180日後から九紫で陰遁（夏至は見ない）",
        meaning_en:
          "ascending from the 甲子 nearest the winter solstice with 一白, descending 180 days later with 九紫; the summer solstice is not used",
        source: "tsupo/tamo tamo_wareki.c kyusei() (github.com/tsupo/tamo)",
      },
      kogo_near: {
        meaning_ja: "冬至・夏至が癸巳・甲午・乙未ならその甲午で切り替え（陽遁は七赤、陰遁は三碧から）、ほかは最も近い甲子で",
        meaning_en:
          "a solstice on 癸巳, 甲午 or 乙未 switches at that 甲午 (七赤 ascending, 三碧 descending); any other at its nearest 甲子",
        source:
          "tsupo/tamo tamo_wareki.c, comment of kyusei() (冬至・夏至の前後1日以内に甲午がある場合); shibiroom.com/archives/52127071.html",
      },
    },
  },
];
