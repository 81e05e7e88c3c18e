/** `GET /gw/range/{start}/{end}` and `gw.php?fn=range` (docs/interface.md#endpoints): consecutive days. */
import { RULES_PARAM, ToolRulesArgument } from "../rules.ts";
import { z } from "zod";
import type { EndpointContract } from "../endpoint.ts";
import type { LiteDay } from "../day.ts";
import { IsoDate } from "../iso-date.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, END_PATH, FORMAT, START_PATH, PLACE, ELEV, PLACE_TZ, TOKEN, VIEW, LANG } from "../parameters.ts";
import { ElevParam, PlaceParam, PlaceTzParam, ViewParam, LangParam } from "../parameters.ts";
import { PLANS } from "../plans.ts";

export const range: EndpointContract = {
  name: "range",
  method: "GET",
  path: "/gw/range/{start}/{end}",
  fn: "range",
  operationId: "getRange",
  tag: "calendar",
  summary: "Date range",
  description: `Every day from start to end, both inclusive: at most ${PLANS.lite.maxRangeDays} days on lite, ${PLANS.pro.maxRangeDays} on pro (else 403 RANGE_TOO_LONG with maxDays). Same result as \`gw.php?fn=range\`.`,
  parameters: [START_PATH, END_PATH, VIEW, FORMAT, PLACE, ELEV, PLACE_TZ, LANG, RULES_PARAM, TOKEN, ...CONDITIONAL],
  security: [GATEWAY, BEARER, TOKEN_QUERY, ANONYMOUS],
  statuses: DATA_STATUSES,
  responses: () => operationResponses(range.statuses, dataOk("RangeResponse", "The days of the range.", undefined, true, true, true)),
  example: (y) => `GET /gw/range/${y}-03-01/${y}-03-31`,
  testRequest: "/gw/range/2025-01-01/2025-01-02",
  testStatuses: [
    [200, "/gw/range/2025-01-01/2025-01-31"],
    [400, "/gw/range/2025-01-02/2025-01-01"],
    [403, "/gw/range/2025-01-01/2025-02-01"],
    [404, "/gw/range/2019-01-01/2019-01-02"],
    [405, "/gw/range/2025-01-01/2025-01-02", { method: "PUT" }],
  ],
  docExample: ({ firstDays }) => {
    const [d1, , d3] = firstDays as [LiteDay, LiteDay, LiteDay];
    const days = firstDays.slice(0, 3);
    return {
      request: `/gw/range/${d1.iso}/${d3.iso}`,
      response: { ok: true, view: "lite", range: { start: d1.iso, end: d3.iso, tz: "Asia/Tokyo" }, count: days.length, days },
    };
  },
  tool: {
    name: "get_range",
    title: "Consecutive days of the Japanese calendar",
    description: `Every day from start to end (both inclusive), as GET /gw/range/{start}/{end} returns them: at most ${PLANS.lite.maxRangeDays} days without a Pro credential, ${PLANS.pro.maxRangeDays} with one. place and tz as in get_day (a place id from find_place, or lat,lon; tz an IANA zone or auto). Use find_days instead to search for days with given properties. Example: {"start":"2026-03-01","end":"2026-03-07"}.`,
    input: z.strictObject({
      start: IsoDate.describe("first day, YYYY-MM-DD"),
      end: IsoDate.describe("last day, YYYY-MM-DD (inclusive)"),
      view: ViewParam.optional(),
      place: PlaceParam.optional(),
      elev: ElevParam.optional(),
      tz: PlaceTzParam.optional(),
      lang: LangParam.optional(),
      rules: ToolRulesArgument,
    }),
  },
};
