/**
 * `calendar_feed_url` (edge-rules/mcp/feed-url.ts): the address it builds is the feed's own query,
 * `min_score` included with a purpose, `rules` as the feed reads it, and its refusals name the argument.
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

  it("puts rules in the address as rules= spells it (the feed reads the same rules), and refuses an unknown item naming rules", () => {
    const answer = calendarFeedUrl(BASE, { notes: ["daimyo"], rules: "tyme4ts,daimyo:21", years: "2020" });
    expect(answer).toMatchObject({
      ok: true,
      url: "https://koyomi.example/gw/calendar.ics?notes=daimyo&years=2020&rules=tyme4ts,daimyo:21",
    });
    const parsed = parseFeed(new URL((answer as { url: string }).url).searchParams);
    expect(parsed.ok && [parsed.request.rules.daimyo, parsed.request.rules.kyusei_day]).toEqual(["21", "tyme4ts"]);
    for (const rules of ["daimyo:99", "nosuch", "daimyo:21,,zi:late"]) {
      const refused = calendarFeedUrl(BASE, { notes: ["daimyo"], rules }) as {
        ok?: boolean;
        code?: string;
        fields?: { parameter?: string };
      };
      expect([refused.ok, refused.code, refused.fields?.parameter], rules).toEqual([undefined, "INVALID_PARAMETER", "rules"]);
    }
  });
});
