/**
 * The glossary's texts of the rules of a life (calendar/life/rules.ts): what each decides, and each value's
 * meaning and source. Part of the glossary's `rules` section (schemas/glossary/rules.ts).
 */
import type { RuleText } from "./rules.ts";

/** The memorial rules' texts (calendar/life/rules.ts `MEMORIAL_RULES`). */
export const MEMORIAL_RULE_TEXTS: Readonly<Record<string, RuleText>> = {
  chuin: {
    label: "中陰の数え方",
    en: "how the 中陰 days are counted",
    summary_ja: "初七日から七七日（四十九日）・百箇日までを、亡くなった日を1日目として数えるか、前日（逮夜）から数えるか。",
    summary_en: "Whether 初七日 … 七七日 (四十九日) and 百箇日 count the day of death as day 1, or start the day before (逮夜).",
    values: {
      day: [
        "亡くなった日を1日目とする（初七日は6日後、四十九日は48日後）。関東など多くの地域",
        "The day of death is day 1: 初七日 six days after it, 四十九日 48 days after it (most regions, 関東)",
        "okuribi.com 「四十九日までの数え方」; memoriae.jp/guide/words/sa/syonanuka; hotarusou.com/kibiki.html",
      ],
      eve: [
        "亡くなった前日から数える（各忌日の逮夜、1日早い）。関西で多い",
        "Counted from the day before the death (each day's 逮夜, one day earlier), as often in 関西",
        "yeohoo.com/sougi/a80.html quoting 葬儀大事典 (鎌倉新書); hotarusou.com/kibiki.html",
      ],
    },
  },
  nenki_set: {
    label: "営む年忌",
    en: "which yearly memorials are listed",
    summary_ja: "年忌（一周忌から五十回忌まで）のうち、どれを挙げるか。",
    summary_en: "Which of the yearly memorials (一周忌 to 五十回忌) an answer lists.",
    values: {
      all: [
        "早見表に載るすべて（二十五回忌・三十七回忌を含む）。一般的なものに common: true",
        "Every one the tables list (二十五回忌 and 三十七回忌 included), the common set marked common: true",
        "sogi.ne.jp/hyo/kaiki-hoyo.html; kameizan.com/houyou/houyou.html; hirarei.jp/anniversary",
      ],
      common: [
        "一般的なもの：一周忌・三・七・十三・十七・二十三・二十七・三十三・五十回忌",
        "The common set: 一周忌, 三, 七, 十三, 十七, 二十三, 二十七, 三十三 and 五十回忌",
        "sogi.ne.jp/hyo/kaiki-hoyo.html; kawanami-k.com/houyou/; lct.co.jp/information/column2/; kameizan.com/houyou/houyou.html",
      ],
      with25: [
        "二十三回忌・二十七回忌に代えて二十五回忌を営む寺院の数え方",
        "二十五回忌 in place of 二十三回忌 and 二十七回忌, as some temples keep them",
        "jyoudoshinshu-syouenji.jp/menu/699646; sairaiji.com/hp/?p=57",
      ],
    },
  },
  leap_death_day: {
    label: "2月29日の命日",
    en: "a 29 February death in a common year",
    summary_ja: "2月29日に亡くなった方の、平年の祥月命日と年忌の日。",
    summary_en: "The day of the 祥月命日 and the 年忌 of a 29 February death in a common year.",
    values: {
      feb28: [
        "平年は2月28日",
        "28 February in a common year",
        "osohshiki.jp/column/article/2189/; shimadayahonten.com/sp/knowledge/after/meiniti29.html",
      ],
      mar1: ["平年は3月1日", "1 March in a common year", "shimadayahonten.com/sp/knowledge/after/meiniti29.html (3月1日も間違いではない)"],
    },
  },
  month_end: {
    label: "月末を越える月命日",
    en: "a 月命日 on a day the month lacks",
    summary_ja: "31日などに亡くなった方の、その日がない月の月命日。",
    summary_en: "The 月命日 of a month without the day of death (a 31st in a 30-day month, 29–31 in February).",
    values: {
      last: [
        "その月の末日",
        "the month's last day",
        "nana7chan.com/passing-anniversary (5月31日 → 6月30日); shimadayahonten.com/sp/knowledge/after/meiniti29.html",
      ],
      skip: ["その月は月命日なし", "no 月命日 that month", "chigai-hikaku.com/?p=59529"],
    },
  },
  old_death: {
    label: "明治5年以前の命日",
    en: "a death before 1873, remembered from 1873",
    summary_ja: "旧暦時代（明治5年12月2日まで）の没年月日の、明治6年以降の回忌と祥月命日。明治5年以前の回忌はどちらも旧暦の月日。",
    summary_en:
      "The 回忌 and 祥月命日 from 1873 of a death while the 旧暦 was in force (to 明治5年12月2日); before 1873 both keep the 旧暦 month and day.",
    values: {
      wareki: [
        "和暦基準：旧暦の月日の数字を新暦で読み、年は和暦（旧暦）の没年から数える",
        "和暦基準: the 旧暦 month and day numbers read on the new calendar, the years counted from the 旧暦 year of death",
        "ganges.pro/goen/help/年忌表 (和暦基準)",
      ],
      seireki: [
        "西暦基準：没年月日を西暦（グレゴリオ暦）に換算した月日、年は西暦の没年から数える",
        "西暦基準: the death's Gregorian date, the years counted from its Gregorian year",
        "ganges.pro/goen/help2 「西暦基準の年忌計算」 (例1 慶応元年閏5月1日, 例2 慶応元年12月1日)",
      ],
    },
  },
};
