/** `GET /gw/calendar.ics` (docs/interface.md#calendar-subscriptions): an iCalendar feed to subscribe to; no `gw.php` form. */
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import {
  FEED_ITEM_NAMES,
  FEED_ITEMS,
  FEED_LANGS,
  FEED_LIFE_DATES,
  FEED_MAX_YEARS,
  FEED_PATH,
  FEED_PRO_ITEMS,
  FEED_WINDOW_MONTHS,
  FEED_YEARS_PATTERN,
  FeedIncludeParam,
  FeedLangParam,
  FeedLunarBirthdayParam,
  FeedMemorialParam,
  FeedNotesParam,
  FeedPurposeParam,
  FeedYearsParam,
} from "../feed.ts";
import { MIN_SCORE } from "../find.ts";
import { PURPOSES } from "../glossary/index.ts";
import { NOTE_ENTRIES } from "../glossary/notes.ts";
import { ANONYMOUS, BEARER, cacheHeaders, GATEWAY, operationResponses, rateLimitHeaders, ref, TOKEN_QUERY } from "../openapi-objects.ts";
import {
  AUTO_ZONE_KM,
  checked,
  CONDITIONAL,
  ELEV_RANGE,
  ElevParam,
  invalidAs,
  param,
  PlaceParam,
  PLACES_PATH,
  PlaceTzParam,
  TOKEN,
} from "../parameters.ts";
import { DEFAULT_PLACE_ID } from "../../calendar/astronomy/places.ts";
import { ids, minScoreSchema } from "./find.ts";
import { RULES_PARAM, ToolRulesArgument } from "../rules.ts";

/**
 * The start of a feed exactly as a calendar app receives it (`/gw/calendar.ics?include=holiday&years=2025`:
 * the calendar's properties and its first event; test/edge-rules/feed/calendar-feed.test.ts compares).
 */
export const EXAMPLE_FEED_QUERY = "include=holiday&years=2025";
export const EXAMPLE_FEED_LINES = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//koyomi-api//calendar feed 1.1//JA",
  "CALSCALE:GREGORIAN",
  "METHOD:PUBLISH",
  "X-WR-CALNAME:暦 祝日",
  "NAME:暦 祝日",
  "X-WR-CALDESC:祝日（2025-01-01〜2025-12-31、日本時間の終日予定",
  " ）",
  "DESCRIPTION:祝日（2025-01-01〜2025-12-31、日本時間の終日予定",
  " ）",
  "X-WR-TIMEZONE:Asia/Tokyo",
  "REFRESH-INTERVAL;VALUE=DURATION:P1D",
  "X-PUBLISHED-TTL:P1D",
  "BEGIN:VEVENT",
  "UID:koyomi-holiday-e58583e697a5-20250101",
  "DTSTAMP:20261128T230000Z",
  "DTSTART;VALUE=DATE:20250101",
  "DTEND;VALUE=DATE:20250102",
  "SUMMARY:元日",
  "DESCRIPTION:国民の祝日（振替休日・国民の休日を含む）",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "…",
  "END:VCALENDAR",
] as const;
const EXAMPLE_FEED = EXAMPLE_FEED_LINES.join("\r\n");

/** `lang`: the events' language, ja when not sent. */
export const FEED_LANG = checked(
  param("Feed_lang", "lang", "query", FeedLangParam, "Language of SUMMARY and DESCRIPTION: ja (default) or en (the glossary's English)."),
  { invalid: invalidAs(`lang must be ${FEED_LANGS.join(" or ")}`) },
  "ja",
);

/**
 * `place`, `elev` and `tz` of the feed: the day bodies' (schemas/parameters.ts PlaceParam, ElevParam, PlaceTzParam; the
 * same parser and 400s), said of the `sun` item, the only one they change.
 */
export const FEED_PLACE_PARAMS = [
  param(
    "Feed_place",
    "place",
    "query",
    PlaceParam,
    `The place of \`include=sun\` (Pro), as on day and range: a place id of \`GET ${PLACES_PATH}\` (one of the 47 prefectural capitals, their times prerendered; any other place of the catalogue, computed at its coordinates) or a point \`lat,lon\` in decimal degrees (rounded to 4 decimals). Default ${DEFAULT_PLACE_ID}. Without sun it is checked (400 INVALID_PARAMETER naming place) and changes nothing, the feed's ETag included.`,
  ),
  param(
    "Feed_elev",
    "elev",
    "query",
    ElevParam,
    `The elevation of the point of \`include=sun\`, metres above sea level, ${ELEV_RANGE.min} to ${ELEV_RANGE.max} (default 0): a point or a place id other than the 47 capitals only, as on day and range (else 400 INVALID_PARAMETER naming elev). Without sun it is checked and changes nothing.`,
  ),
  param(
    "Feed_tz",
    "tz",
    "query",
    PlaceTzParam,
    `The clock of \`include=sun\`: an IANA time zone name, each event's day is the zone's civil day and its times on the zone's clock, as on day and range; \`auto\` the place's own zone (a point's: the nearest place of the catalogue within ${AUTO_ZONE_KM} km, else 400 INVALID_PARAMETER naming tz). The events stay all-day; every other item keeps Japan's days. Default Japan's (JST). Without sun it is checked and changes nothing.`,
  ),
] as const;

export const calendarFeed: EndpointContract = {
  name: "calendar-feed",
  method: "GET",
  path: FEED_PATH,
  fn: null,
  operationId: "getCalendarFeed",
  tag: "calendar",
  summary: "Calendar subscription (iCalendar)",
  description:
    "An RFC 5545 feed for Google Calendar (Other calendars → From URL), Apple Calendar (webcal://) and Outlook (Subscribe from web): one all-day VEVENT per holiday, 六曜 day, 節気 (with its JST instant), 雑節, 新月/満月, 七十二候, 恵方 (on 節分, the coming year's), day with its sunrise and sunset at `place` (include=sun, Pro; `place`, `elev` and `tz` as on day and range, each event all-day on the place's civil date, its times on the clock of `tz`), requested note (Pro) or purpose day (Pro). With `rules=` a feed of notes (notes, zassetsu) or of a purpose follows the day rules (大明日, 社日, 十方暮, 日家九星): its events come from the records computed under them, and its description names them. Two feeds of one person's days, which RRULE cannot write (it has no 旧暦): `memorial` (a day of death: its 中陰 days, 百箇日, 年忌, 祥月命日 and 月命日, as GET /gw/memorial/{death} counts them, following the memorial rules of `rules=`) and `lunar_birthday` (a day of birth: each return of its 旧暦 month and day); each alone, without include, notes, purpose or min_score. UIDs are stable (item, value, date), DTSTAMP is the data's Last-Modified, lines are CRLF and folded at 75 octets. A Lite feed needs no credential; sun, notes and purpose need a Pro token, given as `token` because calendar apps send no headers (403 PLAN_REQUIRED without it, 403 AUTH_FAILED for a bad one). Errors are JSON. No `gw.php` form.",
  parameters: [
    param(
      "Feed_include",
      "include",
      "query",
      FeedIncludeParam,
      `Items, comma-separated (ids, or the labels ${FEED_ITEMS.map((i) => FEED_ITEM_NAMES[i].label).join(", ")}): all Lite but ${FEED_PRO_ITEMS.join(", ")} (Pro: each day's sunrise and sunset at \`place\`, on the clock of \`tz\`). At least one of include, notes and purpose (or memorial or lunar_birthday alone).`,
    ),
    param(
      "Feed_notes",
      "notes",
      "query",
      FeedNotesParam,
      "Pro: comma-separated note ids or labels; one event per note on each day that has it.",
    ),
    param(
      "Feed_purpose",
      "purpose",
      "query",
      FeedPurposeParam,
      "Pro: a purpose id or label; the days `/gw/find` returns for it, one event each, with the score in the summary.",
    ),
    param(
      "Feed_min_score",
      "min_score",
      "query",
      minScoreSchema(),
      `Pro, with purpose: only days scoring at least this, ${MIN_SCORE.lowest} to ${MIN_SCORE.highest} (default ${MIN_SCORE.default}: good days only).`,
    ),
    param(
      "Feed_years",
      "years",
      "query",
      FeedYearsParam,
      `YYYY or YYYY-YYYY: at most ${FEED_MAX_YEARS.lite} years on Lite, ${FEED_MAX_YEARS.pro} on Pro (else 403 RANGE_TOO_LONG). Default: a rolling window from the first day of the previous JST month through ${FEED_WINDOW_MONTHS.after} months ahead, clipped to the coverage.`,
    ),
    param(
      "Feed_memorial",
      "memorial",
      "query",
      FeedMemorialParam,
      `A day of death, YYYY-MM-DD or a 和暦 date (${FEED_LIFE_DATES.from} to ${FEED_LIFE_DATES.to}): one event per 中陰 day and 百箇日, 年忌 (those the rule nenki_set keeps) and 祥月命日 and 月命日 in the window, counted as GET /gw/memorial/{death} counts them under the memorial rules of \`rules\` (chuin, nenki_set, leap_death_day, month_end, old_death). Alone: not with lunar_birthday, include, notes, purpose or min_score (400 INVALID_PARAMETER naming it). Lite.`,
    ),
    param(
      "Feed_lunar_birthday",
      "lunar_birthday",
      "query",
      FeedLunarBirthdayParam,
      `A day of birth, YYYY-MM-DD or a 和暦 date (${FEED_LIFE_DATES.from} to ${FEED_LIFE_DATES.to}): one event on each day in the window with the birth's 旧暦 month and day (a 閏月 birth on the ordinary month, a 30th in a 29-day month on the 29th; the description says so). Alone, as memorial. Lite.`,
    ),
    ...FEED_PLACE_PARAMS,
    FEED_LANG,
    RULES_PARAM,
    TOKEN,
    ...CONDITIONAL,
  ],
  security: [ANONYMOUS, TOKEN_QUERY, BEARER, GATEWAY],
  // Its 503 is SERVICE_BUSY (too many feeds being built at once).
  statuses: [200, 304, 400, 403, 404, 405, 408, 414, 429, 431, 503],
  responses: () =>
    operationResponses(
      calendarFeed.statuses,
      {
        description: "The calendar (text/calendar; UTF-8 without BOM, CRLF).",
        headers: {
          ...cacheHeaders(),
          "Content-Encoding": ref("headers", "Content-Encoding"),
          ...rateLimitHeaders(),
          "Access-Control-Allow-Origin": ref("headers", "Access-Control-Allow-Origin"),
        },
        content: { "text/calendar": { schema: { type: "string", description: "RFC 5545 VCALENDAR" }, example: EXAMPLE_FEED } },
      },
      "ServiceBusy",
    ),
  example: () => "GET /gw/calendar.ics?include=holiday,rokuyou",
  testRequest: "/gw/calendar.ics?include=holiday&years=2025",
  testStatuses: [
    [200, "/gw/calendar.ics?include=holiday,rokuyou&years=2025"],
    [400, "/gw/calendar.ics?include=weather"],
    [400, "/gw/calendar.ics?include=zassetsu&rules=daimyo:99"],
    [200, "/gw/calendar.ics?memorial=2024-06-01&years=2025&rules=chuin:eve"],
    [200, "/gw/calendar.ics?lunar_birthday=1990-01-27&years=2025&lang=en"],
    [400, "/gw/calendar.ics?memorial=2024-02-30"],
    [400, "/gw/calendar.ics?memorial=2024-06-01&lunar_birthday=1990-01-27"],
    [403, "/gw/calendar.ics?notes=tensha&years=2025"],
    [403, "/gw/calendar.ics?include=sun&years=2025"],
    [400, "/gw/calendar.ics?include=holiday&tz=Mars/Olympus"],
    [404, "/gw/calendar.ics?include=holiday&years=2019"],
    [405, "/gw/calendar.ics?include=holiday", { method: "POST" }],
  ],
  docExample: () => ({
    request: `/gw/calendar.ics?${EXAMPLE_FEED_QUERY}`,
    response: EXAMPLE_FEED_LINES.join("\r\n"),
    shortened: ["カレンダーの属性と最初の予定だけを表示", "the calendar's properties and its first event shown"],
  }),
  tool: {
    name: "calendar_feed_url",
    title: "Calendar subscription link",
    description: `The https address of an iCalendar feed (GET /gw/calendar.ics) that Google Calendar, Apple Calendar or Outlook can subscribe to, and its webcal:// form. Give at least one of include, notes or purpose — or a memorial (a day of death: its 中陰, 年忌 and 命日 as events) or a lunar_birthday (a day of birth: its 旧暦 birthday each year), each alone. include sun is each day's sunrise and sunset at place (a place id of find_place, or lat,lon; elev, tz as for get_range), as in {"include":["sun"],"place":"new-york-city","tz":"auto"}. sun, notes, purpose and more than ${FEED_MAX_YEARS.lite} years need a Pro token, which the user appends as &token=… themselves (never ask for it). Example: {"include":["holiday","rokuyou"]}.`,
    input: z.strictObject({
      include: z
        .array(z.enum(FEED_ITEMS))
        .min(1)
        .optional()
        .describe(
          "items: holiday, rokuyou, sekki, zassetsu (seasonal notes), moon, kou72, eho (on 節分, the coming year's lucky direction), sun (sunrise and sunset at place, Pro)",
        ),
      notes: z
        .array(z.enum(ids(NOTE_ENTRIES)))
        .min(1)
        .optional()
        .describe("days with any of these notes, one event per note (Pro)"),
      purpose: z.enum(ids(PURPOSES)).optional().describe("the days find_days returns for this purpose (Pro)"),
      min_score: z
        .number()
        .int()
        .min(MIN_SCORE.lowest)
        .max(MIN_SCORE.highest)
        .optional()
        .describe(
          `with purpose: only days scoring at least this (${MIN_SCORE.lowest}..${MIN_SCORE.highest}, default ${MIN_SCORE.default}: good days only)`,
        ),
      years: z
        .string()
        .regex(FEED_YEARS_PATTERN)
        .optional()
        .describe(
          `YYYY or YYYY-YYYY: at most ${FEED_MAX_YEARS.lite} years Lite, ${FEED_MAX_YEARS.pro} Pro; default a rolling window from last month through 12 months ahead`,
        ),
      memorial: z.string().optional().describe("a day of death (YYYY-MM-DD or a 和暦 date): its memorial days as events, alone"),
      lunar_birthday: z.string().optional().describe("a day of birth (YYYY-MM-DD or a 和暦 date): its 旧暦 birthday each year, alone"),
      place: PlaceParam.optional().describe(
        "with include sun: a place id of find_place (default tokyo) or a point lat,lon in decimal degrees; checked, and ignored without sun",
      ),
      elev: ElevParam.optional().describe(
        `with include sun at a point or a place other than the 47 capitals: its elevation in metres (${ELEV_RANGE.min}..${ELEV_RANGE.max}, default 0)`,
      ),
      tz: PlaceTzParam.optional().describe(
        "with include sun: the IANA zone of the times and days (e.g. America/New_York), or auto: the place's own",
      ),
      lang: z.enum(FEED_LANGS).optional().describe("ja (default) or en: the events' language"),
      rules: ToolRulesArgument,
    }),
  },
};
