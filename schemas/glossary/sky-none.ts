/**
 * Glossary of `sky_none`: why a point's record has no time for an event (`null`), the values of `sky.none`
 * (docs/interface.md#places, docs/calendar.md §15.1). Keyed by calendar/astronomy/point-sky.ts's `NoEventReason`,
 * so a reason cannot exist without its entry; a record names the reason by the entry's id, as it names its periods.
 * The entries' short labels are also the calendar feed's words for a day without a sunrise or a sunset
 * (schemas/feed.ts FEED_SUN_WORDS): one spelling.
 */
import type { NoEventReason } from "../../calendar/astronomy/point-sky.ts";
import { entryOf, type EntryText, type GlossaryEntry } from "./entry.ts";

/** How the glossary's rules name the day: the record's civil day, in JST or the zone of `tz=`. */
const DAY = "the record's civil day [00:00 − 30 s, 24:00 − 30 s) in JST or the zone of tz= (docs/calendar.md §15.1)";

/** 白夜 and 極夜: two pages that define both (the Sun not setting, not rising, all day). */
const POLAR_SOURCE =
  "名古屋大学 宇宙地球環境研究所「5. 白夜と極夜はどんな夜?」(www.isee.nagoya-u.ac.jp/50naze/kyokuchi/5.html); しらせ Q&A「昭和基地では白夜(びゃくや)はあるの?」(shirase100.jp/q_a/q_a_a6.html)";

// prettier-ignore
/** Each reason's Japanese label (the feed's word too) and text, in NoEventReason order. */
const TEXTS: Readonly<Record<NoEventReason, readonly [label: string, text: EntryText]>> = {
  always_above: ["沈まない", {
    id: "always-above",
    kana: "しずまない",
    en: "Up all day",
    summary_ja: "太陽や月がその日一日中、その現象の高度より上にあって時刻がない。日の出入りなら白夜（びゃくや：太陽が沈まない日）、薄明や明六ツなら太陽がその深さまで沈まない夜（本来の意味の白夜）。",
    summary_en: "The body stays above the event's altitude the whole day, so there is no time: for sunrise and sunset the midnight sun (polar day); for a twilight or 明六ツ, a white night in which the Sun never sinks that low.",
    rule: `the body's altitude stays above the event's altitude (the horizon's −35′08″ and the dip, or the twilight's depression) throughout ${DAY}, sampled hourly and at both meridian crossings`,
    source: POLAR_SOURCE,
  }],
  always_below: ["昇らない", {
    id: "always-below",
    kana: "のぼらない",
    en: "Down all day",
    summary_ja: "太陽や月がその日一日中、その現象の高度より下にあって時刻がない。日の出入りなら極夜（きょくや：太陽が昇らない日）、薄明なら太陽がその高さまで昇らない日。",
    summary_en: "The body stays below the event's altitude the whole day, so there is no time: for sunrise and sunset the polar night; for a twilight, a day on which the Sun never climbs that high.",
    rule: `the body's altitude stays below the event's altitude throughout ${DAY}, sampled hourly and at both meridian crossings`,
    source: POLAR_SOURCE,
  }],
  no_event: ["この日は起こらない", {
    id: "no-event",
    kana: "このひはおこらない",
    en: "Not on this day",
    summary_ja: "天体は地平線などを横切るが、その向きの通過がこの日付の中にない。月の出入りや南中は毎日約50分遅れるため、月に一度ほど日付をまたいで時刻のない日ができる（前日や翌日にはある）。",
    summary_en: "The body does cross, but not in that direction within this date: moonrise, moonset and the Moon's transit come about 50 minutes later each day, so about once a month one passes midnight and a day has none (the days around it do).",
    rule: `the body crosses the event's altitude, but not in the event's direction, within ${DAY} (for a transit: no meridian crossing that day)`,
    source:
      "国立天文台 暦計算室, 月の出入りは難しい? (eco.mtk.nao.ac.jp/koyomi/faq/riseset.html: 月の出がない日は --:--, 月の入りや南中も同じ); 理科年表オフィシャルサイト, 暦部「月」「太陽と月の出入・南中推算表」 (official.rikanenpyo.jp/posts/6103: 月出の時刻のない日)",
  }],
};

/** The reasons in glossary order. */
const REASONS = Object.keys(TEXTS) as NoEventReason[];

/** The id a record's `sky.none` names each reason by (`always-above`, `always-below`, `no-event`). */
export const SKY_NONE_IDS: Readonly<Record<NoEventReason, string>> = Object.fromEntries(
  REASONS.map((reason) => [reason, TEXTS[reason][1].id]),
) as Record<NoEventReason, string>;

/** The three sky_none entries (沈まない, 昇らない, この日は起こらない). */
export const SKY_NONE_ENTRIES: GlossaryEntry[] = REASONS.map((reason) => entryOf(...TEXTS[reason]));

/** Each reason's short words, the entry's label and English name: the feed's reason for a day without a sunrise or sunset. */
export const SKY_NONE_WORDS: Readonly<Record<NoEventReason, { readonly ja: string; readonly en: string }>> = Object.fromEntries(
  REASONS.map((reason) => [reason, { ja: TEXTS[reason][0], en: TEXTS[reason][1].en }]),
) as Record<NoEventReason, { ja: string; en: string }>;
