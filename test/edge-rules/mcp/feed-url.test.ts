/**
 * `calendar_feed_url` (edge-rules/mcp/feed-url.ts): the address it builds is the feed's own query,
 * `min_score` included with a purpose, and its refusals name the argument.
 */
import { describe, expect, it } from "vitest";
import { calendarFeedUrl } from "../../../edge-rules/mcp/feed-url.ts";
import { parseFeed } from "../../../edge-rules/feed/request.ts";

const BASE = "https://koyomi.example";

describe("calendar_feed_url", () => {
  it("carries min_score with a purpose, in the feed's parameter order", () => {
    const answer = calendarFeedUrl(BASE, { purpose: "wedding", min_score: 3, years: "2026" });
    expect(answer).toEqual({
      ok: true,
      url: "https://koyomi.example/gw/calendar.ics?purpose=wedding&min_score=3&years=2026",
      webcal: "webcal://koyomi.example/gw/calendar.ics?purpose=wedding&min_score=3&years=2026",
      needs_token: true,
    });
    const parsed = parseFeed(new URL((answer as { url: string }).url).searchParams);
    expect(parsed.ok && parsed.request.minScore).toBe(3);
    expect(parsed.ok && parsed.request.purpose?.id).toBe("wedding");
  });

  it("refuses min_score without a purpose, and one out of range, naming min_score", () => {
    for (const args of [
      { include: ["holiday"], min_score: 2 },
      { purpose: "wedding", min_score: 21 },
      { purpose: "wedding", min_score: 1.5 },
    ]) {
      const answer = calendarFeedUrl(BASE, args) as { ok?: boolean; code?: string; fields?: { parameter?: string } };
      expect(answer.ok, JSON.stringify(args)).toBeUndefined();
      expect(answer.code, JSON.stringify(args)).toBe("INVALID_PARAMETER");
      expect(answer.fields?.parameter, JSON.stringify(args)).toBe("min_score");
    }
  });
});
