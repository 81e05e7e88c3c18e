/**
 * Calendar subscriptions (暦の購読, docs/interface.md#calendar-subscriptions): the parameters of `GET /gw/calendar.ics`,
 * the plan limits of a feed, and the solar-term instants file the generator writes for it. One
 * source for the edge (edge-rules/feed/), the generator and the OpenAPI document.
 */
import { z } from "zod";
import { LANGS } from "../calendar/names.ts";
import type { Plan } from "./plans.ts";
import { WAREKI_FIRST_DATE, WAREKI_LAST_DATE } from "../calendar/wareki/coverage.ts";
import type { NoEventReason } from "../calendar/astronomy/point-sky.ts";
import { SKY_NONE_WORDS } from "./glossary/sky-none.ts";

export { solarTermsFilePath } from "./files/layout.ts";

/** The path of the feed (pretty path only: calendar apps subscribe to a URL ending in `.ics`). */
export const FEED_PATH = "/gw/calendar.ics";

/**
 * `include` items: national holidays, 六曜 (every day), 二十四節気 (with the instant), 雑節 (the notes of kind
 * `seasonal`), 新月/満月, 七十二候 (the first day of each), on each 節分 the 恵方 of the year that begins at 立春 the
 * next day (the direction of 恵方巻), all Lite; and `sun`, each day's sunrise and sunset at the feed's place (Pro:
 * {@link FEED_PRO_ITEMS}).
 */
export const FEED_ITEMS = ["holiday", "rokuyou", "sekki", "zassetsu", "moon", "kou72", "eho", "sun"] as const;
export type FeedItem = (typeof FEED_ITEMS)[number];

/** The items that need a Pro plan (403 PLAN_REQUIRED on Lite): `sun`, the Pro fields `sun` of the day records. */
export const FEED_PRO_ITEMS: readonly FeedItem[] = ["sun"];

/** The items the feed's `place`, `elev` and `tz` apply to: without one of them those are checked and change nothing. */
export const FEED_PLACE_ITEMS: readonly FeedItem[] = ["sun"];

/**
 * What each item is called: `label`, the Japanese name `include` also accepts (docs/interface.md#calendar-subscriptions),
 * and `en`, the English words of an English feed's calendar name and of the landing page's feed builder.
 */
export const FEED_ITEM_NAMES: Readonly<Record<FeedItem, { readonly label: string; readonly en: string }>> = {
  holiday: { label: "祝日", en: "national holidays" },
  rokuyou: { label: "六曜", en: "six-day cycle (rokuyō)" },
  sekki: { label: "二十四節気", en: "24 solar terms" },
  zassetsu: { label: "雑節", en: "seasonal days" },
  moon: { label: "朔望", en: "new and full moon" },
  kou72: { label: "七十二候", en: "72 micro-seasons" },
  eho: { label: "恵方", en: "lucky direction (ehō)" },
  sun: { label: "日の出入り", en: "sunrise and sunset" },
};

/** Each reason's words in `lang`: the glossary's sky_none label (ja) or English name (en). */
function reasonWords(lang: "ja" | "en"): Readonly<Record<NoEventReason, string>> {
  const w = SKY_NONE_WORDS;
  return { always_above: w.always_above[lang], always_below: w.always_below[lang], no_event: w.no_event[lang] };
}

/**
 * The words of a `sun` event (docs/interface.md#calendar-subscriptions): its SUMMARY names each event with its time
 * (`日の出 6:51 日の入り 16:28`, `Sunrise 6:51 Sunset 16:28`), or says there is none and why (`日の出なし（沈まない）`,
 * `No sunrise (up all day)`), by the reason calendar/astronomy/point-sky.ts names (`NoEventReason`): the Sun above the
 * horizon all day (the polar day), below it all day (the polar night), or crossing it only the other way that day. The
 * reasons' words are the glossary's `sky_none` entries (their label and English name), the words of a record's `sky.none`.
 */
export const FEED_SUN_WORDS = {
  ja: {
    rise: "日の出",
    set: "日の入り",
    none: (event: string, reason: string) => `${event}なし（${reason}）`,
    reasons: reasonWords("ja"),
  },
  en: {
    rise: "Sunrise",
    set: "Sunset",
    none: (event: string, reason: string) => `No ${event.toLowerCase()} (${reason.toLowerCase()})`,
    reasons: reasonWords("en"),
  },
} as const satisfies Record<(typeof LANGS)[number], unknown>;

/** SUMMARY and DESCRIPTION language. */
export const FEED_LANGS = LANGS;
export type FeedLang = (typeof FEED_LANGS)[number];

/** `years`: one year or an inclusive span `YYYY-YYYY`. */
export const FEED_YEARS_PATTERN = /^([0-9]{4})(?:-([0-9]{4}))?$/;

/** The most years one feed may span, per plan (docs/interface.md#calendar-subscriptions: 3 Lite, 11 Pro). */
export const FEED_MAX_YEARS: Readonly<Record<Plan, number>> = { lite: 3, pro: 11, ultra: 11 };

/**
 * The most VEVENTs one feed may hold; a feed that would hold more is 400 FEED_TOO_LARGE (docs/interface.md
 * §Calendar subscriptions). 11 years of 六曜 (4,018 events, 1.4 MB) fit; at about 400 bytes an event the
 * largest allowed feed is about 2 MB (Apple Calendar, Outlook and Thunderbird read it; Google Calendar is
 * reported to drop events beyond about 1 MB or 1,100 events, so the docs advise smaller feeds for it).
 */
export const FEED_MAX_EVENTS = 5_000;

/**
 * Feeds built at the same time per handler (the rest wait, first come first served): builds share
 * the event loop, so more at once only holds more memory.
 */
export const FEED_MAX_BUILDS = 2;

/** Feed requests that may wait for a build slot; one more is 503 SERVICE_BUSY with Retry-After. */
export const FEED_MAX_WAITING = 16;

/** `Retry-After` of a 503 SERVICE_BUSY, seconds: about what the builds ahead of it take. */
export const FEED_BUSY_RETRY_S = 5;

/**
 * The default window, in months relative to the current JST month: from the first day of the
 * previous month through the last day of the month 12 months ahead (clipped to the coverage).
 */
export const FEED_WINDOW_MONTHS = { before: 1, after: 12 } as const;

/** `include`: comma-separated items. */
export const FeedIncludeParam = z
  .string()
  .regex(new RegExp(`^(${FEED_ITEMS.join("|")})(,(${FEED_ITEMS.join("|")}))*$`))
  .describe(
    `comma-separated items: ${FEED_ITEMS.join(", ")} (zassetsu = the seasonal notes, 雑節; eho = on 節分, the 恵方 of the year beginning at 立春 the next day; sun = each day's sunrise and sunset at place, Pro; the others Lite)`,
  );

/** `notes`: comma-separated note ids or labels (Pro). */
export const FeedNotesParam = z
  .string()
  .min(1)
  .describe("Pro: comma-separated note ids or labels (glossary notes); one event per note on each day that has it");

/** `purpose`: one purpose id or label (Pro). */
export const FeedPurposeParam = z
  .string()
  .min(1)
  .describe("Pro: one purpose id (glossary purposes); the days /gw/find returns for it, one event each, the score in the summary");

/** `years`. */
export const FeedYearsParam = z
  .string()
  .regex(FEED_YEARS_PATTERN)
  .describe(
    `YYYY or YYYY-YYYY, at most ${FEED_MAX_YEARS.lite} years (Lite) or ${FEED_MAX_YEARS.pro} (Pro); default: from the first day of the previous JST month through ${FEED_WINDOW_MONTHS.after} months ahead, clipped to the coverage`,
  );

/**
 * Feeds of one life's days (docs/interface.md#calendar-subscriptions), each named by the parameter that gives its day:
 * `memorial` (a day of death: its 法要 and 命日), `lunar_birthday` (a day of birth: its 旧暦 birthdays). Recurrences an
 * app cannot write itself: RRULE counts Gregorian days, and no rule counts 旧暦 months.
 */
export const FEED_LIVES = ["memorial", "lunar_birthday"] as const;
export type FeedLife = (typeof FEED_LIVES)[number];

/** The days a life feed's date may name: the 旧暦 table's (docs/calendar.md §14). */
export const FEED_LIFE_DATES = { from: WAREKI_FIRST_DATE, to: WAREKI_LAST_DATE } as const;

/** The parameters that make a feed of the calendar's days; a life feed takes none of them. */
export const FEED_DAY_PARAMS = ["include", "notes", "purpose", "min_score"] as const;

/** `memorial`: a day of death. */
export const FeedMemorialParam = z
  .string()
  .min(1)
  .describe(
    `a day of death, YYYY-MM-DD (Gregorian) or a 和暦 date as GET /gw/memorial/{death} takes it, ${FEED_LIFE_DATES.from} to ${FEED_LIFE_DATES.to}: one event per 中陰 day, 百箇日, 年忌 (rules nenki_set), 祥月命日 and 月命日 in the window`,
  );

/** `lunar_birthday`: a day of birth. */
export const FeedLunarBirthdayParam = z
  .string()
  .min(1)
  .describe(
    `a day of birth, YYYY-MM-DD (Gregorian) or a 和暦 date, ${FEED_LIFE_DATES.from} to ${FEED_LIFE_DATES.to}: one event on each return of its 旧暦 month and day in the window (a 閏月 on the ordinary month, a 30th in a 29-day month on the 29th)`,
  );

/** `lang`. */
export const FeedLangParam = z.enum(FEED_LANGS).describe("ja (default) or en: the language of SUMMARY and DESCRIPTION");

/**
 * One solar-term crossing: the Sun's apparent longitude reaching a multiple of 5° (節気 at
 * multiples of 15°, 候 at every 5°). `jst` is the instant in JST to the minute (truncated), `day`
 * the JST date that holds it (the day records' sekki and kou72 change on that day).
 */
export const SolarTerm = z.strictObject({
  longitude: z.number().int().min(0).max(355).multipleOf(5).describe("solar longitude, degrees"),
  day: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
    .describe("the JST date of the instant"),
  jst: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$/)
    .describe("the instant, JST wall time to the minute"),
});
export type SolarTerm = z.infer<typeof SolarTerm>;

/** A year's file: the crossings whose JST date lies in that year, in time order. */
export const SolarTermsFile = z.array(SolarTerm);
