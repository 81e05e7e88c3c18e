/**
 * The VCALENDAR text of a feed (RFC 5545 §3.4, §3.6.1; RFC 7986 §5) in three parts written in
 * order: the calendar properties ({@link calendarHead}), one all-day VEVENT per event
 * ({@link vevents}, slice by slice), {@link CALENDAR_TAIL}. Pure: the same events and stamp give the same
 * bytes (CRLF everywhere, no BOM, every line folded by ics-text.ts).
 */
import { SERVICE_NAME } from "../../schemas/service.ts";
import { TIMEZONE } from "../../calendar/names.ts";
import type { FeedLang } from "../../schemas/feed.ts";
import type { FeedEvent } from "./events.ts";
import { contentLine, icsDate, textLine } from "./ics-text.ts";
import { addDays } from "./window.ts";

/** RFC 5545 §3.7.3: "PRODID ... the identifier for the product that created the iCalendar object" (`-//owner//product//language`). */
export const PRODID = `-//${SERVICE_NAME}//calendar feed 1.1//JA`;

/** RFC 7986 §5.7 REFRESH-INTERVAL and the X-PUBLISHED-TTL extension: at most one fetch a day is useful (the data change by release). */
export const REFRESH_INTERVAL = "P1D";

/** The calendar's name and description (RFC 7986 §5.1 NAME, §5.2 DESCRIPTION, and their X-WR- forms). */
export interface CalendarTitle {
  readonly name: string;
  readonly description: string;
}

/**
 * Name and description of a feed: what it holds (in words, never ids) and its window. English parts are
 * joined by ` · `, not commas: a comma in a TEXT value travels escaped (`\,`), and some apps show the backslash.
 */
export function calendarTitle(
  parts: readonly string[],
  start: string,
  end: string,
  lang: FeedLang,
  rules: readonly string[] = [],
): CalendarTitle {
  const title =
    lang === "ja"
      ? { name: `暦 ${parts.join("・")}`, description: `${parts.join("・")}（${start}〜${end}、日本時間の終日予定）` }
      : {
          name: `Koyomi: ${parts.join(" · ")}`,
          description: `${parts.join(" · ")} (all-day events in Japan time from ${start} to ${end})`,
        };
  return rules.length === 0 ? title : { ...title, description: `${title.description}\n${rulesLine(rules, lang)}` };
}

/**
 * The description's line naming the day rules a feed follows (docs/interface.md#schools-rules): `流派: daimyo:25 …` /
 * `Rules: daimyo:25 …`, each as `rules=` spells it, separated by spaces (a comma travels escaped in TEXT).
 */
export function rulesLine(rules: readonly string[], lang: FeedLang): string {
  return `${lang === "ja" ? "流派" : "Rules"}: ${rules.join(" ")}`;
}

/** One all-day VEVENT (RFC 5545 §3.6.1: DTEND is non-inclusive, so the next day; DATE values carry no TZID, §3.2.19). */
export function vevent(event: FeedEvent, dtstamp: string): string {
  return (
    contentLine("BEGIN", "VEVENT") +
    contentLine("UID", event.uid) +
    contentLine("DTSTAMP", dtstamp) +
    contentLine("DTSTART;VALUE=DATE", icsDate(event.iso)) +
    contentLine("DTEND;VALUE=DATE", icsDate(addDays(event.iso, 1))) +
    textLine("SUMMARY", event.summary) +
    textLine("DESCRIPTION", event.description) +
    contentLine("TRANSP", "TRANSPARENT") +
    contentLine("END", "VEVENT")
  );
}

/** The calendar's properties, from `BEGIN:VCALENDAR` up to the first event. */
export function calendarHead(title: CalendarTitle): string {
  return (
    contentLine("BEGIN", "VCALENDAR") +
    contentLine("VERSION", "2.0") +
    textLine("PRODID", PRODID) +
    contentLine("CALSCALE", "GREGORIAN") +
    contentLine("METHOD", "PUBLISH") +
    textLine("X-WR-CALNAME", title.name) +
    textLine("NAME", title.name) +
    textLine("X-WR-CALDESC", title.description) +
    textLine("DESCRIPTION", title.description) +
    contentLine("X-WR-TIMEZONE", TIMEZONE) +
    contentLine("REFRESH-INTERVAL;VALUE=DURATION", REFRESH_INTERVAL) +
    contentLine("X-PUBLISHED-TTL", REFRESH_INTERVAL)
  );
}

/** What follows the last event. */
export const CALENDAR_TAIL = contentLine("END", "VCALENDAR");

/** The VEVENTs of some events, in order. */
export function vevents(events: readonly FeedEvent[], dtstamp: string): string {
  let text = "";
  for (const event of events) text += vevent(event, dtstamp);
  return text;
}
