/**
 * The conventions a 和暦 date is read by (docs/interface.md#dates-before-1873, issue 35): for every
 * era of the eras table (test/reference/eras_0645_2019.csv), its 元年1月1日, the day before its
 * 改元日 and the 改元日 itself, each written in the new era and in the era it replaced, checked
 * against the 旧暦 month table (test/reference/kyureki_months_0445_1872.csv); the published
 * examples; the rules that still refuse; Western years written with 年月日; and every text that
 * answered before (test/edge-rules/wareki/answers-b825e72.json) answering the same day.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { kyurekiMonthsFile } from "../../../generator/files/kyureki-months.ts";
import { type KyurekiMonths } from "../../../calendar/wareki/months-table.ts";
import { parseKyurekiMonths } from "../../../schemas/files/kyureki-months.ts";
import { convertText, type WarekiRecord } from "../../../edge-rules/wareki/convert.ts";
import { gregorianToJdn, jdnToGregorian } from "../../../calendar/wareki/calendars.ts";
import { erasOn } from "../../../calendar/wareki/eras.ts";
import { readReferenceCsv } from "../../support/reference.ts";

let table: KyurekiMonths;
beforeAll(() => {
  table = parseKyurekiMonths(kyurekiMonthsFile().text);
}, 60_000);

/** The 旧暦 months as printed: [year, month, leap, first JDN, days]. */
const MONTHS = readReferenceCsv("kyureki_months_0445_1872.csv").map(
  ([year, month, leap, , , first, days]) => [Number(year), Number(month), leap === "1", Number(first), Number(days)] as const,
);
/** The eras as the reference table gives them. */
const ERAS = readReferenceCsv("eras_0645_2019.csv").map(([name, firstYear, start, , , end]) => ({
  name: name!,
  firstYear: Number(firstYear),
  start: Number(start),
  /** Before 明治 the first day not counted in it (慶応: the 明治 edict, 1868-10-23), from 明治 its last day. */
  end: end === "" ? Infinity : Number(end),
}));
/** 1873-01-01: from it, month and day are Gregorian. */
const GREGORIAN_FROM = gregorianToJdn(1873, 1, 1);

/** A day's year (旧暦 before 1873, Gregorian from it), month, leap and day, from the reference months. */
function calendarDate(jdn: number): { year: number; month: number; leap: boolean; day: number } {
  if (jdn >= GREGORIAN_FROM) {
    const { y, m, d } = jdnToGregorian(jdn);
    return { year: y, month: m, leap: false, day: d };
  }
  const [year, month, leap, first] = MONTHS.find(([, , , f, days]) => f <= jdn && jdn < f + days)!;
  return { year, month, leap, day: jdn - first + 1 };
}

/** The first day of a year: 旧暦 1月1日 before 1873, January 1 from it. */
function yearStart(year: number): number {
  return year >= 1873 ? gregorianToJdn(year, 1, 1) : MONTHS.find(([y, m, leap]) => y === year && m === 1 && !leap)![3];
}

/** `大化元年6月19日`: a date written in an era whose 元年 is `firstYear`. */
function written(era: string, firstYear: number, jdn: number): string {
  const { year, month, leap, day } = calendarDate(jdn);
  const n = year - firstYear + 1;
  return `${era}${n === 1 ? "元" : n}年${leap ? "閏" : ""}${month}月${day}日`;
}

/** The answer's day and convention, or its error. */
function read(text: string): string {
  const answer = convertText(table, text);
  return answer.ok ? `${answer.jdn} ${answer.reading.convention}` : `${answer.code}: ${answer.error}`;
}

describe("every era, at its change (改元), in both era names", () => {
  it("has 248 eras", () => expect(ERAS).toHaveLength(248));

  it("reads 元年1月1日, the day before the change and the day of it in the new era", () => {
    const wrong: string[] = [];
    let before = 0;
    for (const era of ERAS) {
      const first = yearStart(era.firstYear);
      const expected: [string, string][] = [
        [`${era.name}元年1月1日`, `${first} ${first < era.start ? "new_era_from_year_start" : "in_force"}`],
        [written(era.name, era.firstYear, era.start), `${era.start} in_force`],
      ];
      if (first < era.start) {
        before++;
        expected.push([written(era.name, era.firstYear, era.start - 1), `${era.start - 1} new_era_from_year_start`]);
      }
      for (const [text, answer] of expected) if (read(text) !== answer) wrong.push(`${text}: ${read(text)}, expected ${answer}`);
    }
    expect(wrong).toEqual([]);
    // every era but 天応 (changed on 天応元年1月1日) and 明治, which the table counts from 慶応4年1月1日 (the 一世一元の詔)
    expect(before).toBe(246);
  });

  it("reads the day before the change and the day of it in each era in force the day before", () => {
    const wrong: string[] = [];
    let oldEraKept = 0;
    for (const era of ERAS) {
      const dayBefore = calendarDate(era.start - 1);
      const onDay = calendarDate(era.start);
      for (const old of erasOn(era.start - 1, dayBefore.year)) {
        if (old.name === era.name) continue;
        const oldFirstYear = dayBefore.year - old.year + 1;
        const stillInForce = erasOn(era.start, onDay.year).some((e) => e.name === old.name);
        // a change on 1月1日 (天応) puts the day in a year the old era never reached, unless the table counts it there (慶応4年)
        const pastLastYear = onDay.year !== dayBefore.year && ERAS.find((e) => e.name === old.name)!.end <= era.start;
        if (!stillInForce && !pastLastYear) oldEraKept++;
        const onDayAnswer = pastLastYear
          ? `INVALID_DATE: ${written(old.name, oldFirstYear, era.start)}: ${old.name} ended in ${old.name}${old.year === 1 ? "元" : old.year}年 (${dayBefore.year})`
          : `${era.start} ${stillInForce ? "in_force" : "old_era_after_change"}`;
        const expected: [string, string][] = [
          [written(old.name, oldFirstYear, era.start - 1), `${era.start - 1} in_force`],
          [written(old.name, oldFirstYear, era.start), onDayAnswer],
        ];
        for (const [text, answer] of expected) if (read(text) !== answer) wrong.push(`${text}: ${read(text)}, expected ${answer}`);
      }
    }
    expect(wrong).toEqual([]);
    // the changes with an era before them that ended that day (not 大化, 朱鳥, 大宝 after a gap;
    // not the other court's change in 1331–1392 while one's own era went on)
    expect(oldEraKept).toBeGreaterThan(220);
  });
});

/** A text's record. */
function record(text: string, calendar: "gregorian" | "julian" | null = null): WarekiRecord {
  const answer = convertText(table, text, calendar);
  if (!answer.ok) expect.fail(`${text}: ${answer.error}`);
  return answer;
}

describe("the published examples (issue 35)", () => {
  it("大化元年1月1日 is 645-02-05, 大化 counted from the year's first day", () => {
    const r = record("大化元年1月1日");
    expect([r.gregorian, r.wareki, r.eras]).toEqual(["0645-02-05", "645年1月1日", []]);
    expect(r.reading).toEqual({
      era: "大化",
      convention: "new_era_from_year_start",
      note: "大化 began on 0645-07-20 (大化元年6月19日); 大化元年 is counted from 1月1日, as tables of the old calendar and histories label the year of a change",
    });
  });

  it("慶応4年9月8日 is 1868-10-23, the day of the 明治 edict, in 明治", () => {
    const r = record("慶応4年9月8日");
    expect([r.gregorian, r.wareki]).toEqual(["1868-10-23", "明治元年9月8日"]);
    expect(r.reading).toMatchObject({ era: "慶応", convention: "old_era_after_change" });
    expect(r.reading.note).toContain("the era in force was 明治");
  });

  it("寛永21年12月16日 is the 正保 change day, 1645-01-13", () => {
    const r = record("寛永21年12月16日");
    expect([r.gregorian, r.wareki, r.reading.convention]).toEqual(["1645-01-13", "正保元年12月16日", "old_era_after_change"]);
  });

  it("明治45年7月30日, 大正15年12月25日 and T15-12-25: both eras on the day an emperor died", () => {
    expect([record("明治45年7月30日").jdn, record("大正元年7月30日").jdn]).toEqual([
      gregorianToJdn(1912, 7, 30),
      gregorianToJdn(1912, 7, 30),
    ]);
    for (const text of ["大正15年12月25日", "T15-12-25", "昭和元年12月25日"]) expect(record(text).gregorian).toBe("1926-12-25");
    expect(record("T15-12-25")).toMatchObject({ wareki: "昭和元年12月25日", reading: { era: "大正", convention: "old_era_after_change" } });
    expect(record("明治45年12月31日").wareki).toBe("大正元年12月31日");
  });

  it("明治5年12月3日 stays the documented 400 that names 1873-01-01", () => {
    expect(convertText(table, "明治5年12月3日")).toEqual({
      ok: false,
      input: "明治5年12月3日",
      code: "INVALID_DATE",
      error: "明治5年12月3日 never existed: the day after 明治5年12月2日 was 明治6年1月1日 (1873-01-01)",
    });
  });
});

describe("what still refuses", () => {
  it.each([
    ["慶応5年1月1日", "INVALID_DATE: 慶応5年1月1日: 慶応 ended in 慶応4年 (1868)"],
    ["天保20年1月1日", "INVALID_DATE: 天保20年1月1日: 天保 ended in 天保15年 (1844)"],
    ["平成32年1月1日", "INVALID_DATE: 平成32年1月1日: 平成 ended in 平成31年 (2019)"],
    ["慶長5年閏3月1日", "INVALID_DATE: 慶長5年閏3月1日: the 旧暦 year 1600 has no 閏3月"],
    ["天正10年5月30日", "INVALID_DATE: 天正10年5月30日: that month has 29 days"],
    ["令和7年2月29日", "INVALID_DATE: 令和7年2月29日: 2025-2 has 28 days"],
    ["明治0年1月1日", "INVALID_DATE: 明治0年1月1日: year 0: years count from 1 (元年)"],
    ["令和83年1月1日", "OUT_OF_COVERAGE: 令和83年1月1日: the conversions cover 445-01-25 to 2100-12-31"],
    [
      "1582年10月10日",
      "INVALID_DATE: 1582年10月10日: no such day: the day after the Julian 1582-10-04 was the Gregorian 1582-10-15 (calendar=julian or calendar=gregorian reads it in one calendar)",
    ],
    ["445年1月1日", "OUT_OF_COVERAGE: 445年1月1日: the conversions cover 445-01-25 to 2100-12-31 (Gregorian)"],
  ])("%s", (text, error) => {
    expect(read(text)).toBe(error);
  });
});

describe("a year without an era (issue 35)", () => {
  it("is a Western year: 2026年1月1日 and 1990年5月5日 are those Gregorian days, in every form", () => {
    for (const text of [
      "2026年1月1日",
      "２０２６年１月１日",
      "西暦2026年1月1日",
      "2026年元旦",
      "2026-01-01",
      "2026/1/1",
      "二〇二六年一月一日",
    ])
      expect(record(text), text).toMatchObject({
        gregorian: "2026-01-01",
        wareki: "令和8年1月1日",
        reading: { era: null, convention: "gregorian" },
      });
    for (const text of ["1990年5月5日", "１９９０年０５月０５日", "1990.05.05"]) expect(record(text).gregorian, text).toBe("1990-05-05");
    expect(record("2024年2月末日").gregorian).toBe("2024-02-29");
  });

  it("is Julian before 1582-10-15 and Gregorian from it, unless calendar says", () => {
    expect(record("1582年10月4日")).toMatchObject({ julian: "1582-10-04", gregorian: "1582-10-14", reading: { convention: "julian" } });
    expect(record("1582年10月15日")).toMatchObject({ gregorian: "1582-10-15", reading: { convention: "gregorian" } });
    expect(record("1600年10月21日", "julian")).toMatchObject({ julian: "1600-10-21", reading: { convention: "julian" } });
    expect(record("1582年6月21日", "gregorian")).toMatchObject({ gregorian: "1582-06-21", reading: { convention: "gregorian" } });
    expect(record("1582年6月21日").wareki).toBe("天正10年6月2日");
    expect(record("1500年2月29日").julian).toBe("1500-02-29");
    expect(read("1900年2月29日")).toBe("INVALID_DATE: 1900年2月29日: 1900-2 has 28 days in the Gregorian calendar");
  });

  it("is a 旧暦 year when written 旧暦…年 or with a 閏 month", () => {
    expect(record("旧暦1868年1月1日")).toMatchObject({
      gregorian: "1868-01-25",
      reading: { era: null, convention: "kyureki_year", note: null },
    });
    expect(record("1865年閏5月15日")).toMatchObject({ gregorian: "1865-07-07", kyureki: { year: 1865, leap: true, month: 5 } });
  });
});

describe("every text that answered before issue 35", () => {
  it("answers the same day (4,113 texts sampled over 445–2100 and at every era's change)", () => {
    const before = JSON.parse(readFileSync(new URL("answers-b825e72.json", import.meta.url), "utf8")) as [string, number][];
    expect(before.length).toBe(4113);
    const wrong = before.filter(([text, jdn]) => !read(text).startsWith(`${jdn} `));
    expect(wrong.map(([text, jdn]) => `${text}: ${read(text)}, was ${jdn}`)).toEqual([]);
  });
});
