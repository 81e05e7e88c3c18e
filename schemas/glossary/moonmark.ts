/** Glossary of `moonmark` (月相): 新月 and 満月; an ordinary day's "" has no entry (docs/glossary.md). */
import { MOONMARK, type Moonmark } from "../../calendar/names.ts";
import { CIVIL_DAY, fieldEntries, type EntryText } from "./entry.ts";

/** The moon marks that name something (every value but ""). */
export const MOONMARK_LABELS = MOONMARK.filter((m): m is Exclude<Moonmark, ""> => m !== "");

const SOURCE = "NAOJ 暦要項 definitions of 朔 and 望 (apparent longitudes of the Moon and the Sun), computed with astronomy-engine";

const TEXTS: Record<Exclude<Moonmark, "">, EntryText> = {
  新月: {
    id: "shingetsu",
    kana: "しんげつ",
    en: "New moon",
    summary_ja: "月と太陽が同じ方向に並ぶ朔の日で、月は見えない。旧暦ではこの日が月の一日（ついたち）になる。吉凶の暦注ではない。",
    summary_en:
      "The day of conjunction, when the Moon stands with the Sun and cannot be seen; in the old lunar calendar it is the first day of the month. Not a fortune mark.",
    rule: `${CIVIL_DAY} that contains the instant the Moon's apparent longitude equals the Sun's (朔)`,
    source: SOURCE,
  },
  満月: {
    id: "mangetsu",
    kana: "まんげつ",
    en: "Full moon",
    summary_ja: "月が太陽の反対側に来て丸く輝く望の日。旧暦ではおおむね十五日前後で、月見の目安になる。吉凶の暦注ではない。",
    summary_en:
      "The day of opposition, when the Moon faces the Sun and shines round; it falls near the 15th of a lunar month and guides moon viewing. Not a fortune mark.",
    rule: `${CIVIL_DAY} that contains the instant the Moon's apparent longitude is 180° from the Sun's (望)`,
    source: SOURCE,
  },
};

/** The two moonmark entries (新月, 満月). */
export const MOONMARK_ENTRIES = fieldEntries("moonmark", MOONMARK_LABELS, TEXTS);
