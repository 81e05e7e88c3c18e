/** `GET /gw/changes` and `gw.php?fn=changes` (docs/interface.md#what-changed): what changed in the data, release by release. */
import { ChangesResponse, DATA_RELEASES, DataChange, DataRelease } from "../changes.ts";
import type { EndpointContract } from "../endpoint.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, TOKEN, VIEW } from "../parameters.ts";

export const changes: EndpointContract = {
  name: "changes",
  method: "GET",
  path: "/gw/changes",
  fn: "changes",
  operationId: "getChanges",
  tag: "service",
  summary: "What changed in the data",
  description:
    "Every data release, newest first: `{ version, released, changes: [{ kind, date?, before?, after?, note }] }` — a law amended, a 暦要項 published (projected → confirmed), a rule corrected, a field added. `version` is the release's RULES_RELEASED instant, the data's Last-Modified. Needs no credential. The same as an Atom feed: `GET /gw/changes.atom`.",
  parameters: [VIEW, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  // No 503: the table is in memory; 404 only while the node has no data at all (no manifest), as the glossary.
  statuses: DATA_STATUSES.filter((s) => s !== 503),
  schemas: [
    ["ChangesResponse", ChangesResponse],
    ["DataRelease", DataRelease],
    ["DataChange", DataChange],
  ],
  responses: () => operationResponses(changes.statuses, dataOk("ChangesResponse", "The data releases.", undefined, false, false)),
  example: () => "GET /gw/changes",
  testRequest: "/gw/changes",
  testStatuses: [
    [200, "/gw/changes"],
    [400, "/gw/changes?view=full"],
    [403, "/gw/changes?view=pro"],
    [405, "/gw/changes", { method: "POST" }],
  ],
  docExample: () => ({ request: "/gw/changes", response: { ok: true, releases: DATA_RELEASES } }),
};
