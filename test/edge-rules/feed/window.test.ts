/** The feed's window (docs/interface.md#calendar-subscriptions `years`) and parameters, as pure functions. */
import { describe, expect, it } from "vitest";
import { isoDate } from "../../../calendar/time/day-number.ts";
import { authorizeFeed, feedKey, feedWindow, parseFeed } from "../../../edge-rules/feed/request.ts";
import { clipToCoverage, feedLastModified, rollingWindow } from "../../../edge-rules/feed/window.ts";

const span = (s: { startDay: number; endDay: number }) => [isoDate(s.startDay), isoDate(s.endDay)];

describe("rolling window", () => {
  it("from the first day of the previous JST month through the last day of the month 12 months ahead", () => {
    expect(span(rollingWindow(Date.parse("2026-11-23T12:00:00Z")))).toEqual(["2026-10-01", "2027-11-30"]);
    // 2026-01-01 00:30 JST is still 2025-12-31 in UTC: the JST month decides
    expect(span(rollingWindow(Date.parse("2025-12-31T15:30:00Z")))).toEqual(["2025-12-01", "2027-01-31"]);
    expect(span(rollingWindow(Date.parse("2025-12-31T14:30:00Z")))).toEqual(["2025-11-01", "2026-12-31"]);
    expect(span(rollingWindow(Date.parse("2028-03-15T00:00:00Z")))).toEqual(["2028-02-01", "2029-03-31"]);
  });
  it("is clipped to the coverage, and empty outside it", () => {
    const w = rollingWindow(Date.parse("2030-06-01T00:00:00Z"));
    expect(span(clipToCoverage(w, { from: 2020, to: 2030 })!)).toEqual(["2030-05-01", "2030-12-31"]);
    expect(clipToCoverage(rollingWindow(Date.parse("2035-06-01T00:00:00Z")), { from: 2020, to: 2030 })).toBeNull();
    const parsed = parseFeed(new URLSearchParams("include=rokuyou"));
    if (!parsed.ok) throw new Error("parse");
    // a subscription whose window has left the coverage: an empty calendar, not an error
    expect(feedWindow(parsed.request, { from: 2020, to: 2030 }, Date.parse("2035-06-01T00:00:00Z"))).toMatchObject({
      ok: true,
      span: null,
    });
  });
});

describe("Last-Modified of a feed", () => {
  const data = "Sun, 22 Nov 2026 00:00:00 GMT";
  it("fixed years: the data's; rolling: moves to JST midnight of the current month once that is later", () => {
    const december = rollingWindow(Date.parse("2026-12-10T00:00:00Z"));
    expect(feedLastModified(data, december, false)).toBe(data);
    expect(feedLastModified(data, december, true)).toBe("Mon, 30 Nov 2026 15:00:00 GMT"); // 2026-12-01 00:00 JST
    expect(feedLastModified(data, rollingWindow(Date.parse("2026-11-25T00:00:00Z")), true)).toBe(data);
    // a client holding November's copy revalidates in December and must not get a 304
    const november = feedLastModified(data, rollingWindow(Date.parse("2026-11-30T14:59:00Z")), true);
    expect(Date.parse(feedLastModified(data, rollingWindow(Date.parse("2026-11-30T15:00:00Z")), true))).toBeGreaterThan(
      Date.parse(november),
    );
  });
});

describe("parameters", () => {
  const parse = (q: string) => parseFeed(new URLSearchParams(q));
  it("normalizes: items in their order, notes in table order, ids for labels; equal feeds get equal keys", () => {
    const a = parse("include=moon,六曜,moon&notes=天赦日,ichiryu-manbai&purpose=結婚式&lang=en");
    const b = parse("include=rokuyou,moon&notes=ichiryu-manbai,tensha&purpose=wedding&lang=en");
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.request.include).toEqual(["rokuyou", "moon"]);
    expect(a.request.notes).toEqual(b.request.notes);
    const w = rollingWindow(Date.parse("2026-01-10T00:00:00Z"));
    expect(feedKey(a.request, w)).toBe(feedKey(b.request, w));
    expect(feedKey(a.request, w)).not.toBe(feedKey({ ...a.request, lang: "ja" }, w));
  });
  it("plans: 3 years Lite, 11 Pro; notes and purpose need Pro", () => {
    const lite3 = parse("include=rokuyou&years=2025-2027");
    const lite4 = parse("include=rokuyou&years=2025-2028");
    const pro11 = parse("notes=tensha&years=2020-2030");
    const pro12 = parse("notes=tensha&years=2020-2031");
    if (!lite3.ok || !lite4.ok || !pro11.ok || !pro12.ok) throw new Error("parse");
    expect(authorizeFeed(lite3.request, "lite")).toBeNull();
    expect(authorizeFeed(lite4.request, "lite")?.code).toBe("RANGE_TOO_LONG");
    expect(authorizeFeed(lite4.request, "pro")).toBeNull();
    expect(authorizeFeed(pro11.request, "lite")?.code).toBe("PLAN_REQUIRED");
    expect(authorizeFeed(pro11.request, "ultra")).toBeNull();
    expect(authorizeFeed(pro12.request, "pro")?.code).toBe("RANGE_TOO_LONG");
  });
});
