/** `GET /gw/business/gotobi/{year}/{month}` and `gw.php?fn=gotobi` (docs/interface.md#business-days): a month's 五十日 and where each is settled. */
import { z } from "zod";
import { BUSINESS_CLOSED, BUSINESS_OPEN, BUSINESS_TOOL_ARGUMENTS } from "../business-parameters.ts";
import type { EndpointContract } from "../endpoint.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, param, TOKEN, LANG, YEAR_PATH, YearArgument, checked, invalidAs } from "../parameters.ts";
import { BUSINESS_CALENDARS, GOTOBI_ROLLS } from "../../calendar/names.ts";

/** `{month}`: a two-digit month. */
export const MONTH_PATH = checked(
  param("MonthPath", "month", "path", z.string().regex(/^(0?[1-9]|1[0-2])$/), "A month, 01–12 (1–12 also accepted)."),
  { invalid: invalidAs("month must be 01–12, e.g. 05") },
);

/** `roll`: where a 五十日 on a closed day is settled. */
export const GOTOBI_ROLL = checked(
  param(
    "GotobiRoll",
    "roll",
    "query",
    z.enum(GOTOBI_ROLLS).default("previous"),
    "Where a 五十日 on a closed day is settled: `previous` (the business day before it, the usual term of a payment contract; default) or `next` (the business day after it, 民法 第142条 when nothing is agreed).",
  ),
  { invalid: invalidAs(`roll must be one of ${GOTOBI_ROLLS.join(", ")}`) },
);

/** One calendar's settlement of a 五十日: the day itself when open, else the rolled business day. */
const Settlement = z
  .strictObject({
    date: IsoDate.nullable().describe("the settlement day (null when the roll leaves the coverage)"),
    moved: z.boolean().describe("true when the 五十日 is closed on this calendar and the settlement moved"),
  })
  .describe("where a 五十日 is settled on one calendar");

/** One 五十日 of the month. */
export const GotobiDay = z.strictObject({
  date: IsoDate.describe("the 五十日: the 5th, 10th, 15th, 20th, 25th or the month's last day"),
  settlement: z
    .strictObject(
      Object.fromEntries(BUSINESS_CALENDARS.map((c) => [c, Settlement])) as Record<(typeof BUSINESS_CALENDARS)[number], typeof Settlement>,
    )
    .describe("the settlement day on each calendar (with the request's closed= and open= days)"),
});

/** The answer of business/gotobi/{year}/{month}. */
export const GotobiResponse = z
  .strictObject({
    ok: z.literal(true),
    year: z.int(),
    month: z.int().min(1).max(12),
    roll: z.enum(GOTOBI_ROLLS),
    days: z.array(GotobiDay).length(6).describe("the month's six 五十日, in date order"),
  })
  .describe("a month's 五十日 (settlement days) and where each is settled on the national, bank and government calendars");

const all = (date: string, moved: boolean) => ({ national: { date, moved }, bank: { date, moved }, government: { date, moved } });

/**
 * A gotobi answer exactly as the service gives it for {@link EXAMPLE_GOTOBI_PATH}, hand-checked: 5/5 こどもの日 rolls back
 * past 5/2–5/4 to Friday 5/1, Sunday 5/10 to Friday 5/8, Sunday 5/31 to Friday 5/29 (内閣府「国民の祝日について」 令和8年);
 * checked against the handler by test/edge-rules/endpoints/business-gotobi.test.ts.
 */
export const EXAMPLE_GOTOBI_PATH = "/gw/business/gotobi/2026/05";
export const EXAMPLE_GOTOBI = {
  ok: true,
  year: 2026,
  month: 5,
  roll: "previous",
  days: [
    { date: "2026-05-05", settlement: all("2026-05-01", true) },
    { date: "2026-05-10", settlement: all("2026-05-08", true) },
    { date: "2026-05-15", settlement: all("2026-05-15", false) },
    { date: "2026-05-20", settlement: all("2026-05-20", false) },
    { date: "2026-05-25", settlement: all("2026-05-25", false) },
    { date: "2026-05-31", settlement: all("2026-05-29", true) },
  ],
};

export const businessGotobi: EndpointContract = {
  name: "business-gotobi",
  method: "GET",
  path: "/gw/business/gotobi/{year}/{month}",
  fn: "gotobi",
  operationId: "getGotobi",
  tag: "calendar",
  summary: "五十日 (settlement days)",
  description:
    "The month's 五十日 (the 5th, 10th, 15th, 20th, 25th and the last day, when Japanese companies settle payments) and, on each calendar (national, bank, government, plus a company's own closed= and open= days), the day each is settled: the day itself when open, else the previous business day (roll=previous, the default) or the next (roll=next). Lite, no credential. Answered from the day index. Same result as `gw.php?fn=gotobi`.",
  parameters: [YEAR_PATH, MONTH_PATH, GOTOBI_ROLL, BUSINESS_CLOSED, BUSINESS_OPEN, LANG, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["GotobiResponse", GotobiResponse],
    ["GotobiDay", GotobiDay],
  ],
  responses: () =>
    operationResponses(
      businessGotobi.statuses,
      dataOk(
        "GotobiResponse",
        "The month's 五十日.",
        { may2026: { summary: "May 2026, roll=previous", value: EXAMPLE_GOTOBI } },
        false,
        false,
      ),
    ),
  example: (y) => `GET /gw/business/gotobi/${y}/05`,
  testRequest: "/gw/business/gotobi/2025/05",
  testStatuses: [
    [200, "/gw/business/gotobi/2025/05?roll=next"],
    [400, "/gw/business/gotobi/2025/13"],
    [403, "/gw/business/gotobi/2025/05", { as: "unknown" }],
    [404, "/gw/business/gotobi/2019/05"],
    [405, "/gw/business/gotobi/2025/05", { method: "POST" }],
  ],
  docExample: () => ({ request: EXAMPLE_GOTOBI_PATH, response: EXAMPLE_GOTOBI }),
  tool: {
    name: "gotobi",
    title: "五十日 (settlement days) of a month",
    description:
      'The 五十日 of a month in Japan (the 5th, 10th, 15th, 20th, 25th and the last day, when companies settle payments) and the day each is settled on the national, bank and government calendars: the previous business day when it falls on a closed day (roll "previous", default) or the next (roll "next"). Same answer as GET /gw/business/gotobi/{year}/{month}. Example: {"year":2026,"month":5,"roll":"previous"}.',
    input: z.strictObject({
      year: YearArgument.describe("the Gregorian year"),
      month: z.int().min(1).max(12).describe("the month, 1–12"),
      roll: z.enum(GOTOBI_ROLLS).optional().describe("previous (default) or next"),
      closed: BUSINESS_TOOL_ARGUMENTS.closed,
      open: BUSINESS_TOOL_ARGUMENTS.open,
    }),
  },
};
