/**
 * Glossary of `rokuyou_hours` (六曜の時間帯): the good and bad hours of each 六曜 as almanacs print them. The
 * entries are derived from the spans the generator writes (calendar/notes/rokuyou-hours.ts), so the two cannot disagree;
 * the labels, readings and ids are the 六曜 entries' own.
 */
import { ROKUYOU_HOURS } from "../../calendar/notes/rokuyou-hours.ts";
import { ROKUYOU, type Rokuyou } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";
import { ROKUYOU_ENTRIES } from "./rokuyou.ts";

const SOURCE =
  "六曜の吉凶 as rokuyo.biz and sinokoma.labart.jp/glossary/six_week.html print them (先勝 午前吉・午後凶; 友引 朝夕吉・正午凶; 先負 午前凶・午後吉; 仏滅 終日凶; 大安 終日吉; 赤口 午の刻（午前11時–午後1時）のみ吉)";

/** What almanacs say of each 六曜's hours, in Japanese and English. */
const SAYINGS: Readonly<Record<Rokuyou, { ja: string; en: string }>> = {
  大安: { ja: "終日吉。", en: "Good all day." },
  赤口: {
    ja: "正午（午の刻、11時–13時）のみ吉、朝と夕は凶。",
    en: "Good only at noon (the hour of the horse, 11:00 to 13:00); bad morning and evening.",
  },
  先勝: { ja: "午前は吉、午後は凶。", en: "Good in the morning, bad in the afternoon." },
  友引: {
    ja: "朝と夕は吉、正午（午の刻、11時–13時）は凶。",
    en: "Good morning and evening, bad at noon (the hour of the horse, 11:00 to 13:00).",
  },
  先負: { ja: "午前は凶、午後は吉。", en: "Bad in the morning, good in the afternoon." },
  仏滅: { ja: "終日凶。", en: "Bad all day." },
};

/** The spans as one line: `00:00–12:00 吉, 12:00–24:00 凶`. */
const spansLine = (r: Rokuyou): string => ROKUYOU_HOURS[r].map((s) => `${s.from}–${s.to} ${s.luck}`).join(", ");

const TEXTS = Object.fromEntries(
  ROKUYOU.map((r) => {
    const entry = ROKUYOU_ENTRIES.find((e) => e.label === r)!;
    const text: EntryText = {
      id: `${entry.id}-hours`,
      kana: entry.kana,
      kana_alt: entry.kana_alt,
      en: `Hours of ${entry.en}`,
      summary_ja: `${r}の時間帯の吉凶: ${SAYINGS[r].ja}`,
      summary_en: `The hours of ${entry.en}: ${SAYINGS[r].en}`,
      rule: `rokuyou_hours on a ${r} day (JST, from inclusive, to exclusive): ${spansLine(r)}`,
      source: SOURCE,
    };
    return [r, text];
  }),
) as Record<Rokuyou, EntryText>;

/** The six rokuyou_hours entries in ROKUYOU order. */
export const ROKUYOU_HOURS_ENTRIES = fieldEntries("rokuyou_hours", ROKUYOU, TEXTS);
