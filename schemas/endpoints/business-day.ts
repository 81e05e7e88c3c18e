/** `GET /gw/business/{date}` and `gw.php?fn=business` (docs/interface.md#business-days): whether a day is a business day (営業日). */
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { BUSINESS_RULES, BUSINESS_TOOL_ARGUMENTS } from "../business-parameters.ts";
import { CONDITIONAL, DATE_PATH, TOKEN, LANG } from "../parameters.ts";
import { BUSINESS_CALENDARS, CLOSURE_REASONS } from "../../calendar/names.ts";

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
    gotobi: z
      .boolean()
      .describe(
        "whether date is a 五十日 (gotobi: the 5th, 10th, 15th, 20th, 25th or the month's last day), a settlement day; GET /gw/business/gotobi/{year}/{month} says where it is settled",
      ),
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
  parameters: [DATE_PATH, ...BUSINESS_RULES, LANG, TOKEN, ...CONDITIONAL],
  // Needs no credential (a sent one is still checked): anonymous first, as for health and the glossary.
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [["BusinessDayResponse", BusinessDayResponse]],
  responses: () =>
    operationResponses(businessDay.statuses, dataOk("BusinessDayResponse", "The day on the calendar.", undefined, false, false)),
  example: (y) => `GET /gw/business/${y}-12-31?calendar=bank`,
  testRequest: "/gw/business/2025-01-13",
  testStatuses: [
    [200, "/gw/business/2025-01-13?calendar=bank"],
    [400, "/gw/business/2025-01-13?calendar=shop"],
    [403, "/gw/business/2025-01-13", { as: "unknown" }],
    [404, "/gw/business/2019-01-01"],
    [405, "/gw/business/2025-01-13", { method: "POST" }],
  ],
  tool: {
    name: "is_business_day",
    title: "Is a day a business day (営業日)",
    description:
      'Whether a date is a business day in Japan on a calendar — national (Saturdays, Sundays and national holidays closed), bank (also 12/31–1/3) or government (also 12/29–1/3), plus a company\'s own closed weekdays/dates and open dates — why not (reason and its Japanese label, e.g. the holiday\'s name), and the nearest business days after and before it. Same answer as GET /gw/business/{date}. Example: {"date":"2026-12-31","calendar":"bank"}.',
    input: z.strictObject({ date: IsoDate.describe("the day, YYYY-MM-DD"), ...BUSINESS_TOOL_ARGUMENTS }),
  },
};
