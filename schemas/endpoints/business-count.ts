/** `GET /gw/business/count/{start}/{end}` and `gw.php?fn=business_count` (docs/interface.md#business-days): business days in a span. */
import { z } from "zod";
import { BUSINESS_RULES, BUSINESS_TOOL_ARGUMENTS } from "../business-parameters.ts";
import type { EndpointContract } from "../endpoint.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, END_PATH, FORMAT, START_PATH, TOKEN, LANG } from "../parameters.ts";
import { PLANS } from "../plans.ts";
import { BUSINESS_CALENDARS, CLOSURE_REASONS } from "../../calendar/names.ts";

/** One closed day of a count: the columns of its CSV, in this order. */
export const ClosedDay = z.strictObject({
  date: IsoDate,
  reason: z.enum(CLOSURE_REASONS).describe("holiday > year-end > sunday > saturday > custom: the first that applies"),
  label: z.string().describe("the reason in Japanese: the holiday's name, 年末年始, 日曜日, 土曜日 or 休業日"),
});

/** The answer of business/count/{start}/{end}. */
export const BusinessCountResponse = z
  .strictObject({
    ok: z.literal(true),
    calendar: z.enum(BUSINESS_CALENDARS),
    start: IsoDate,
    end: IsoDate,
    business_days: z.int().min(0).describe("business days from start to end, both counted"),
    closed_days: z.int().min(0).describe("closed days from start to end, both counted"),
    closed: z.array(ClosedDay).describe("every closed day of the span, in date order"),
  })
  .describe("business and closed days of a span on a calendar (docs/calendar.md §13)");

const lite = PLANS.lite.maxBusinessCountDays;

/**
 * A count answer exactly as the service gives it for {@link EXAMPLE_BUSINESS_COUNT_PATH}: March
 * 2026 has 9 weekend days and 春分の日 (Friday the 20th), so 21 business days
 * (test/edge-rules/endpoints/business-count.test.ts asks the handler the same and compares).
 */
export const EXAMPLE_BUSINESS_COUNT_PATH = "/gw/business/count/2026-03-01/2026-03-31";
export const EXAMPLE_BUSINESS_COUNT = {
  ok: true,
  calendar: "national",
  start: "2026-03-01",
  end: "2026-03-31",
  business_days: 21,
  closed_days: 10,
  closed: [
    { date: "2026-03-01", reason: "sunday", label: "日曜日" },
    { date: "2026-03-07", reason: "saturday", label: "土曜日" },
    { date: "2026-03-08", reason: "sunday", label: "日曜日" },
    { date: "2026-03-14", reason: "saturday", label: "土曜日" },
    { date: "2026-03-15", reason: "sunday", label: "日曜日" },
    { date: "2026-03-20", reason: "holiday", label: "春分の日" },
    { date: "2026-03-21", reason: "saturday", label: "土曜日" },
    { date: "2026-03-22", reason: "sunday", label: "日曜日" },
    { date: "2026-03-28", reason: "saturday", label: "土曜日" },
    { date: "2026-03-29", reason: "sunday", label: "日曜日" },
  ],
} as const;

export const businessCount: EndpointContract = {
  name: "business-count",
  method: "GET",
  path: "/gw/business/count/{start}/{end}",
  fn: "business_count",
  operationId: "countBusinessDays",
  tag: "calendar",
  summary: "Count business days (営業日数)",
  description: `How many business and closed days lie from start to end, both counted, on a calendar (national, bank, government, plus a company's own closed= and open= days), with every closed day and its reason: "how many working days in March". At most ${lite ?? "any number of"} days on lite, any span with a Pro credential (else 403 RANGE_TOO_LONG with maxDays). \`format=csv\` answers the closed days as rows. Answered from the day index. Same result as \`gw.php?fn=business_count\`.`,
  parameters: [START_PATH, END_PATH, ...BUSINESS_RULES, FORMAT, LANG, TOKEN, ...CONDITIONAL],
  // Needs no credential (a Pro one lifts the limit on the span): anonymous first, as for business/{date}.
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["BusinessCountResponse", BusinessCountResponse],
    ["ClosedDay", ClosedDay],
  ],
  responses: () =>
    operationResponses(
      businessCount.statuses,
      dataOk(
        "BusinessCountResponse",
        "The span's business and closed days.",
        { march2026: { summary: "the business days of March 2026", value: EXAMPLE_BUSINESS_COUNT } },
        false,
        true,
      ),
    ),
  example: (y) => `GET /gw/business/count/${y}-03-01/${y}-03-31?calendar=government`,
  testRequest: "/gw/business/count/2025-01-01/2025-01-31",
  testStatuses: [
    [200, "/gw/business/count/2025-03-01/2025-03-31?calendar=government"],
    [200, "/gw/business/count/2025-03-01/2025-03-31?format=csv"],
    [400, "/gw/business/count/2025-03-31/2025-03-01"],
    [403, "/gw/business/count/2024-01-01/2025-01-01"],
    [404, "/gw/business/count/2019-01-01/2019-01-31"],
    [405, "/gw/business/count/2025-03-01/2025-03-31", { method: "POST" }],
  ],
  docExample: () => ({ request: EXAMPLE_BUSINESS_COUNT_PATH, response: EXAMPLE_BUSINESS_COUNT }),
  tool: {
    name: "count_business_days",
    title: "Count business days (営業日数)",
    description: `How many business days lie from start to end in Japan, both counted ("working days in March 2027"), with every closed day and why (holiday name, 年末年始, weekend, custom). Calendars national (default), bank (also closed 12/31–1/3) and government (12/29–1/3), plus a company's own closed weekdays/dates and open dates. At most ${lite ?? "any number of"} days without a Pro credential. Same answer as GET /gw/business/count/{start}/{end}. Example: {"start":"2027-03-01","end":"2027-03-31"}.`,
    input: z.strictObject({
      start: IsoDate.describe("first day, YYYY-MM-DD"),
      end: IsoDate.describe("last day, YYYY-MM-DD (inclusive)"),
      ...BUSINESS_TOOL_ARGUMENTS,
    }),
  },
};
