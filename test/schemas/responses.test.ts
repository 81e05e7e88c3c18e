import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, rulesOf } from "../../calendar/rules.ts";
import { ERROR_CODES } from "../../schemas/error-codes.ts";
import { ERROR_CODE_LIST, errorCodesForStatus, errorStatuses } from "../../schemas/error-groups.ts";
import {
  BulkResponse,
  DayResponse,
  ErrorResponse,
  HealthResponse,
  HealthUnavailableResponse,
  RangeResponse,
} from "../../schemas/responses.ts";
import { copy, LITE_2025_01_01, LITE_2025_01_02, PRO_2025_01_01, proDayOn } from "./fixtures.ts";

/** The day rules a Pro body names (docs/interface.md#schools-rules). */
const NAMED = rulesOf("day", DEFAULT_RULES);

/** Every ISO date of a year. */
function daysOf(year: number): string[] {
  const out: string[] = [];
  for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
    out.push(day.toISOString().slice(0, 10));
  }
  return out;
}

describe("HealthResponse", () => {
  it("accepts a JST timestamp and rejects any other offset", () => {
    const body = {
      ok: true,
      service: "koyomi-api",
      time: "2025-01-01T09:00:00+09:00",
      view: "lite",
      dataVersion: "0123456789abcdef",
      coverage: { from: 2020, to: 2030 },
      holidays_confirmed_through: 2027,
    };
    expect(HealthResponse.parse(body)).toEqual(body);
    expect(HealthResponse.safeParse({ ...body, time: "2025-01-01T00:00:00Z" }).success).toBe(false);
    expect(HealthResponse.safeParse({ ...body, time: "2025-01-01" }).success).toBe(false);
    expect(HealthResponse.safeParse({ ...body, view: "ultra" }).success).toBe(false);
  });

  it("carries the data version and coverage when healthy; an unhealthy body carries a reason instead", () => {
    const base = { service: "koyomi-api", time: "2025-01-01T09:00:00+09:00", view: "pro" };
    const healthy = { ok: true, ...base, dataVersion: "0123456789abcdef", coverage: { from: 2020, to: 2030 } };
    expect(HealthResponse.safeParse({ ...healthy, dataVersion: "XYZ" }).success).toBe(false);
    expect(HealthResponse.safeParse({ ...healthy, coverage: undefined }).success).toBe(false);
    expect(HealthResponse.safeParse({ ...healthy, ok: false }).success).toBe(false);
    const unhealthy = { ok: false, ...base, reason: "DATA_MISSING", error: "lite/gw/month/2020-01.json: missing" };
    expect(HealthUnavailableResponse.parse(unhealthy)).toEqual(unhealthy);
    expect(HealthUnavailableResponse.safeParse({ ...unhealthy, reason: "TIRED" }).success).toBe(false);
    expect(HealthUnavailableResponse.safeParse({ ...unhealthy, ok: true }).success).toBe(false);
  });
});

describe("DayResponse", () => {
  it("holds a LiteDay when view is lite and a ProDay when view is pro", () => {
    const lite = { ok: true, view: "lite", date: "2025-01-01", day: LITE_2025_01_01 };
    const pro = { ok: true, view: "pro", rules: NAMED, date: "2025-01-01", day: PRO_2025_01_01 };
    expect(JSON.stringify(DayResponse.parse(lite))).toBe(JSON.stringify(lite));
    expect(JSON.stringify(DayResponse.parse(pro))).toBe(JSON.stringify(pro));
    expect(DayResponse.safeParse({ ...lite, day: PRO_2025_01_01 }).success).toBe(false);
    expect(DayResponse.safeParse({ ...pro, day: LITE_2025_01_01 }).success).toBe(false);
    expect(DayResponse.safeParse({ ...lite, date: "2025-01-02" }).success).toBe(false);
    expect(DayResponse.safeParse({ ...lite, ok: false }).success).toBe(false);
    // A Pro body names every day rule with one of its values; a lite one names none.
    expect(DayResponse.safeParse({ ...pro, rules: undefined }).success).toBe(false);
    expect(DayResponse.safeParse({ ...pro, rules: { ...NAMED, daimyo: "30" } }).success).toBe(false);
    expect(DayResponse.safeParse({ ...lite, rules: NAMED }).success).toBe(false);
  });
});

describe("RangeResponse", () => {
  const body = {
    ok: true,
    view: "lite",
    range: { start: "2025-01-01", end: "2025-01-02", tz: "Asia/Tokyo" },
    count: 2,
    days: [LITE_2025_01_01, LITE_2025_01_02],
  };

  it("accepts every day from start to end, counted", () => {
    expect(JSON.stringify(RangeResponse.parse(body))).toBe(JSON.stringify(body));
  });

  it("rejects a wrong count, a missing or misplaced day, a reversed range, another tz", () => {
    expect(RangeResponse.safeParse({ ...body, count: 3 }).success).toBe(false);
    expect(RangeResponse.safeParse({ ...body, count: 1, days: [LITE_2025_01_01] }).success).toBe(false);
    expect(RangeResponse.safeParse({ ...body, days: [LITE_2025_01_02, LITE_2025_01_01] }).success).toBe(false);
    expect(RangeResponse.safeParse({ ...body, range: { ...body.range, start: "2025-01-03" } }).success).toBe(false);
    expect(RangeResponse.safeParse({ ...body, range: { ...body.range, tz: "UTC" } }).success).toBe(false);
    expect(RangeResponse.safeParse({ ...body, view: "pro" }).success).toBe(false);
  });
});

describe("BulkResponse", () => {
  const data = { "2024": daysOf(2024).map(proDayOn) };

  it("accepts every ProDay of each requested year", () => {
    const body = { ok: true, view: "pro", rules: NAMED, years: [2024], data };
    expect(BulkResponse.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it("rejects missing days, extra or missing years, repeated years, and lite view", () => {
    expect(BulkResponse.safeParse({ ok: true, view: "pro", years: [2024], data: { "2024": data["2024"].slice(1) } }).success).toBe(false);
    expect(BulkResponse.safeParse({ ok: true, view: "pro", years: [2024, 2025], data }).success).toBe(false);
    expect(BulkResponse.safeParse({ ok: true, view: "pro", years: [2024, 2024], data }).success).toBe(false);
    expect(BulkResponse.safeParse({ ok: true, view: "pro", years: [2025], data }).success).toBe(false);
    expect(BulkResponse.safeParse({ ok: true, view: "lite", years: [2024], data }).success).toBe(false);
    expect(BulkResponse.safeParse({ ok: true, view: "pro", years: [], data: {} }).success).toBe(false);
  });
});

describe("ErrorResponse", () => {
  it("accepts every error code with its offending fields", () => {
    for (const code of ERROR_CODE_LIST) {
      expect(ErrorResponse.safeParse({ ok: false, error: `failed: ${code}`, code }).success, code).toBe(true);
    }
    const body = { ok: false, error: "range too long", code: "RANGE_TOO_LONG", start: "2025-01-01", end: "2025-03-01", maxDays: 31 };
    expect(JSON.stringify(ErrorResponse.parse(body))).toBe(JSON.stringify(body));
    expect(ErrorResponse.safeParse({ ok: false, error: "x", code: "OUT_OF_COVERAGE", year: 2031 }).success).toBe(true);
    expect(ErrorResponse.safeParse({ ok: false, error: "x", code: "INVALID_DATE", date: "2025-02-29" }).success).toBe(true);
  });

  it("rejects unknown codes, ok true, unknown keys and a missing message", () => {
    expect(ErrorResponse.safeParse({ ok: false, error: "x", code: "TEAPOT" }).success).toBe(false);
    expect(ErrorResponse.safeParse({ ok: true, error: "x", code: "NOT_FOUND" }).success).toBe(false);
    expect(ErrorResponse.safeParse({ ok: false, error: "x", code: "NOT_FOUND", detail: 1 }).success).toBe(false);
    expect(ErrorResponse.safeParse({ ok: false, code: "NOT_FOUND" }).success).toBe(false);
    expect(ErrorResponse.safeParse({ ok: false, error: "x", code: "RANGE_TOO_LONG", maxDays: 0 }).success).toBe(false);
  });

  it("groups the codes by status without losing one", () => {
    expect(errorStatuses()).toEqual([400, 403, 404, 405, 408, 414, 429, 431, 500, 503]);
    const grouped = errorStatuses().flatMap((status) => errorCodesForStatus(status));
    expect(new Set(grouped)).toEqual(new Set(Object.keys(ERROR_CODES)));
    expect(errorCodesForStatus(429)).toEqual(["RATE_LIMITED"]);
    expect(errorCodesForStatus(500)).toEqual(["INTERNAL"]);
  });
});

describe("fixtures", () => {
  it("are not mutated by the tests", () => {
    expect(copy(PRO_2025_01_01)).toEqual(PRO_2025_01_01);
    expect(PRO_2025_01_01.notes_arr).toHaveLength(5);
  });
});
