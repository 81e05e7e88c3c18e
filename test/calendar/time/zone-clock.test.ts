/** calendar/time/zone-clock.ts: IANA zones' clocks from Intl, their gaps and folds (expected instants: IANA tz `northamerica`, `europe`, `australasia`, `asia`). */
import { describe, expect, it } from "vitest";
import { readZoneClock, zoneOf, zoneOffsetAt, type Zone } from "../../../calendar/time/zone-clock.ts";

const zone = (name: string): Zone => zoneOf(name)!;
const wall = (iso: string): number => Date.parse(`${iso}Z`);
const iso = (ms: number): string => new Date(ms).toISOString().replace(":00.000Z", "Z");
const H = 3_600_000;

/** The instant a reading names on a zone's clock, and how (once, gap, fold). */
function read(name: string, reading: string, fold: 0 | 1 = 0): { at: string; offsetH: number; kind: string } {
  const r = readZoneClock(zone(name), wall(reading), fold);
  return { at: iso(r.instant), offsetH: r.offset / H, kind: r.kind };
}

describe("zoneOf", () => {
  it("knows IANA names, in any case, and echoes them in the database's case", () => {
    expect(zoneOf("America/New_York")?.name).toBe("America/New_York");
    expect(zoneOf("america/new_york")?.name).toBe("America/New_York");
    expect(zoneOf("Japan")?.canonical).toBe("Asia/Tokyo");
    // A link keeps the name written (the database may call Asia/Kolkata Asia/Calcutta).
    expect(zoneOf("Asia/Kolkata")?.name).toBe("Asia/Kolkata");
  });
  it("refuses unknown names and offsets", () => {
    for (const name of ["Mars/Olympus", "New York", "+05:00", "-0500", "", "America/New_York/x", "../etc"])
      expect(zoneOf(name), name).toBeNull();
  });
});

describe("readZoneClock", () => {
  it("reads a time shown once with the zone's offset of that date", () => {
    expect(read("America/New_York", "1985-07-04T09:30")).toEqual({ at: "1985-07-04T13:30Z", offsetH: -4, kind: "once" });
    expect(read("America/New_York", "1985-01-04T09:30")).toEqual({ at: "1985-01-04T14:30Z", offsetH: -5, kind: "once" });
    expect(read("Europe/London", "1985-07-01T12:00")).toEqual({ at: "1985-07-01T11:00Z", offsetH: 1, kind: "once" });
    expect(read("Europe/London", "1985-12-01T12:00")).toEqual({ at: "1985-12-01T12:00Z", offsetH: 0, kind: "once" });
    // The southern hemisphere: summer time in January.
    expect(read("Australia/Sydney", "1990-01-15T08:00")).toEqual({ at: "1990-01-14T21:00Z", offsetH: 11, kind: "once" });
    expect(read("Australia/Sydney", "1990-07-15T08:00")).toEqual({ at: "1990-07-14T22:00Z", offsetH: 10, kind: "once" });
    expect(read("Asia/Kolkata", "2000-03-01T10:00")).toEqual({ at: "2000-03-01T04:30Z", offsetH: 5.5, kind: "once" });
    expect(read("Asia/Kathmandu", "2000-03-01T10:00")).toEqual({ at: "2000-03-01T04:15Z", offsetH: 5.75, kind: "once" });
  });

  it("follows a zone's historic changes: Kathmandu +05:30 until 1986, British Standard Time 1968–1971", () => {
    expect(read("Asia/Kathmandu", "1985-03-01T10:00").offsetH).toBe(5.5);
    expect(read("Europe/London", "1970-01-15T12:00")).toEqual({ at: "1970-01-15T11:00Z", offsetH: 1, kind: "once" });
    // Before 1883 New York kept its local mean time, UTC−4:56:02.
    expect(zoneOffsetAt(zone("America/New_York"), Date.parse("1880-01-01T12:00Z"))).toBe(-(4 * 3600 + 56 * 60 + 2) * 1000);
  });

  it("a time the clocks skipped (New York 2021-03-14 02:30): fold 0 on the clock before (EST), 1 on the one after (EDT)", () => {
    expect(read("America/New_York", "2021-03-14T02:30", 0)).toEqual({ at: "2021-03-14T07:30Z", offsetH: -5, kind: "gap" });
    expect(read("America/New_York", "2021-03-14T02:30", 1)).toEqual({ at: "2021-03-14T06:30Z", offsetH: -4, kind: "gap" });
    const r = readZoneClock(zone("America/New_York"), wall("2021-03-14T02:30"), 0);
    expect(r.change).toEqual({ at: Date.parse("2021-03-14T07:00Z"), before: -5 * H, after: -4 * H });
  });

  it("a time shown twice (New York 2021-11-07 01:30): fold 0 the first (EDT), 1 the second (EST)", () => {
    expect(read("America/New_York", "2021-11-07T01:30", 0)).toEqual({ at: "2021-11-07T05:30Z", offsetH: -4, kind: "fold" });
    expect(read("America/New_York", "2021-11-07T01:30", 1)).toEqual({ at: "2021-11-07T06:30Z", offsetH: -5, kind: "fold" });
    // Either side of the fold, once.
    expect(read("America/New_York", "2021-11-07T00:59").kind).toBe("once");
    expect(read("America/New_York", "2021-11-07T02:00")).toEqual({ at: "2021-11-07T07:00Z", offsetH: -5, kind: "once" });
  });

  it("London's and Sydney's changes, and Japan's summer time (IANA Rule Japan)", () => {
    expect(read("Europe/London", "1985-03-31T01:30").kind).toBe("gap");
    expect(read("Europe/London", "1985-10-27T01:30", 1)).toEqual({ at: "1985-10-27T01:30Z", offsetH: 0, kind: "fold" });
    expect(read("Australia/Sydney", "2021-10-03T02:30").kind).toBe("gap");
    expect(read("Australia/Sydney", "2021-04-04T02:30", 0)).toEqual({ at: "2021-04-03T15:30Z", offsetH: 11, kind: "fold" });
    expect(read("Asia/Tokyo", "1949-06-01T12:00")).toEqual({ at: "1949-06-01T02:00Z", offsetH: 10, kind: "once" });
  });

  it("Samoa skipped 2011-12-30 whole: a day's gap", () => {
    expect(read("Pacific/Apia", "2011-12-30T12:00", 0)).toEqual({ at: "2011-12-30T22:00Z", offsetH: -10, kind: "gap" });
    expect(read("Pacific/Apia", "2011-12-30T12:00", 1)).toEqual({ at: "2011-12-29T22:00Z", offsetH: 14, kind: "gap" });
  });
});
