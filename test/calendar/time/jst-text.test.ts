import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  jstMinuteText,
  jstText,
  jstTimestamp,
  publishedJstMinute,
  publishedMinuteMs,
  wallMinuteText,
} from "../../../calendar/time/jst-text.ts";

const at = (text: string): number => Date.parse(text);
/** 1873-01-01 … 2101-01-01 UTC, in ms. */
const anyInstant = fc.integer({ min: Date.UTC(1873, 0, 1), max: Date.UTC(2101, 0, 1) });

describe("instants as JST text", () => {
  it("to the second: the offset written, seconds only when not 0 (jstText)", () => {
    expect(jstTimestamp(at("2026-06-01T03:00:00Z"))).toBe("2026-06-01T12:00:00+09:00");
    expect(jstText(at("2026-06-01T03:00:00Z"))).toBe("2026-06-01T12:00+09:00");
    expect(jstText(at("2026-06-01T03:00:07.9Z"))).toBe("2026-06-01T12:00:07+09:00");
  });

  it("to the minute, truncated, on any clock: the minute the clock shows, as Date's UTC text of the shifted instant reads", () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: -12 * 60, max: 14 * 60 }), (ms, offsetMinutes) => {
        const offsetMs = offsetMinutes * 60_000;
        const shown = new Date(Math.floor((ms + offsetMs) / 60_000) * 60_000).toISOString().slice(0, 16);
        expect(wallMinuteText(ms, offsetMs)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
    expect(jstMinuteText(at("1990-05-05T05:30:59Z"))).toBe("1990-05-05T14:30+09:00");
    expect(jstMinuteText(at("1969-12-31T14:59:59.999Z"))).toBe("1969-12-31T23:59+09:00");
  });

  it("the minute NAOJ prints: rounded to the nearest, but an instant after 23:59:30 stays on its own day at 23:59", () => {
    expect(publishedJstMinute(at("2026-03-20T23:45:29.999+09:00"))).toBe("2026-03-20T23:45");
    expect(publishedJstMinute(at("2026-03-20T23:45:30+09:00"))).toBe("2026-03-20T23:46");
    expect(publishedJstMinute(at("2026-03-20T23:59:30+09:00"))).toBe("2026-03-20T23:59");
    expect(publishedJstMinute(at("2026-03-20T23:59:59.999+09:00"))).toBe("2026-03-20T23:59");
    expect(publishedJstMinute(at("2026-03-21T00:00:00+09:00"))).toBe("2026-03-21T00:00");
    expect(publishedJstMinute(at("1900-01-06T08:00:29+09:00"))).toBe("1900-01-06T08:00");
    // The same minute as an instant: written on UTC, it is the instants files' `utc`.
    expect(publishedMinuteMs(at("2026-03-20T23:59:59.999+09:00"))).toBe(at("2026-03-20T23:59:00+09:00"));
    expect(publishedMinuteMs(at("2026-03-20T23:45:30+09:00"))).toBe(at("2026-03-20T14:46:00Z"));
    expect(wallMinuteText(publishedMinuteMs(at("1900-01-06T08:00:29+09:00")), 0)).toBe("1900-01-05T23:00");
  });
});
