/** `GET /gw/bulk/{years}` and `gw.php?fn=bulk` (docs/interface.md#endpoints): whole years, Pro. */
import type { EndpointContract } from "../endpoint.ts";
import { BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, FORMAT, PLACE, TOKEN, YEARS_PATH, LANG } from "../parameters.ts";

export const bulk: EndpointContract = {
  name: "bulk",
  method: "GET",
  path: "/gw/bulk/{years}",
  fn: "bulk",
  operationId: "getBulk",
  tag: "calendar",
  summary: "Whole years (Pro)",
  description: "Every ProDay of each requested year. Pro and Ultra only (lite gets 403 PLAN_REQUIRED). Same result as `gw.php?fn=bulk`.",
  parameters: [YEARS_PATH, FORMAT, PLACE, LANG, TOKEN, ...CONDITIONAL],
  security: [GATEWAY, BEARER, TOKEN_QUERY],
  statuses: DATA_STATUSES,
  responses: () => operationResponses(bulk.statuses, dataOk("BulkResponse", "The requested years.")),
  example: (y) => `GET /gw/bulk/${y} (Pro)`,
};
