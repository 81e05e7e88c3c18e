/** `GET /gw/business/{date}` and `gw.php?fn=business` (docs/interface.md#business-days): whether a day is a business day (営業日). */
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, DATE_PATH, param, TOKEN } from "../parameters.ts";
import { BUSINESS_CALENDARS, CLOSURE_REASONS } from "../vocabulary.ts";

/** `calendar`: whose closed days count (docs/calendar.md §13). */
export const BUSINESS_CALENDAR = param(
  "Business_calendar",
  "calendar",
  "query",
  z.enum(BUSINESS_CALENDARS).default("national"),
  "Whose closed days: national (Saturdays, Sundays, national holidays; default), bank (and 12/31–1/3, 銀行法施行令 第5条), government (and 12/29–1/3, 行政機関の休日に関する法律 第1条); the Saturday rules in force on each date.",
);
/** `closed`: a company's own closed days. */
export const BUSINESS_CLOSED = param(
  "Business_closed",
  "closed",
  "query",
  z.string().min(1),
  "Comma-separated weekdays (ids mon…sun or labels 月…日) and dates (YYYY-MM-DD) closed besides the calendar's, at most 100 (reason custom, label 休業日).",
);
/** `open`: dates open whatever the calendar says. */
export const BUSINESS_OPEN = param(
  "Business_open",
  "open",
  "query",
  z.string().min(1),
  "Comma-separated dates (YYYY-MM-DD) that are business days whatever the calendar and closed say, at most 100.",
);

/** The answer of business/{date}. */
export const BusinessDayResponse = z
  .strictObject({
    ok: z.literal(true),
    calendar: z.enum(BUSINESS_CALENDARS),
    date: IsoDate,
    business: z.boolean(),
    reason: z
      .enum(CLOSURE_REASONS)
      .nullable()
      .describe("why the day is closed: holiday > year-end > sunday > saturday > custom; null on a business day"),
    label: z
      .string()
      .nullable()
      .describe("the reason in Japanese: the holiday's name, 年末年始, 日曜日, 土曜日 or 休業日; null on a business day"),
    next: IsoDate.nullable().describe("the nearest business day after date (null beyond the coverage)"),
    previous: IsoDate.nullable().describe("the nearest business day before date (null before the coverage)"),
  })
  .describe("whether a day is a business day on a calendar (docs/calendar.md §13)");

export const businessDay: EndpointContract = {
  name: "business-day",
  method: "GET",
  path: "/gw/business/{date}",
  fn: "business",
  operationId: "getBusinessDay",
  tag: "calendar",
  summary: "Business day (営業日)",
  description:
    "Whether date is a business day on a calendar (national, bank, government, plus a company's own closed= and open= days), why not (reason, label), and the nearest business days after and before it. Lite, no credential. Answered from the day index. Same result as `gw.php?fn=business`.",
  parameters: [DATE_PATH, BUSINESS_CALENDAR, BUSINESS_CLOSED, BUSINESS_OPEN, TOKEN, ...CONDITIONAL],
  // Needs no credential (a sent one is still checked): anonymous first, as for health and the glossary.
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [["BusinessDayResponse", BusinessDayResponse]],
  responses: () =>
    operationResponses(businessDay.statuses, dataOk("BusinessDayResponse", "The day on the calendar.", undefined, false, false)),
  example: (y) => `GET /gw/business/${y}-12-31?calendar=bank`,
};
