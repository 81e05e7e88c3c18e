/** `GET /gw/bulk/{years}` and `gw.php?fn=bulk` (docs/interface.md#endpoints): whole years, Pro. */
import { DEFAULT_RULES, rulesOf } from "../../calendar/rules.ts";
import { RULES_PARAM } from "../rules.ts";
import { PRO_CREDENTIAL, type EndpointContract } from "../endpoint.ts";
import { EXAMPLE_FIND_RESPONSE } from "./find.ts";
import { BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, FORMAT, PLACE, ELEV, PLACE_TZ, TOKEN, YEARS_PATH, LANG } from "../parameters.ts";

export const bulk: EndpointContract = {
  name: "bulk",
  method: "GET",
  path: "/gw/bulk/{years}",
  fn: "bulk",
  operationId: "getBulk",
  tag: "calendar",
  summary: "Whole years (Pro)",
  description: "Every ProDay of each requested year. Pro and Ultra only (lite gets 403 PLAN_REQUIRED). Same result as `gw.php?fn=bulk`.",
  parameters: [YEARS_PATH, FORMAT, PLACE, ELEV, PLACE_TZ, LANG, RULES_PARAM, TOKEN, ...CONDITIONAL],
  security: [GATEWAY, BEARER, TOKEN_QUERY],
  statuses: DATA_STATUSES,
  responses: () => operationResponses(bulk.statuses, dataOk("BulkResponse", "The requested years.", undefined, true, true, true)),
  example: (y) => `GET /gw/bulk/${y} (Pro)`,
  testRequest: "/gw/bulk/2024",
  testStatuses: [
    [200, "/gw/bulk/2025", { as: "pro" }],
    [400, "/gw/bulk/25", { as: "pro" }],
    [403, "/gw/bulk/2025"],
    [404, "/gw/bulk/2019", { as: "pro" }],
    [405, "/gw/bulk/2025", { method: "POST" }],
  ],
  docExample: () => {
    const proDay = EXAMPLE_FIND_RESPONSE.days[0].day;
    return {
      request: `/gw/bulk/${proDay.y}`,
      credential: PRO_CREDENTIAL,
      response: { ok: true, view: "pro", rules: rulesOf("day", DEFAULT_RULES), years: [proDay.y], data: { [proDay.y]: [proDay] } },
      shortened: [`${proDay.y} 年の全日のうち 1 件（${proDay.iso}）だけを表示`, `one of the year's records (${proDay.iso}) shown`],
    };
  },
};
