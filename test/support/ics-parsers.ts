/**
 * Two iCalendar parsers from npm, independent of ical.js and of each other, for cross-checking
 * the feeds (test/edge-rules/feed/calendar-feed.test.ts): node-ical (a line parser with its own
 * unfolding and unescaping) and ts-ics (a regex-and-table converter). Both install with
 * `npm install`; nothing is skipped when a machine has no Python.
 * Events come back as [uid, dtstart, dtend, summary, description], dates as YYYY-MM-DD.
 */
import nodeIcal from "node-ical";
import { convertIcsCalendar } from "ts-ics";

/** One VEVENT as the cross-check compares it. */
export type EventRow = [uid: string, start: string, end: string, summary: string, description: string];

/** What one parser read from a feed. */
export interface ParsedFeed {
  readonly events: EventRow[];
  /** X-WR-CALNAME, or `null` when the parser found none. */
  readonly calname: string | null;
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** A node-ical all-day date: it builds them at local midnight (`new Date(y, m, d)`), so read local fields. */
function nodeIcalDate(value: unknown, what: string): string {
  if (!(value instanceof Date) || (value as { dateOnly?: boolean }).dateOnly !== true)
    throw new Error(`node-ical: ${what} is not an all-day DATE`);
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** node-ical's text values are strings, or `{ val, params }` when the property has parameters. */
function nodeIcalText(value: unknown, what: string): string {
  const text = typeof value === "object" && value !== null && "val" in value ? value.val : value;
  if (typeof text !== "string") throw new Error(`node-ical: ${what} is missing`);
  return text;
}

/** Parses with node-ical; throws when an event lacks a field the feed always has. */
export function parseWithNodeIcal(text: string): ParsedFeed {
  const parsed = nodeIcal.sync.parseICS(text);
  const events: EventRow[] = [];
  let calname: string | null = null;
  for (const component of Object.values(parsed) as Record<string, any>[]) {
    if (component.type === "VCALENDAR") calname = typeof component["WR-CALNAME"] === "string" ? component["WR-CALNAME"] : null;
    if (component.type !== "VEVENT") continue;
    events.push([
      nodeIcalText(component.uid, "UID"),
      nodeIcalDate(component.start, "DTSTART"),
      nodeIcalDate(component.end, "DTEND"),
      nodeIcalText(component.summary, "SUMMARY"),
      nodeIcalText(component.description, "DESCRIPTION"),
    ]);
  }
  return { events, calname };
}

/** A ts-ics DATE: it builds them with `Date.UTC`, so read UTC fields. */
function tsIcsDate(value: { date: Date; type?: string } | null | undefined, what: string): string {
  if (value === undefined || value === null || value.type !== "DATE") throw new Error(`ts-ics: ${what} is not an all-day DATE`);
  return value.date.toISOString().slice(0, 10);
}

/** Parses with ts-ics; throws when an event lacks a field the feed always has. */
export function parseWithTsIcs(text: string): ParsedFeed {
  const calendar = convertIcsCalendar(undefined, text);
  const events = (calendar.events ?? []).map((event): EventRow => {
    if (event.summary === undefined || event.description === undefined)
      throw new Error(`ts-ics: event ${event.uid} lacks SUMMARY or DESCRIPTION`);
    return [event.uid, tsIcsDate(event.start, "DTSTART"), tsIcsDate(event.end, "DTEND"), event.summary, event.description];
  });
  return { events, calname: calendar.name ?? null };
}
