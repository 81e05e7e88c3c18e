/** `GET /gw/long-weekends/{year}` and `gw.php?fn=long_weekends` (docs/interface.md#business-days): the year's runs of closed days (連休). */
import { z } from "zod";
import { BUSINESS_RULES, BUSINESS_TOOL_ARGUMENTS } from "../business-parameters.ts";
import type { EndpointContract } from "../endpoint.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, FORMAT, TOKEN, LANG, YEAR_PATH, YearArgument } from "../parameters.ts";
import { BUSINESS_CALENDARS } from "../../calendar/names.ts";

/** The shortest run listed, in days. */
export const LONG_WEEKEND_MIN_DAYS = 3;

/** One run of consecutive closed days: the columns of its CSV, in this order. */
export const ClosedRun = z.strictObject({
  start: IsoDate.describe("its first closed day"),
  end: IsoDate.describe("its last closed day (may lie in the next year)"),
  days: z.int().min(LONG_WEEKEND_MIN_DAYS),
  holidays: z.array(z.string()).describe("the national holidays' names inside the run, in date order"),
  beyond_coverage: z
    .literal(true)
    .optional()
    .describe(
      "present when the run touches the first or last day of the coverage: it may begin earlier or go on later, and start, end and days count only its covered part",
    ),
});

/** The answer of long-weekends/{year}. */
export const LongWeekendsResponse = z
  .strictObject({
    ok: z.literal(true),
    calendar: z.enum(BUSINESS_CALENDARS),
    year: z.int(),
    runs: z
      .array(ClosedRun)
      .describe(`every run of ${LONG_WEEKEND_MIN_DAYS} or more consecutive closed days that starts in year, in date order`),
  })
  .describe("a year's long weekends (連休) on a calendar (docs/calendar.md §13)");

const run = (start: string, end: string, days: number, holidays: readonly string[]) => ({ start, end, days, holidays });

/**
 * A long-weekends answer exactly as the service gives it for {@link EXAMPLE_LONG_WEEKENDS_PATH}
 * (内閣府「国民の祝日について」 令和8年), checked against the handler by
 * test/edge-rules/endpoints/long-weekends.test.ts. The national calendar: no 2026 run touches
 * the year's ends, so a one-year tree (the /docs test's) gives the same answer.
 */
export const EXAMPLE_LONG_WEEKENDS_PATH = "/gw/long-weekends/2026";
export const EXAMPLE_LONG_WEEKENDS = {
  ok: true,
  calendar: "national",
  year: 2026,
  runs: [
    run("2026-01-10", "2026-01-12", 3, ["成人の日"]),
    run("2026-02-21", "2026-02-23", 3, ["天皇誕生日"]),
    run("2026-03-20", "2026-03-22", 3, ["春分の日"]),
    run("2026-05-02", "2026-05-06", 5, ["憲法記念日", "みどりの日", "こどもの日", "振替休日"]),
    run("2026-07-18", "2026-07-20", 3, ["海の日"]),
    run("2026-09-19", "2026-09-23", 5, ["敬老の日", "国民の休日", "秋分の日"]),
    run("2026-10-10", "2026-10-12", 3, ["スポーツの日"]),
    run("2026-11-21", "2026-11-23", 3, ["勤労感謝の日"]),
  ],
};

export const longWeekends: EndpointContract = {
  name: "long-weekends",
  method: "GET",
  path: "/gw/long-weekends/{year}",
  fn: "long_weekends",
  operationId: "getLongWeekends",
  tag: "calendar",
  summary: "Long weekends (連休)",
  description: `Every run of ${LONG_WEEKEND_MIN_DAYS} or more consecutive closed days that starts in year, on a calendar (national, bank, government, plus a company's own closed= and open= days): Golden Week, Silver Week, the New Year, three-day weekends, each with its holidays' names. \`format=csv\` answers the runs as rows. Lite, no credential. Answered from the day index. Same result as \`gw.php?fn=long_weekends\`.`,
  parameters: [YEAR_PATH, ...BUSINESS_RULES, FORMAT, LANG, TOKEN, ...CONDITIONAL],
  // Needs no credential (a sent one is still checked): anonymous first, as for business/{date}.
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  schemas: [
    ["LongWeekendsResponse", LongWeekendsResponse],
    ["ClosedRun", ClosedRun],
  ],
  responses: () =>
    operationResponses(
      longWeekends.statuses,
      dataOk(
        "LongWeekendsResponse",
        "The year's long weekends.",
        { national2026: { summary: "2026 on the national calendar", value: EXAMPLE_LONG_WEEKENDS } },
        false,
        true,
      ),
    ),
  example: (y) => `GET /gw/long-weekends/${y}`,
  testRequest: "/gw/long-weekends/2025",
  testStatuses: [
    [200, "/gw/long-weekends/2025?calendar=bank"],
    [200, "/gw/long-weekends/2025?format=csv"],
    [400, "/gw/long-weekends/25"],
    [403, "/gw/long-weekends/2025", { as: "unknown" }],
    [404, "/gw/long-weekends/2019"],
    [405, "/gw/long-weekends/2025", { method: "POST" }],
  ],
  docExample: () => ({ request: EXAMPLE_LONG_WEEKENDS_PATH, response: EXAMPLE_LONG_WEEKENDS }),
  tool: {
    name: "long_weekends",
    title: "Long weekends of a year (連休)",
    description: `Every run of ${LONG_WEEKEND_MIN_DAYS}+ consecutive closed days starting in a year in Japan (Golden Week, the New Year, three-day weekends), with the holidays in each. Calendars national (default), bank (also closed 12/31–1/3) and government (12/29–1/3), plus a company's own closed weekdays/dates and open dates. Same answer as GET /gw/long-weekends/{year}. Example: {"year":2026,"calendar":"government"}.`,
    input: z.strictObject({ year: YearArgument.describe("the Gregorian year"), ...BUSINESS_TOOL_ARGUMENTS }),
  },
};
