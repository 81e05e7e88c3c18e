/** `GET /gw/wareki/{date}` and `gw.php?fn=wareki` (docs/interface.md#dates-before-1873): one day in every calendar, 445–2100. */
import { READING_CONVENTIONS } from "../../calendar/names.ts";
import { KanshiEnum, labelEnum } from "../day.ts";
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { checked, CONDITIONAL, DatePathParam, FORMAT, invalidAs, param, TOKEN, LANG } from "../parameters.ts";
import { ROKUYOU, WAREKI_CALENDARS, YOUBI } from "../../calendar/names.ts";

/** `calendar` of the wareki functions. */
export const WAREKI_CALENDAR = checked(
  param(
    "Wareki_calendar",
    "calendar",
    "query",
    z.enum(WAREKI_CALENDARS).default("gregorian"),
    "How date is read: gregorian (default; proleptic before 1582-10-15) or julian (what historians print before 1582-10-15).",
  ),
  { invalid: invalidAs(`calendar must be ${WAREKI_CALENDARS.join(" or ")}`) },
);

/** `{date}`: a day from 445-01-25 to 2100-12-31 (Gregorian), YYYY-MM-DD. */
export const WAREKI_DATE_PATH = param(
  "WarekiDatePath",
  "date",
  "path",
  DatePathParam,
  "The day, YYYY-MM-DD in the calendar `calendar` names; 445-01-25 to 2100-12-31 (else 404 OUT_OF_COVERAGE).",
);

/** One era in force on the day. */
export const EraOfDay = z.strictObject({
  name: z.string().describe("the era (元号), e.g. 天正"),
  year: z.int().min(1).describe("the era year, 元年 = 1"),
  court: z
    .enum(["north", "south"])
    .nullable()
    .describe("north or south between 1331 and 1392 when the two courts counted different eras; else null"),
});

/** How the input named its day. */
export const Reading = z
  .strictObject({
    era: z.string().nullable().describe("the era as written, in the eras table's spelling (慶応 for 慶應); null when none was written"),
    convention: z
      .enum(READING_CONVENTIONS)
      .describe(
        "in_force: the era written was in force that day; new_era_from_year_start: a day of its 元年 before the change (改元), the new era counted from the year's first day; old_era_after_change: a day of the era's last year on or after the change, the old era kept; kyureki_year: a year without an era, of the 旧暦 (written 旧暦…年 or with 閏); gregorian, julian: a Western date (`date`, or a year without an era written with 年月日)",
      ),
    note: z
      .string()
      .nullable()
      .describe(
        "one line of English saying what the convention means for this day (the change's date, the era in force, the calendar of a Western year); null when there is nothing to add: an era in force, a `date`, a 旧暦 year",
      ),
  })
  .describe("how the input was read");

/** A day's record: its dates in every calendar, eras, 和暦, 干支 and 六曜 (docs/calendar.md §14). */
export const WarekiRecord = z
  .strictObject({
    ok: z.literal(true),
    input: z.string().describe("the input as sent"),
    jdn: z.int().describe("the Julian day number"),
    gregorian: z.string().describe("YYYY-MM-DD, proleptic Gregorian before 1582-10-15"),
    julian: z.string().describe("YYYY-MM-DD in the Julian calendar"),
    youbi: labelEnum(YOUBI, "youbi"),
    kyureki: z
      .strictObject({
        year: z.int().describe("the Western number of the 旧暦 year"),
        month: z.int().min(1).max(12),
        leap: z.boolean().describe("a 閏 month"),
        day: z.int().min(1).max(30),
      })
      .describe("the 旧暦 date: before 1873 the calendar in force (historical tables), from 1873 the computed one"),
    wareki: z
      .string()
      .describe(
        "the date as written in the era in force (天正10年6月2日, 慶長4年閏3月3日); before 1873 in 旧暦 months, from 1873 in Gregorian ones",
      ),
    eras: z.array(EraOfDay).describe("the eras in force: one, or two (north, south) in 1331–1392; empty before 大化 and in the gaps"),
    kanshi: KanshiEnum.describe("the day's 干支"),
    kanshi_year: KanshiEnum.describe("the 干支 of the 旧暦 year"),
    rokuyou: labelEnum(ROKUYOU, "rokuyou").describe("六曜 by the modern rule ((旧暦 month + day) mod 6), whatever was printed at the time"),
    reading: Reading,
  })
  .describe("one day in every calendar (docs/calendar.md §14)");

/** The columns of a wareki CSV (`format=csv`): a record's keys (`reading` spread into one column per value), then an error's. */
export const WAREKI_CSV_COLUMNS = [
  ...Object.keys(WarekiRecord.shape).flatMap((k) =>
    k === "ok" ? [] : k === "reading" ? Object.keys(Reading.shape).map((r) => `reading.${r}`) : [k],
  ),
  "ok",
  "error",
  "code",
];

/**
 * The record of 本能寺の変 exactly as the service gives it for {@link EXAMPLE_WAREKI_PATH}
 * (test/edge-rules/endpoints/wareki.test.ts asks the handler the same and compares).
 */
export const EXAMPLE_WAREKI_PATH = "/gw/wareki/1582-06-21?calendar=julian";
export const EXAMPLE_WAREKI = {
  ok: true,
  input: "1582-06-21",
  jdn: 2299055,
  gregorian: "1582-07-01",
  julian: "1582-06-21",
  youbi: "木",
  kyureki: { year: 1582, month: 6, leap: false, day: 2 },
  wareki: "天正10年6月2日",
  eras: [{ name: "天正", year: 10, court: null }],
  kanshi: "戊子",
  kanshi_year: "壬午",
  rokuyou: "先勝",
  reading: { era: null, convention: "julian", note: null },
} as const;

export const wareki: EndpointContract = {
  name: "wareki",
  method: "GET",
  path: "/gw/wareki/{date}",
  fn: "wareki",
  operationId: "getWareki",
  tag: "calendar",
  summary: "Date in every calendar (和暦, 旧暦), 445–2100",
  description:
    "One day from 445-01-25 to 2100-12-31 in the Gregorian and Julian calendars, the 旧暦, the era(s) in force and the 和暦 text, 干支 and 六曜. Before 1873 the calendar in force is the historical one (日本暦日原典, NAOJ); from 1873 the computed one. Lite, no credential. Same result as `gw.php?fn=wareki`. Several dates or 和暦 texts at once: `GET /gw/wareki`.",
  parameters: [WAREKI_DATE_PATH, WAREKI_CALENDAR, FORMAT, LANG, TOKEN, ...CONDITIONAL],
  // Needs no credential (a sent one is still checked): anonymous first, as for the business days.
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["WarekiRecord", WarekiRecord],
    ["EraOfDay", EraOfDay],
    ["Reading", Reading],
  ],
  responses: () =>
    operationResponses(
      wareki.statuses,
      dataOk("WarekiRecord", "The day.", { honnoji: { summary: "本能寺の変, Julian 1582-06-21", value: EXAMPLE_WAREKI } }, false, true),
    ),
  example: () => "GET /gw/wareki/1600-10-21",
  testRequest: "/gw/wareki/1600-10-21",
  testStatuses: [
    [200, "/gw/wareki/1582-06-21?calendar=julian"],
    [200, "/gw/wareki/1582-06-21?format=csv"],
    [400, "/gw/wareki/1582-02-30"],
    [403, "/gw/wareki/1600-10-21", { as: "unknown" }],
    [404, "/gw/wareki/0445-01-24"],
    [405, "/gw/wareki/1600-10-21", { method: "POST" }],
  ],
  docExample: () => ({ request: EXAMPLE_WAREKI_PATH, response: EXAMPLE_WAREKI }),
};
