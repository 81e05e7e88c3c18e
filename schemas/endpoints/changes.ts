/** `GET /gw/changes` and `gw.php?fn=changes` (docs/interface.md#changes): what changed in the data, release by release. */
import { ChangesResponse, DataChange, DataRelease } from "../changes.ts";
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
  statuses: DATA_STATUSES,
  schemas: [
    ["ChangesResponse", ChangesResponse],
    ["DataRelease", DataRelease],
    ["DataChange", DataChange],
  ],
  responses: () => operationResponses(changes.statuses, dataOk("ChangesResponse", "The data releases.", undefined, false, false)),
  example: () => "GET /gw/changes",
};

export const changesFeed: EndpointContract = {
  name: "changes-feed",
  method: "GET",
  path: "/gw/changes.atom",
  fn: null,
  operationId: "getChangesFeed",
  tag: "service",
  summary: "What changed in the data (Atom feed)",
  description:
    "The data releases of `GET /gw/changes` as an Atom feed (RFC 4287, `application/atom+xml`) for feed readers: one entry per release, newest first, each change a line `[kind] date: note (before → after)`. Needs no credential.",
  parameters: [VIEW, TOKEN, ...CONDITIONAL],
  security: [ANONYMOUS, BEARER, TOKEN_QUERY, GATEWAY],
  statuses: DATA_STATUSES,
  responses: () =>
    operationResponses(changesFeed.statuses, {
      ...dataOk("ChangesResponse", "The Atom feed, `application/atom+xml; charset=utf-8`.", undefined, false, false),
      content: { "application/atom+xml": { schema: { type: "string" } } },
    }),
  example: () => "GET /gw/changes.atom",
};
