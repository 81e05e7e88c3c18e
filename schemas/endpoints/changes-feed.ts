/** `GET /gw/changes.atom` (docs/interface.md#what-changed): the data releases as an Atom feed. */
import type { EndpointContract } from "../endpoint.ts";
import { changesAtom, DATA_RELEASES } from "../changes.ts";
import { SERVICE_NAME } from "../service.ts";
import { ANONYMOUS, BEARER, DATA_STATUSES, dataOk, GATEWAY, operationResponses, TOKEN_QUERY } from "../openapi-objects.ts";
import { CONDITIONAL, TOKEN, VIEW } from "../parameters.ts";

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
  // No 503: the table is in memory; 404 only while the node has no data at all (no manifest), as the glossary.
  statuses: DATA_STATUSES.filter((s) => s !== 503),
  responses: () =>
    operationResponses(changesFeed.statuses, {
      ...dataOk("ChangesResponse", "The Atom feed, `application/atom+xml; charset=utf-8`.", undefined, false, false),
      content: { "application/atom+xml": { schema: { type: "string" } } },
    }),
  example: () => "GET /gw/changes.atom",
  testRequest: "/gw/changes.atom",
  testStatuses: [
    [200, "/gw/changes.atom"],
    [400, "/gw/changes.atom?view=full"],
    [403, "/gw/changes.atom?view=pro"],
    [405, "/gw/changes.atom", { method: "POST" }],
  ],
  docExample: () => ({ request: "/gw/changes.atom", response: changesAtom(DATA_RELEASES, SERVICE_NAME) }),
};
