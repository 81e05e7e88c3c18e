/** `GET /gw/health` (docs/interface.md#endpoints): the service's state and the caller's view. */
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, GATEWAY, noStoreHeaders, operationResponses, ref, TOKEN_QUERY } from "../openapi-objects.ts";
import { TOKEN, VIEW } from "../parameters.ts";

export const health: EndpointContract = {
  name: "health",
  method: "GET",
  path: "/gw/health",
  fn: "health",
  operationId: "getHealth",
  tag: "service",
  summary: "Health",
  description:
    "Service health and the caller's effective view. Needs no credential (a credential that is sent is checked: a bad one is 403 AUTH_FAILED). 200 only when the manifest and the data are present and valid, with the data version and coverage; otherwise 503 with a reason, so a load balancer takes the node out of rotation. `view` is accepted as on the other functions. Never cached (`no-store`).",
  parameters: [VIEW, TOKEN],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: [200, 400, 403, 405, 408, 414, 429, 431, 503],
  responses: () =>
    operationResponses(
      health.statuses,
      {
        description: "Healthy: the manifest and the data are present and valid.",
        headers: noStoreHeaders(),
        content: { "application/json": { schema: ref("schemas", "HealthResponse") } },
      },
      "ServiceUnavailable",
    ),
  example: () => "GET /gw/health",
  testRequest: "/gw/health",
  testStatuses: [
    [200, "/gw/health"],
    [400, "/gw/health?view=full"],
    [403, "/gw/health", { as: "unknown" }],
    [405, "/gw/health", { method: "POST" }],
  ],
};
