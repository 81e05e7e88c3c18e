import { describe, expect, it } from "vitest";
import {
  KYUREKI_PATTERN,
  LITE_FIELDS,
  LiteDay,
  NENGO_PATTERN,
  NoteEntry,
  Period,
  PRO_FIELDS,
  PRO_ONLY_FIELDS,
  ProDay,
} from "../../schemas/day.ts";
import * as schemas from "../../schemas/index.ts";
import { IsoDate } from "../../schemas/iso-date.ts";
import { NOTES } from "../../calendar/names.ts";
import { copy, LITE_2025_01_01, LITE_2025_01_02, PRO_2025_01_01, proDayOn } from "./fixtures.ts";

/** The messages of a failed parse (or [] when it passed). */
function problems(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

/** The paths of a failed parse (or [] when it passed). */
function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): PropertyKey[][] {
  return result.success ? [] : result.error!.issues.map((issue) => issue.path);
}

/** A period flag. */
function period(name: string, from: string, to: string) {
  return { name, from, to, includes_end: true as const };
}

describe("LiteDay", () => {
  it("accepts a valid record and keeps the record key order", () => {
    const parsed = LiteDay.parse(LITE_2025_01_01);
    expect(parsed).toEqual(LITE_2025_01_01);
    expect(Object.keys(parsed)).toEqual(LITE_FIELDS.filter((k) => k !== "substitute_for"));
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(LITE_2025_01_01));
    expect(Object.keys(LiteDay.parse(LITE_2025_01_02))).toEqual(
      LITE_FIELDS.filter((k) => k !== "holiday" && k !== "holiday_status" && k !== "substitute_for"),
    );
    // holiday_status goes with holiday, both ways.
    expect(LiteDay.safeParse({ ...LITE_2025_01_02, holiday_status: "confirmed" }).success).toBe(false);
    const { holiday_status: _status, ...withoutStatus } = LITE_2025_01_01;
    expect(LiteDay.safeParse(withoutStatus).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, holiday_status: "estimated" }).success).toBe(false);
    const substitute = { ...LITE_2025_01_01, holiday: "振替休日", substitute_for: "元日", rokuyou: "赤口" };
    expect(Object.keys(LiteDay.parse(substitute))).toEqual([...LITE_FIELDS]);
  });

  it("carries substitute_for exactly on a 振替休日", () => {
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, holiday: "振替休日", substitute_for: "元日" }).success).toBe(true);
    expect(paths(LiteDay.safeParse({ ...LITE_2025_01_01, holiday: "振替休日" }))).toEqual([["substitute_for"]]);
    expect(paths(LiteDay.safeParse({ ...LITE_2025_01_01, substitute_for: "元日" }))).toEqual([["substitute_for"]]);
    expect(paths(LiteDay.safeParse({ ...LITE_2025_01_02, substitute_for: "元日" }))).toEqual([["substitute_for"]]);
  });

  it("declares exactly LITE_FIELDS, in order", () => {
    expect(Object.keys(LiteDay.shape)).toEqual([...LITE_FIELDS]);
  });

  it("rejects a day that does not exist (2025-02-29)", () => {
    const day = { ...LITE_2025_01_01, iso: "2025-02-29", m: 2, d: 29 };
    expect(LiteDay.safeParse(day).success).toBe(false);
    expect(IsoDate.safeParse("2024-02-29").success).toBe(true);
    for (const bad of ["2025-02-29", "2100-02-29", "2025-13-01", "2025-1-01", "20250101", "2025-01-01T00:00:00"]) {
      expect(IsoDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("rejects an unknown key", () => {
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, extra: 1 }).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, date: "2025-01-01" }).success).toBe(false);
  });

  it.each(PRO_ONLY_FIELDS)("rejects the pro field %s on a LiteDay", (field) => {
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, [field]: (PRO_2025_01_01 as Record<string, unknown>)[field] }).success).toBe(false);
  });

  it("rejects iso that disagrees with y/m/d", () => {
    expect(problems(LiteDay.safeParse({ ...LITE_2025_01_01, d: 2 }))).toEqual(["iso 2025-01-01 does not agree with y/m/d 2025/1/2"]);
    expect(paths(LiteDay.safeParse({ ...LITE_2025_01_01, d: 2 }))).toEqual([["iso"]]);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, m: 10 }).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, y: 2024 }).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, iso: "2025-01-10" }).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, iso: "2025-10-01", m: 10 }).success).toBe(true);
    expect(LiteDay.safeParse({ ...LITE_2025_01_02, iso: "0999-12-31", y: 999, m: 12, d: 31 }).success).toBe(true);
  });

  it("does not tie values to the calendar rules (the generator's tests do)", () => {
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, rokuyou: "大安", youbi: "月" }).success).toBe(true);
  });

  it("accepts 閏4月1日 and rejects impossible kyureki", () => {
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, kyureki: "閏4月1日" }).success).toBe(true);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, kyureki: "12月30日" }).success).toBe(true);
    for (const bad of ["13月1日", "0月1日", "4月0日", "4月31日", "閏閏4月1日", "4月1", "04月01日", " 4月1日"]) {
      expect(LiteDay.safeParse({ ...LITE_2025_01_01, kyureki: bad }).success, bad).toBe(false);
      expect(bad).not.toMatch(KYUREKI_PATTERN);
    }
    expect(KYUREKI_PATTERN.source).toBe("^閏?(1[0-2]|[1-9])月([1-9]|[12][0-9]|30)日$");
    expect(schemas.KYUREKI_PATTERN).toBe(KYUREKI_PATTERN);
  });

  it("checks each value set", () => {
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, sekki: "立春" }).success).toBe(true);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, sekki: "春" }).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, moonmark: "新月" }).success).toBe(true);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, moonmark: "半月" }).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, holiday: "" }).success).toBe(false);
    expect(LiteDay.safeParse({ ...LITE_2025_01_01, y: 2025.5 }).success).toBe(false);
    const { rokuyou: _r, ...missing } = LITE_2025_01_01;
    expect(LiteDay.safeParse(missing).success).toBe(false);
  });
});

describe("ProDay", () => {
  it("accepts a valid record and keeps the record key order", () => {
    const parsed = ProDay.parse(PRO_2025_01_01);
    expect(parsed).toEqual(PRO_2025_01_01);
    expect(Object.keys(parsed)).toEqual(PRO_FIELDS.filter((k) => k !== "substitute_for"));
    // sky: a point's answers only (place=lat,lon), never a generated record's field.
    expect(Object.keys(ProDay.shape)).toEqual([...PRO_FIELDS, "sky"]);
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(PRO_2025_01_01));
  });

  it("rejects notes out of table order, duplicated, or not a table row", () => {
    const reversed = copy(PRO_2025_01_01);
    reversed.notes_arr.reverse();
    expect(ProDay.safeParse(reversed).success).toBe(false);
    const swapped = copy(PRO_2025_01_01);
    [swapped.notes_arr[1], swapped.notes_arr[2]] = [swapped.notes_arr[2]!, swapped.notes_arr[1]!];
    expect(paths(ProDay.safeParse(swapped))).toEqual([["notes_arr", 2]]);
    const twice = copy(PRO_2025_01_01);
    twice.notes_arr.push(copy(twice.notes_arr[4]!));
    expect(problems(ProDay.safeParse(twice))).toEqual(["notes_arr must follow the notes table order without duplicates (rouzeki)"]);
    expect(paths(ProDay.safeParse(twice))).toEqual([["notes_arr", 5]]);
    const relabelled = copy(PRO_2025_01_01);
    relabelled.notes_arr[0]!.label = "大安";
    expect(ProDay.safeParse(relabelled).success).toBe(false);
    const plain = copy(PRO_2025_01_01) as Record<string, unknown>;
    plain["notes_arr"] = ["大明日"];
    expect(ProDay.safeParse(plain).success).toBe(false);
    const unknown = copy(PRO_2025_01_01) as { notes_arr: unknown[] };
    unknown.notes_arr.splice(1, 0, { id: "nope", label: "大明日", kind: "lucky" });
    expect(ProDay.safeParse(unknown).success).toBe(false);
  });

  it("accepts any notes in table order, whole table included, and none", () => {
    expect(ProDay.safeParse({ ...PRO_2025_01_01, notes_arr: NOTES.map((row) => ({ ...row })) }).success).toBe(true);
    expect(ProDay.safeParse({ ...PRO_2025_01_01, notes_arr: [] }).success).toBe(true);
    expect(ProDay.safeParse({ ...PRO_2025_01_01, notes_arr: [{ ...NOTES[NOTES.length - 1]! }] }).success).toBe(true);
  });

  it("accepts every row of the notes table as a NoteEntry, and nothing else", () => {
    for (const row of NOTES) expect(NoteEntry.parse({ ...row })).toEqual(row);
    expect(NoteEntry.safeParse({ id: "tensha", label: "天赦日", kind: "unlucky" }).success).toBe(false);
    expect(NoteEntry.safeParse({ id: "tensha", label: "天赦日", kind: "lucky", extra: true }).success).toBe(false);
    expect(NoteEntry.safeParse({ id: "nope", label: "天赦日", kind: "lucky" }).success).toBe(false);
  });

  it("checks the shape of a period", () => {
    expect(Period.safeParse(period("doyou", "2025-01-17", "2025-02-02")).success).toBe(true);
    expect(Period.safeParse(period("doyou", "2025-01-17", "2025-01-17")).success).toBe(true);
    expect(Period.safeParse(period("doyou", "2025-02-02", "2025-01-17")).success).toBe(false);
    expect(Period.safeParse({ ...period("doyou", "2025-01-17", "2025-02-02"), includes_end: false }).success).toBe(false);
    expect(Period.safeParse(period("setsubun", "2025-01-17", "2025-02-02")).success).toBe(false);
    expect(Period.safeParse(period("doyou", "2025-01-17", "2025-02-30")).success).toBe(false);
    expect(Period.safeParse({ ...period("doyou", "2025-01-17", "2025-02-02"), extra: 1 }).success).toBe(false);
    const reversed = copy(PRO_2025_01_01);
    reversed.periods[0] = period("ootsuchi", "2025-01-07", "2025-01-01");
    expect(ProDay.safeParse(reversed).success).toBe(false);
  });

  it("rejects periods out of order or duplicated", () => {
    const outOfOrder = copy(PRO_2025_01_01);
    outOfOrder.periods.unshift(period("kotsuchi", "2024-12-25", "2025-01-01"));
    expect(paths(ProDay.safeParse(outOfOrder))).toEqual([["periods", 1]]);
    const twice = copy(PRO_2025_01_01);
    twice.periods.push(copy(twice.periods[0]!));
    expect(problems(ProDay.safeParse(twice))).toEqual([
      "periods must follow the order tenichi-tenjou, hassen, jippou-gure, doyou, ootsuchi, kotsuchi without duplicates (ootsuchi)",
    ]);
    const inOrder = copy(PRO_2025_01_01);
    inOrder.periods.unshift(period("tenichi-tenjou", "2024-12-20", "2025-01-04"), period("doyou", "2024-12-31", "2025-01-16"));
    inOrder.periods.push(period("kotsuchi", "2025-01-01", "2025-01-01"));
    expect(problems(ProDay.safeParse(inOrder))).toEqual([]);
  });

  it("rejects a period that does not contain the day", () => {
    const outside = copy(PRO_2025_01_01);
    outside.periods.unshift(period("doyou", "2025-01-17", "2025-02-02"));
    expect(problems(ProDay.safeParse(outside))).toEqual(["period doyou 2025-01-17..2025-02-02 does not contain 2025-01-01"]);
    expect(paths(ProDay.safeParse(outside))).toEqual([["periods", 0]]);
    const before = copy(PRO_2025_01_01);
    before.periods[0] = period("ootsuchi", "2024-12-25", "2024-12-31");
    expect(ProDay.safeParse(before).success).toBe(false);
    const ending = copy(PRO_2025_01_01);
    ending.periods[0] = period("ootsuchi", "2024-12-26", "2025-01-01");
    expect(ProDay.safeParse(ending).success).toBe(true);
  });

  it("does not tie values to the calendar rules (the generator's tests do)", () => {
    const day = {
      ...PRO_2025_01_01,
      youbi: "月",
      rokuyou: "大安",
      nengo: "令和6年",
      eto: "辛未",
      shuku28: "井",
      junichoku: "危",
      sekki: "小寒",
      notes_arr: [{ id: "tora", label: "寅の日", kind: "cycle" }],
      periods: [],
    };
    expect(problems(ProDay.safeParse(day))).toEqual([]);
  });

  it("checks the value forms of the pro fields", () => {
    expect(ProDay.safeParse({ ...PRO_2025_01_01, kyusei: "一白" }).success).toBe(false);
    expect(ProDay.safeParse({ ...PRO_2025_01_01, eto_year: "甲丑" }).success).toBe(false);
    expect(ProDay.safeParse({ ...PRO_2025_01_01, kou72: "蟷螂生" }).success).toBe(false);
    expect(ProDay.safeParse({ ...PRO_2025_01_01, nengo: "令和1年" }).success).toBe(false);
    expect(ProDay.safeParse({ ...PRO_2025_01_01, extra: "x" }).success).toBe(false);
    for (const good of ["令和元年", "令和7年", "明治45年", "昭和64年", "平成31年"]) expect(good).toMatch(NENGO_PATTERN);
    for (const bad of ["令和1年", "令和0年", "令和07年", "令和100年", "慶応3年", "令和7"]) expect(bad).not.toMatch(NENGO_PATTERN);
  });

  it("checks iso against y/m/d on every day of a leap year", () => {
    for (let day = new Date(Date.UTC(2024, 0, 1)); day.getUTCFullYear() === 2024; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(problems(ProDay.safeParse(proDayOn(iso))), iso).toEqual([]);
      if (day.getUTCDate() === 1 || iso === "2024-02-29") {
        expect(ProDay.safeParse({ ...proDayOn(iso), d: day.getUTCDate() === 1 ? 2 : 1 }).success, iso).toBe(false);
      }
    }
  });
});
