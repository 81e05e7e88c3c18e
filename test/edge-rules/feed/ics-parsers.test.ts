/**
 * The two npm iCalendar parsers of the feed cross-check (test/support/ics-parsers.ts) read a
 * small feed alike under any machine time zone, and refuse what the feed never holds (a timed
 * DTSTART, an event without DESCRIPTION), so the cross-check can fail.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parseWithNodeIcal, parseWithTsIcs } from "../../support/ics-parsers.ts";

const feed = (event: string[]): string =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//koyomi-api//test//JA",
    "X-WR-CALNAME:暦 六曜",
    "BEGIN:VEVENT",
    "UID:koyomi-rokuyou-taian-20260101",
    "DTSTAMP:20260101T000000Z",
    ...event,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const GOOD = feed([
  "DTSTART;VALUE=DATE:20260101",
  "DTEND;VALUE=DATE:20260102",
  "SUMMARY:大安\\, 吉",
  // folded inside a multi-byte character's line, with escapes (RFC 5545 §3.1, §3.3.11)
  "DESCRIPTION:何事にも吉\\;一日中",
  " 吉。\\nline two",
]);

const saved = process.env.TZ;
afterEach(() => {
  if (saved === undefined) delete process.env.TZ;
  else process.env.TZ = saved;
});

describe("the npm iCalendar parsers", () => {
  for (const tz of ["UTC", "Asia/Tokyo", "America/Los_Angeles"]) {
    it(`read the same all-day event under TZ=${tz}`, () => {
      process.env.TZ = tz;
      const row = ["koyomi-rokuyou-taian-20260101", "2026-01-01", "2026-01-02", "大安, 吉", "何事にも吉;一日中吉。\nline two"];
      for (const parse of [parseWithNodeIcal, parseWithTsIcs])
        expect(parse(GOOD), parse.name).toEqual({ events: [row], calname: "暦 六曜" });
    });
  }

  it("refuse a timed DTSTART and an event without DESCRIPTION", () => {
    const timed = feed(["DTSTART:20260101T090000Z", "DTEND;VALUE=DATE:20260102", "SUMMARY:x", "DESCRIPTION:y"]);
    const bare = feed(["DTSTART;VALUE=DATE:20260101", "DTEND;VALUE=DATE:20260102", "SUMMARY:x"]);
    for (const parse of [parseWithNodeIcal, parseWithTsIcs]) {
      expect(() => parse(timed), parse.name).toThrow(/DTSTART is not an all-day DATE/);
      expect(() => parse(bare), parse.name).toThrow(/DESCRIPTION/);
    }
  });
});
