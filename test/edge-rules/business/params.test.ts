/** The business-day parameters (edge-rules/business/rules.ts): calendar, closed, open; the 400s name the parameter and the value. */
import { describe, expect, it } from "vitest";
import { MAX_LIST_ITEMS, parseBusinessRules, WEEKDAY_IDS } from "../../../edge-rules/business/rules.ts";
import { dayNumber } from "../../../calendar/time/day-number.ts";

const parse = (query: string) => parseBusinessRules(new URLSearchParams(query));
const dates = (n: number): string => Array.from({ length: n }, (_, i) => `2026-01-${String((i % 28) + 1).padStart(2, "0")}`).join(",");

describe("parseBusinessRules", () => {
  it("defaults to the national calendar with no custom days", () => {
    expect(parse("")).toEqual({ calendar: "national", closedWeekdays: 0, closedDates: new Set(), openDates: new Set() });
    expect(parse("calendar=")).toMatchObject({ calendar: "national" });
  });

  it("reads the calendar, weekday ids and dates", () => {
    expect(WEEKDAY_IDS).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(parse("calendar=bank&closed=wed,2026-08-13,wed,sun&open=2026-05-04")).toEqual({
      calendar: "bank",
      closedWeekdays: (1 << 2) | (1 << 6),
      closedDates: new Set([dayNumber(2026, 8, 13)]),
      openDates: new Set([dayNumber(2026, 5, 4)]),
    });
    expect(parse("calendar=government")).toMatchObject({ calendar: "government" });
    expect(parse(`closed=${dates(MAX_LIST_ITEMS)}&open=${dates(MAX_LIST_ITEMS)}`)).toMatchObject({ calendar: "national" });
  });

  it.each([
    ["calendar=nyse", "calendar", "nyse"],
    ["calendar=Bank", "calendar", "Bank"],
    ["closed=monday", "closed", "monday"],
    ["closed=mon,2026-02-30", "closed", "2026-02-30"],
    ["closed=mon,,tue", "closed", ""],
    ["open=sat", "open", "sat"],
    ["open=2026-1-05", "open", "2026-1-05"],
  ])("refuses %s with INVALID_PARAMETER naming %s and %s", (query, parameter, value) => {
    expect(parse(query)).toMatchObject({ code: "INVALID_PARAMETER", fields: { parameter, value } });
  });

  it(`refuses more than ${MAX_LIST_ITEMS} items in a list`, () => {
    expect(parse(`closed=${dates(MAX_LIST_ITEMS + 1)}`)).toMatchObject({ code: "INVALID_PARAMETER", fields: { parameter: "closed" } });
    expect(parse(`open=${dates(MAX_LIST_ITEMS + 1)}`)).toMatchObject({ code: "INVALID_PARAMETER", fields: { parameter: "open" } });
  });
});
