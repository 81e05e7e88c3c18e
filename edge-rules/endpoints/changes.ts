/** `GET /gw/changes` and `gw.php?fn=changes` (schemas/endpoints/changes.ts): the data releases from schemas/changes.ts. */
import { DATA_RELEASES } from "../../schemas/changes.ts";
import type { View } from "../../calendar/names.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { isApiError, parseView } from "../routing/parameters.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { planView } from "../access/plan.ts";
import type { ApiError } from "../errors/api-error.ts";
import type { RoutedRequest } from "../endpoint.ts";

/** A validated changes request (`view` is checked like everywhere). */
export interface ChangesRequest {
  readonly view: View | null;
}

const encoder = new TextEncoder();
const JSON_BODY = encoder.encode(JSON.stringify({ ok: true, releases: DATA_RELEASES }));

const jsonBody: BodySpec<ChangesRequest> = { contentType: () => CONTENT_TYPE, upgradeInfo: false, build: () => Promise.resolve(JSON_BODY) };

/** Parses a changes request: only `view`, checked as everywhere. */
export function parseChanges(routed: RoutedRequest): ChangesRequest | ApiError {
  const view = parseView(routed);
  return isApiError(view) ? view : { view };
}

export const changes: EndpointFactory = () =>
  endpoint<ChangesRequest>({
    parse: parseChanges,
    authorize: (r, plan) => planView(r.view, plan),
    coverage: (r, m) => (m ? r : outOfCoverage(m)),
    key: canonicalKey<ChangesRequest>("changes", { view: "implied" /* one list for every view */ }),
    body: jsonBody,
  });
