/** `GET /gw/business/{date}/add/{days}` and `gw.php?fn=business_add` (docs/interface.md#business-days): the n-th business day after a date. */
import { z } from "zod";
import { BUSINESS_RULES, BUSINESS_TOOL_ARGUMENTS } from "../business-parameters.ts";
import type { EndpointContract } from "../endpoint.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, DATE_PATH, param, TOKEN, LANG } from "../parameters.ts";
import { PLAN_NAMES, PLANS } from "../plans.ts";
import { BUSINESS_CALENDARS } from "../../calendar/names.ts";

/** The largest |days| any plan allows; beyond it no credential helps (400, not 403). */
export const MAX_BUSINESS_ADD_DAYS = Math.max(...PLAN_NAMES.map((p) => PLANS[p].maxBusinessAddDays));

/** `{days}`: how many business days to count, signed. */
export const DAYS_PATH = param(
  "DaysPath",
  "days",
  "path",
  z.string().regex(/^-?[0-9]+$/),
  `Business days to count from date (date itself not counted): an integer, negative counts back, 0 answers date itself. |days| ≤ ${PLANS.lite.maxBusinessAddDays} on lite, ≤ ${PLANS.pro.maxBusinessAddDays} with a Pro credential (else 403 RANGE_TOO_LONG with maxDays).`,
);

/** The answer of business/{date}/add/{days}. */
export const BusinessAddResponse = z
  .strictObject({
    ok: z.literal(true),
    calendar: z.enum(BUSINESS_CALENDARS),
    date: IsoDate,
    days: z.int(),
    result: IsoDate.describe("the days-th business day after date (before it when days < 0); date itself when days is 0"),
  })
  .describe("business-day arithmetic on a calendar (docs/calendar.md §13)");

/**
 * An add answer exactly as the service gives it for {@link EXAMPLE_BUSINESS_ADD_PATH}: after
 * Thursday 2026-04-30 come Friday 5/1, Golden Week (5/2–5/6, 振替休日 included), then 5/7 and
 * 5/8 (test/edge-rules/endpoints/business-add.test.ts asks the handler the same and compares;
 * one year, so that the /docs test's one-year tree holds it too).
 */
export const EXAMPLE_BUSINESS_ADD_PATH = "/gw/business/2026-04-30/add/3";
export const EXAMPLE_BUSINESS_ADD = { ok: true, calendar: "national", date: "2026-04-30", days: 3, result: "2026-05-08" } as const;

export const businessAdd: EndpointContract = {
  name: "business-add",
  method: "GET",
  path: "/gw/business/{date}/add/{days}",
  fn: "business_add",
  operationId: "addBusinessDays",
  tag: "calendar",
  summary: "Add business days (営業日後)",
  description: `The days-th business day after date on a calendar (national, bank, government, plus a company's own closed= and open= days): "5 business days after the invoice". date itself is not counted; negative days count back. |days| ≤ ${PLANS.lite.maxBusinessAddDays} on lite, ≤ ${PLANS.pro.maxBusinessAddDays} with a Pro credential. A result beyond the coverage is 404 OUT_OF_COVERAGE. Answered from the day index. Same result as \`gw.php?fn=business_add\`.`,
  parameters: [DATE_PATH, DAYS_PATH, ...BUSINESS_RULES, LANG, TOKEN, ...CONDITIONAL],
  // Needs no credential (a Pro one lifts the limit on days): anonymous first, as for business/{date}.
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [["BusinessAddResponse", BusinessAddResponse]],
  responses: () =>
    operationResponses(
      businessAdd.statuses,
      dataOk(
        "BusinessAddResponse",
        "The business day reached.",
        { goldenWeek: { summary: "3 business days after 2026-04-30, over Golden Week", value: EXAMPLE_BUSINESS_ADD } },
        false,
        false,
      ),
    ),
  example: (y) => `GET /gw/business/${y}-12-28/add/3?calendar=bank`,
  testRequest: "/gw/business/2025-01-13/add/5",
  testStatuses: [
    [200, "/gw/business/2024-12-27/add/3?calendar=bank"],
    [400, "/gw/business/2025-01-06/add/three"],
    [403, "/gw/business/2025-01-06/add/367"],
    [404, "/gw/business/2019-01-01/add/1"],
    [404, "/gw/business/2025-12-30/add/5"],
    [405, "/gw/business/2025-01-06/add/1", { method: "POST" }],
  ],
  docExample: () => ({ request: EXAMPLE_BUSINESS_ADD_PATH, response: EXAMPLE_BUSINESS_ADD }),
  tool: {
    name: "add_business_days",
    title: "Add business days (営業日後)",
    description: `The n-th business day after a date in Japan ("5 business days after 2026-12-25"): date itself not counted, negative days count back. Calendars national (default), bank (also closed 12/31–1/3) and government (12/29–1/3), plus a company's own closed weekdays/dates and open dates. |days| ≤ ${PLANS.lite.maxBusinessAddDays} without a Pro credential. Same answer as GET /gw/business/{date}/add/{days}. Example: {"date":"2026-12-28","days":3,"calendar":"bank"}.`,
    input: z.strictObject({
      date: IsoDate.describe("the day counted from, YYYY-MM-DD"),
      days: z.int().describe("business days to count (negative: back)"),
      ...BUSINESS_TOOL_ARGUMENTS,
    }),
  },
};
