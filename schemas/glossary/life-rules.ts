/**
 * The glossary's texts of the rules of a life (calendar/life/rules.ts): what each decides, and each value's
 * meaning and source. Part of the glossary's `rules` section (schemas/glossary/rules.ts).
 */
import type { RuleText } from "./rule-text.ts";

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

/** The life rules' texts (calendar/life/rules.ts `LIFE_RULES`). */
export const LIFE_RULE_TEXTS: Readonly<Record<string, RuleText>> = {
  kazoe_turn: {
    label: "数え年の替わり目",
    en: "when a 数え age turns",
    summary_ja: "数え年（と厄年・年男年女）が一つ進む日。1月1日（正月）か立春か。",
    summary_en: "When a 数え age (and with it the 厄年 and 年男・年女) goes up: at 1 January (正月) or at 立春.",
    values: {
      jan1: [
        "1月1日（正月）に一つ加える。1873年より前の生まれは旧暦の正月",
        "At 1 January (正月); for a birth before 1873, at the 旧暦 正月",
        "mamada-hachiman.jp/yakuyoke; tosyoji.sakura.ne.jp/yakudoshi.html (正月になると年を重ねる); mutehachiman.or.jp/pray/yakuyoke/",
      ],
      risshun: [
        "立春に一つ加える。節分までの生まれは前年の生まれとして数える",
        "At 立春: a birth on or before 節分 counts in the year before",
        "myouken.or.jp; daijingu.net (厄年表, 節分までの生まれは前年)",
      ],
    },
  },
  yaku_61: {
    label: "六十一歳の厄年",
    en: "61 as a 厄年",
    summary_ja: "数え61歳（還暦）を男女の厄年とするか、前厄・後厄を置くか。",
    summary_en: "Whether 数え61 (還暦) is a 厄年 for both sexes, with or without 前厄 and 後厄.",
    values: {
      full: [
        "男女とも61歳を本厄とし、60歳前厄・62歳後厄",
        "61 is a 本厄 for both sexes, with 前厄 at 60 and 後厄 at 62",
        "mamada-hachiman.jp/yakuyoke (間々田八幡宮); kasuga-jinja.jp/visit-pray/chronology (春日神社); hachimansama.jp/prayer/yakuyoke (鳥飼八幡宮)",
      ],
      alone: ["61歳は本厄のみ（前厄・後厄なし）", "61 is a 本厄 alone, without 前厄 and 後厄", "oonominato.or.jp/?p=2912 (大野湊神社)"],
      none: [
        "61歳を厄年としない",
        "61 is not a 厄年",
        "narai-shizumejinja.com/yakuyokehousaiyoke/ (鎮神社: 男女共に六十歳は厄年と捉えず); taitenjin.com/custom2.html",
      ],
    },
  },
  yaku_37: {
    label: "女性三十七歳の厄年",
    en: "a woman's 37 as a 厄年",
    summary_ja: "女性の数え37歳を厄年とするか。",
    summary_en: "Whether a woman's 数え37 is a 厄年.",
    values: {
      kept: [
        "女性37歳を本厄とし、36歳前厄・38歳後厄",
        "A woman's 37 is a 本厄, with 前厄 at 36 and 後厄 at 38",
        "mamada-hachiman.jp/yakuyoke; kasuga-jinja.jp/visit-pray/chronology",
      ],
      none: ["女性37歳を厄年としない", "A woman's 37 is not a 厄年", "oonominato.or.jp/?p=2912 (大野湊神社)"],
    },
  },
  yaku_child: {
    label: "子どもの厄年",
    en: "a child's 厄年",
    summary_ja: "子どもの厄年（数え4歳）を挙げるか。",
    summary_en: "Whether a child's 厄年 (数え4) is listed.",
    values: {
      none: ["子どもの厄年を挙げない", "No child's 厄年", "mamada-hachiman.jp/yakuyoke; kasuga-jinja.jp/visit-pray/chronology"],
      kazoe4: [
        "男女とも数え4歳を本厄とし、3歳前厄・5歳後厄",
        "数え4 is a 本厄 for both sexes, with 前厄 at 3 and 後厄 at 5",
        "teramaru.com/hayami (城南宮の厄年表)",
      ],
    },
  },
  chouju_age: {
    label: "長寿祝いの年齢",
    en: "how the 長寿祝い ages are counted",
    summary_ja: "還暦・古希・喜寿などを数え年で祝うか満年齢で祝うか。",
    summary_en: "Whether 還暦, 古希, 喜寿 and the others are held by 数え年 or by 満年齢.",
    values: {
      kazoe: [
        "数え年：還暦は数え61（満60）、大還暦は数え121、他は数えでその歳",
        "By 数え年: 還暦 at 数え61 (満60), 大還暦 at 数え121, the others at their number",
        "yamada-heiando.jp/c/column/choju-list (数え年); taitenjin.com/custom2.html",
      ],
      man: [
        "満年齢：還暦は満60、大還暦は満120、他は満でその歳",
        "By 満年齢: 還暦 at 満60, 大還暦 at 満120, the others at their number",
        "yamada-heiando.jp/c/column/choju-list (満年齢); shinbun20.com/oiwai/chojyu/kotoshi (満)",
      ],
      kazoe_nominal: [
        "すべての歳を数字どおり数え年で：還暦も数え60",
        "Every age as its number by 数え年: 還暦 at 数え60 too",
        "shinbun20.com/oiwai/chojyu/kotoshi (数え年の列)",
      ],
    },
  },
  shichigosan_age: {
    label: "七五三の年齢",
    en: "how the 七五三 ages are counted",
    summary_ja: "七五三（3歳男女、5歳男子、7歳女子）を満年齢・数え年・学年のどれで数えるか。",
    summary_en: "Whether 七五三 (3 both, 5 boys, 7 girls) counts by 満年齢, 数え年 or the school year.",
    values: {
      man: ["その年に迎える満年齢", "The 満 age reached in the calendar year", "sugitahatimangu.jp/?p=401 (杉田八幡宮, 満年齢)"],
      kazoe: ["数え年", "By 数え年", "sugitahatimangu.jp/?p=401 (杉田八幡宮, 数え年)"],
      man_school: [
        "その年度（4月2日〜翌4月1日生まれ）に迎える満年齢",
        "The 満 age reached in the school year (births from 4月2日 to 4月1日)",
        "studiocalen.com/column/when (2025年度)",
      ],
    },
  },
};
