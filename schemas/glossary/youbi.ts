/** Glossary of `youbi` (曜日, the day of the week). Ids `mon`…`sun` (docs/interface.md#day-finder). */
import { YOUBI, type Youbi } from "../../calendar/names.ts";
import { fieldEntries, type EntryText } from "./entry.ts";

const SOURCE = "Gregorian calendar with ISO 8601 weekday numbering (1970-01-01, day 0, was a Thursday)";

/** One weekday: the ISO number, the celestial body it is named after, and the texts. */
function weekday(iso: number, id: string, kana: string, full: string, en: string, bodyJa: string, bodyEn: string): EntryText {
  return {
    id,
    kana,
    kana_alt: [full],
    en,
    summary_ja: `七曜の一つで、${bodyJa}にちなむ曜日。曜日そのものは暦注ではなく、日の吉凶を決めない。`,
    summary_en: `${en}, the day of the seven-day week named after ${bodyEn}; a weekday carries no fortune of its own in the almanac.`,
    rule: `ISO 8601 weekday ${iso} of the JST civil date`,
    source: SOURCE,
  };
}

const TEXTS: Record<Youbi, EntryText> = {
  月: weekday(1, "mon", "げつ", "げつようび", "Monday", "月（太陰）", "the Moon"),
  火: weekday(2, "tue", "か", "かようび", "Tuesday", "火星", "Mars (the fire star)"),
  水: weekday(3, "wed", "すい", "すいようび", "Wednesday", "水星", "Mercury (the water star)"),
  木: weekday(4, "thu", "もく", "もくようび", "Thursday", "木星", "Jupiter (the wood star)"),
  金: weekday(5, "fri", "きん", "きんようび", "Friday", "金星", "Venus (the metal star)"),
  土: weekday(6, "sat", "ど", "どようび", "Saturday", "土星", "Saturn (the earth star)"),
  日: weekday(7, "sun", "にち", "にちようび", "Sunday", "日（太陽）", "the Sun"),
};

/** The seven weekday entries, Monday first (YOUBI order). */
export const YOUBI_ENTRIES = fieldEntries("youbi", YOUBI, TEXTS);
