/**
 * Business-day arithmetic (edge-rules/business/days.ts) over the day index of a generated
 * 2025–2027 tree, against a linear scan written from the day records themselves (their `youbi`
 * and `holiday`, and the year-end days of docs/calendar.md §13 — every Saturday is closed on all
 * three calendars since 1992) with the caller's days applied by calendar/business/closure.ts
 * `closureWithCustomDays`, for random dates, calendars and custom lists; the closed-day bitset
 * against that rule on every indexed day; then examples checked by hand against the published calendars.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BusinessDays, businessDays, type Closure, type ClosedRun, closedDays } from "../../../edge-rules/business/days.ts";
import { type BusinessRules, calendarRules } from "../../../edge-rules/business/rules.ts";
import { CLOSURE_BYTE, DAY_INDEX_PATH, DayIndex } from "../../../schemas/files/day-index.ts";
import { civilDate, dayNumber, isoDate, parseIsoDate } from "../../../calendar/time/day-number.ts";
import { splitYearFile, yearFilePath } from "../../../schemas/files/layout.ts";
import { BUSINESS_CALENDARS, type BusinessCalendar, CLOSURE_REASONS, GOTOBI_ROLLS, YOUBI } from "../../../calendar/names.ts";
import { generatedTree } from "../../support/generated-tree.ts";
import { settlementDay } from "../../../edge-rules/endpoints/business-gotobi.ts";
import { type CalendarClosure, closureWithCustomDays } from "../../../calendar/business/closure.ts";
import { dayBits } from "../../../edge-rules/find/day-bits.ts";
import { isoWeekday } from "../../../calendar/time/weekday.ts";

const FROM = 2025;
const TO = 2027;

/** What the scan reads of a day record. */
interface DayFacts {
  readonly youbi: string;
  readonly holiday: string | undefined;
}

let index: DayIndex;
const facts = new Map<number, DayFacts>();
const FIRST = dayNumber(FROM, 1, 1);
const LAST = dayNumber(TO, 12, 31);

beforeAll(async () => {
  // The run's shared tree of these years (test/support/generated-tree.ts), read only.
  const tree = join((await generatedTree(FROM, TO)).dir, "public");
  index = DayIndex.parse(readFileSync(join(tree, DAY_INDEX_PATH)))!;
  for (let y = FROM; y <= TO; y++) {
    for (const line of splitYearFile(readFileSync(join(tree, yearFilePath(y)), "utf8"), y)!) {
      const record = JSON.parse(line) as { iso: string; youbi: string; holiday?: string };
      facts.set(parseIsoDate(record.iso)!, { youbi: record.youbi, holiday: record.holiday });
    }
  }
}, 300_000);

const day = (iso: string): number => parseIsoDate(iso)!;
const iso = (n: number | null): string | null => (n === null ? null : isoDate(n));

// --- the scan: each question answered day by day from the records --------------------------------

/** The year-end days of a calendar (銀行法施行令 第5条第1項第2号; 行政機関の休日に関する法律 第1条第1項第3号). */
function yearEnd(calendar: BusinessCalendar, n: number): boolean {
  const { m, d } = civilDate(n);
  if (calendar === "bank") return (m === 12 && d === 31) || (m === 1 && d <= 3);
  if (calendar === "government") return (m === 12 && d >= 29) || (m === 1 && d <= 3);
  return false;
}

/** The calendar's own reason of a day, from its record (precedence holiday > year-end > sunday > saturday). */
function scanCalendar(calendar: BusinessCalendar, n: number): CalendarClosure {
  const f = facts.get(n)!;
  if (f.holiday !== undefined) return "holiday";
  if (yearEnd(calendar, n)) return "year-end";
  if (f.youbi === "日") return "sunday";
  if (f.youbi === "土") return "saturday";
  return null;
}

/** The label of each reason but `holiday` (docs/calendar.md §13.1). */
const LABELS = { "year-end": "年末年始", sunday: "日曜日", saturday: "土曜日", custom: "休業日" } as const;

/** A day's closure: the calendar's reason from the record, with the caller's days by closureWithCustomDays. */
function scanClosure(rules: BusinessRules, n: number): Closure | null {
  const f = facts.get(n)!;
  const closedByCaller = ((rules.closedWeekdays >> YOUBI.indexOf(f.youbi as never)) & 1) === 1 || rules.closedDates.has(n);
  const reason = closureWithCustomDays(scanCalendar(rules.calendar, n), closedByCaller, rules.openDates.has(n));
  if (reason === null) return null;
  return { reason, label: reason === "holiday" ? f.holiday! : LABELS[reason] };
}

const scanOpen = (rules: BusinessRules, n: number): boolean => n >= FIRST && n <= LAST && scanClosure(rules, n) === null;

function scanNext(rules: BusinessRules, n: number): number | null {
  for (let d = n + 1; d <= LAST; d++) if (scanOpen(rules, d)) return d;
  return null;
}

function scanPrevious(rules: BusinessRules, n: number): number | null {
  for (let d = n - 1; d >= FIRST; d--) if (scanOpen(rules, d)) return d;
  return null;
}

function scanAdd(rules: BusinessRules, n: number, count: number): number | null {
  let d: number | null = n;
  for (let i = 0; i < Math.abs(count) && d !== null; i++) d = count > 0 ? scanNext(rules, d) : scanPrevious(rules, d);
  return d;
}

function scanLongWeekends(rules: BusinessRules, year: number): ClosedRun[] {
  const runs: ClosedRun[] = [];
  let start: number | null = null;
  const close = (end: number): void => {
    if (start !== null && end - start + 1 >= 3 && civilDate(start).y === year) {
      const holidays: string[] = [];
      for (let d = start; d <= end; d++) if (facts.get(d)!.holiday !== undefined) holidays.push(facts.get(d)!.holiday!);
      const cut = start === FIRST || end === LAST;
      runs.push({
        start: isoDate(start),
        end: isoDate(end),
        days: end - start + 1,
        holidays,
        ...(cut ? { beyond_coverage: true as const } : {}),
      });
    }
    start = null;
  };
  for (let d = FIRST; d <= LAST; d++) {
    if (scanClosure(rules, d) !== null) start ??= d;
    else close(d - 1);
  }
  close(LAST);
  return runs;
}

// --- random requests ---------------------------------------------------------------------------

const anyDay = fc.integer({ min: FIRST, max: LAST });
const anyRules: fc.Arbitrary<BusinessRules> = fc.record({
  calendar: fc.constantFrom(...BUSINESS_CALENDARS),
  closedWeekdays: fc.oneof(fc.constant(0), fc.nat(127)),
  closedDates: fc.array(anyDay, { maxLength: 30 }).map((days) => new Set(days)),
  openDates: fc.array(anyDay, { maxLength: 15 }).map((days) => new Set(days)),
});
const RUNS = { numRuns: 150 };

describe("BusinessDays against the scan of the records", () => {
  it("gives every day's closure (reason and label) as the scan does", () => {
    fc.assert(
      fc.property(anyRules, fc.array(anyDay, { minLength: 1, maxLength: 20 }), (rules, days) => {
        const b = businessDays(index, rules);
        for (const d of days) expect(b.closure(d), isoDate(d)).toEqual(scanClosure(rules, d));
      }),
      RUNS,
    );
    // Every day of the tree on each calendar without custom days.
    for (const calendar of BUSINESS_CALENDARS) {
      const rules = calendarRules(calendar);
      const b = businessDays(index, rules);
      for (let d = FIRST; d <= LAST; d++) expect(b.closure(d), `${calendar} ${isoDate(d)}`).toEqual(scanClosure(rules, d));
    }
  });

  it("closes, in the bitset and in closure(), exactly the days closureWithCustomDays closes, on every day of the index", () => {
    // The calendar's reason from the index's own closure byte; open dates often among the closed ones.
    const rulesWithOverlap = anyRules.chain((rules) =>
      fc.subarray([...rules.closedDates]).map((both) => ({ ...rules, openDates: new Set([...rules.openDates, ...both]) })),
    );
    fc.assert(
      fc.property(rulesWithOverlap, (rules) => {
        const bits = closedDays(dayBits(index), rules);
        const b = businessDays(index, rules);
        const wrong: string[] = [];
        for (let i = 0; i < index.count; i++) {
          const d = index.firstDay + i;
          const code = index.bytes[index.offset(d) + CLOSURE_BYTE[rules.calendar]]!;
          const calendar = code === 0 ? null : (CLOSURE_REASONS[code - 1] as CalendarClosure);
          const closedByCaller = ((rules.closedWeekdays >> isoWeekday(d)) & 1) === 1 || rules.closedDates.has(d);
          const reason = closureWithCustomDays(calendar, closedByCaller, rules.openDates.has(d));
          const bit = (bits[i >>> 5]! >>> (i & 31)) & 1;
          if (bit !== (reason === null ? 0 : 1) || (b.closure(d)?.reason ?? null) !== reason) wrong.push(`${isoDate(d)}: ${reason}`);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it("finds the nearest business days after and before a date", () => {
    fc.assert(
      fc.property(anyRules, anyDay, (rules, d) => {
        const b = businessDays(index, rules);
        expect(iso(b.nextBusiness(d))).toBe(iso(scanNext(rules, d)));
        expect(iso(b.previousBusiness(d))).toBe(iso(scanPrevious(rules, d)));
        const described = b.describe(d);
        expect(described.next).toBe(iso(scanNext(rules, d)));
        expect(described.previous).toBe(iso(scanPrevious(rules, d)));
        expect(described.business).toBe(scanClosure(rules, d) === null);
      }),
      RUNS,
    );
  });

  it("adds business days as the scan walks them, never lands on a closed day, and adds back", () => {
    fc.assert(
      fc.property(anyRules, anyDay, fc.integer({ min: -60, max: 60 }), (rules, d, n) => {
        const b = businessDays(index, rules);
        const got = b.addBusinessDays(d, n);
        expect(iso(got)).toBe(iso(scanAdd(rules, d, n)));
        if (got === null || n === 0) return;
        expect(b.isClosed(got), isoDate(got)).toBe(false);
        if (!b.isClosed(d)) expect(iso(b.addBusinessDays(got, -n))).toBe(isoDate(d));
      }),
      RUNS,
    );
  });

  it("counts business and closed days with both ends included", () => {
    fc.assert(
      fc.property(anyRules, anyDay, anyDay, (rules, a, z) => {
        const [start, end] = a <= z ? [a, z] : [z, a];
        const got = businessDays(index, rules).countBusinessDays(start, end);
        const closed = [];
        for (let d = start; d <= end; d++) {
          const c = scanClosure(rules, d);
          if (c) closed.push({ date: isoDate(d), ...c });
        }
        expect(got).toEqual({ business_days: end - start + 1 - closed.length, closed_days: closed.length, closed });
      }),
      RUNS,
    );
  });

  it("finds the long weekends (runs of 3 or more closed days) that start in a year", () => {
    fc.assert(
      fc.property(anyRules, fc.integer({ min: FROM, max: TO }), (rules, year) => {
        expect(businessDays(index, rules).longWeekends(year)).toEqual(scanLongWeekends(rules, year));
      }),
      { numRuns: 60 },
    );
  });

  it("settles a day (calendar/business/gotobi.ts, through the gotobi endpoint) where the walks before and after land", () => {
    fc.assert(
      fc.property(anyRules, anyDay, fc.constantFrom(...GOTOBI_ROLLS), (rules, d, roll) => {
        const b = businessDays(index, rules);
        const walked = roll === "previous" ? b.previousBusiness(d) : b.nextBusiness(d);
        const expected = b.isClosed(d) ? { date: iso(walked), moved: true } : { date: isoDate(d), moved: false };
        expect(settlementDay(b, d, roll)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
    // Every day of the tree on each calendar without custom days, both ways (the walks reach the index's ends).
    for (const calendar of BUSINESS_CALENDARS) {
      const b = businessDays(index, calendarRules(calendar));
      for (let d = FIRST; d <= LAST; d++) {
        const open = !b.isClosed(d);
        expect(settlementDay(b, d, "previous")).toEqual(
          open ? { date: isoDate(d), moved: false } : { date: iso(b.previousBusiness(d)), moved: true },
        );
        expect(settlementDay(b, d, "next")).toEqual(
          open ? { date: isoDate(d), moved: false } : { date: iso(b.nextBusiness(d)), moved: true },
        );
      }
    }
  });

  it("refuses days outside the index and walks no further than its ends", () => {
    const b = new BusinessDays(index, calendarRules("national"));
    expect(() => b.closure(FIRST - 1)).toThrow(RangeError);
    expect(() => b.countBusinessDays(LAST, LAST + 1)).toThrow(RangeError);
    expect(() => b.countBusinessDays(LAST, FIRST)).toThrow(RangeError);
    expect(b.nextBusiness(LAST)).toBeNull();
    expect(b.previousBusiness(FIRST)).toBeNull();
    expect(b.nextBusiness(FIRST - 5)).toBeNull();
    expect(b.addBusinessDays(day("2027-12-20"), 30)).toBeNull();
    expect(b.addBusinessDays(day("2025-01-10"), -30)).toBeNull();
    expect(b.addBusinessDays(day("2026-05-03"), 0)).toBe(day("2026-05-03"));
  });
});

describe("examples checked by hand", () => {
  const on = (calendar: BusinessCalendar, extra: Partial<BusinessRules> = {}) =>
    businessDays(index, { ...calendarRules(calendar), ...extra });

  // Holidays: 内閣府「国民の祝日について」 (令和8年・令和9年). Year-end days: 銀行法施行令 第5条第1項第2号
  // (12/31–1/3; 全国銀行協会's yearly notice of the year-end closing prints the same days) and
  // 行政機関の休日に関する法律 第1条第1項第3号 (12/29–1/3; 御用納め is 12/28 in 2026).
  it("2026-12-28 + 3 business days: 12-31 (national), 2027-01-04 (bank), 2027-01-06 (government)", () => {
    const start = day("2026-12-28"); // a Monday
    expect(iso(on("national").addBusinessDays(start, 3))).toBe("2026-12-31"); // 12/29, 12/30, 12/31
    expect(iso(on("bank").addBusinessDays(start, 3))).toBe("2027-01-04"); // 12/29, 12/30, then closed 12/31–1/3 (1/2 Sat, 1/3 Sun)
    expect(iso(on("government").addBusinessDays(start, 3))).toBe("2027-01-06"); // closed 12/29–1/3: 1/4, 1/5, 1/6
    expect(iso(on("government").addBusinessDays(day("2027-01-06"), -3))).toBe("2026-12-28");
  });

  it("2027-03 has 22 business days on each calendar (8 weekend days; 春分の日 3/21 is a Sunday, 振替休日 3/22)", () => {
    for (const calendar of BUSINESS_CALENDARS) {
      const count = on(calendar).countBusinessDays(day("2027-03-01"), day("2027-03-31"));
      expect(count.business_days, calendar).toBe(22);
      expect(count.closed.filter((c) => c.reason === "holiday")).toEqual([
        { date: "2027-03-21", reason: "holiday", label: "春分の日" },
        { date: "2027-03-22", reason: "holiday", label: "振替休日" },
      ]);
    }
  });

  it("the long weekends of 2026 (national), and the year-end run of each calendar", () => {
    const national = [
      ["2026-01-10", "2026-01-12", 3, ["成人の日"]],
      ["2026-02-21", "2026-02-23", 3, ["天皇誕生日"]],
      ["2026-03-20", "2026-03-22", 3, ["春分の日"]],
      ["2026-05-02", "2026-05-06", 5, ["憲法記念日", "みどりの日", "こどもの日", "振替休日"]],
      ["2026-07-18", "2026-07-20", 3, ["海の日"]],
      ["2026-09-19", "2026-09-23", 5, ["敬老の日", "国民の休日", "秋分の日"]],
      ["2026-10-10", "2026-10-12", 3, ["スポーツの日"]],
      ["2026-11-21", "2026-11-23", 3, ["勤労感謝の日"]],
    ].map(([start, end, days, holidays]) => ({ start, end, days, holidays }));
    expect(on("national").longWeekends(2026)).toEqual(national);
    // The 2026–27 New Year: 2027-01-01 is a Friday, so national's run (1/1–1/3) starts in 2027.
    expect(on("bank").longWeekends(2026)).toEqual([...national, { start: "2026-12-31", end: "2027-01-03", days: 4, holidays: ["元日"] }]);
    expect(on("government").longWeekends(2026)).toEqual([
      ...national,
      { start: "2026-12-29", end: "2027-01-03", days: 6, holidays: ["元日"] },
    ]);
    expect(on("national").longWeekends(2027)[0]).toEqual({ start: "2027-01-01", end: "2027-01-03", days: 3, holidays: ["元日"] });
  });

  it("describes a day: 元日 is labelled 元日, a 振替休日 振替休日, custom days 休業日, open= wins", () => {
    expect(on("bank").describe(day("2026-01-01"))).toEqual({
      calendar: "bank",
      date: "2026-01-01",
      business: false,
      reason: "holiday",
      label: "元日",
      next: "2026-01-05",
      previous: "2025-12-30",
    });
    expect(on("bank").closure(day("2026-12-31"))).toEqual({ reason: "year-end", label: "年末年始" });
    expect(on("national").closure(day("2026-05-06"))).toEqual({ reason: "holiday", label: "振替休日" });
    const custom = on("national", { closedWeekdays: 1 << YOUBI.indexOf("水"), closedDates: new Set([day("2026-08-13")]) });
    expect(custom.closure(day("2026-08-12"))).toEqual({ reason: "custom", label: "休業日" }); // a Wednesday
    expect(custom.closure(day("2026-08-13"))).toEqual({ reason: "custom", label: "休業日" });
    const open = on("national", { openDates: new Set([day("2026-05-04")]), closedDates: new Set([day("2026-05-04")]) });
    expect(open.describe(day("2026-05-04")).business).toBe(true);
    expect(open.longWeekends(2026).find((r) => r.start === "2026-05-02")).toBeUndefined();
  });
});
