/** Glossary of `tide` (潮名, the conventional name of the day's tide by the 旧暦 day; docs/calendar.md §16.5). */
import { TIDE_NAMES, type Tide } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

const SOURCE =
  "海上保安庁 海洋情報部 (kaiho.mlit.go.jp, JODC 潮名 FAQ and 第五管区 FAQ); 日本水路協会 MIRC (mirc.jha.jp, 用語の説明): by the 旧暦 day";

/** The rule: the 旧暦 days of the name. */
const rule = (days: string): string => `旧暦 day ${days} (a leap month's days as any month's)`;

// prettier-ignore
const TEXTS: Record<Tide, EntryText> = {
  大潮: {
    id: "oshio",
    kana: "おおしお",
    en: "Spring tide (ōshio)",
    summary_ja: "新月と満月のころ、太陽と月の引力が重なって干満の差が最も大きくなる潮。潮がよく動き、釣りや潮干狩りによいとされる。",
    summary_en: "Around new and full moon the pulls of the Sun and Moon add up and the range between high and low water is greatest; the water moves well, which anglers and shellfish gatherers favour.",
    rule: rule("1–2, 14–17, 29–30"),
    source: SOURCE,
  },
  中潮: {
    id: "nakashio",
    kana: "なかしお",
    en: "Middle tide (nakashio)",
    summary_ja: "大潮と小潮の間の、干満の差が中ほどの潮。大潮の前後に続く。",
    summary_en: "The tide between spring and neap, with a middling range, on the days before and after a spring tide.",
    rule: rule("3–6, 12–13, 18–21, 27–28"),
    source: SOURCE,
  },
  小潮: {
    id: "koshio",
    kana: "こしお",
    en: "Neap tide (koshio)",
    summary_ja: "上弦・下弦のころ、太陽と月の引力が打ち消し合って干満の差が小さくなる潮。",
    summary_en: "Around the first and last quarter the pulls of the Sun and Moon partly cancel and the range between high and low water is small.",
    rule: rule("7–9, 22–24"),
    source: SOURCE,
  },
  長潮: {
    id: "nagashio",
    kana: "ながしお",
    en: "Long tide (nagashio)",
    summary_ja: "小潮の終わりの、干満の差がいちばん小さく満ち引きがゆるやかで、潮が長々と続くように見える日。",
    summary_en: "The end of the neaps, when the range is smallest and the water rises and falls so slowly that the tide seems to drag on.",
    rule: rule("10, 25"),
    source: SOURCE,
  },
  若潮: {
    id: "wakashio",
    kana: "わかしお",
    en: "Young tide (wakashio)",
    summary_ja: "長潮の翌日、干満の差がふたたび大きくなり始める日で、潮が若返るという意味の名。",
    summary_en: "The day after the long tide, when the range starts to grow again: the tide is said to become young.",
    rule: rule("11, 26"),
    source: SOURCE,
  },
};

/** The five tide entries in TIDE_NAMES order (大潮 first). */
export const TIDE_ENTRIES = fieldEntries("tide", TIDE_NAMES, TEXTS);
