/** `GET /gw/changes`, `gw.php?fn=changes` and `GET /gw/changes.atom` (schemas/endpoints/changes.ts): the data releases from schemas/changes.ts. */
import { ATOM_CONTENT_TYPE, changesAtom, DATA_RELEASES } from "../../schemas/changes.ts";
import { changes as contract, changesFeed as feedContract } from "../../schemas/endpoints/changes.ts";
import { SERVICE_NAME } from "../../schemas/service.ts";
import type { View } from "../../schemas/vocabulary.ts";
import type { BodySpec } from "../body-answer.ts";
import { isApiError, parseView } from "../common-parameters.ts";
import { outOfCoverage } from "../coverage.ts";
import { endpoint } from "../endpoint.ts";
import { CONTENT_TYPE } from "../headers.ts";
import { planView } from "../plan.ts";
import type { ApiError } from "../errors.ts";
import type { RoutedRequest } from "../route.ts";

/** A validated changes request (`view` is checked like everywhere). */
export interface ChangesRequest {
  readonly view: View | null;
}

const encoder = new TextEncoder();
const JSON_BODY = encoder.encode(JSON.stringify({ ok: true, releases: DATA_RELEASES }));
const ATOM_BODY = encoder.encode(changesAtom(DATA_RELEASES, SERVICE_NAME));

const jsonBody: BodySpec<ChangesRequest> = { contentType: () => CONTENT_TYPE, upgradeInfo: false, build: () => Promise.resolve(JSON_BODY) };
const atomBody: BodySpec<ChangesRequest> = { contentType: () => ATOM_CONTENT_TYPE, upgradeInfo: false, build: () => Promise.resolve(ATOM_BODY) };

function parse(routed: RoutedRequest): ChangesRequest | ApiError {
  const view = parseView(routed);
  return isApiError(view) ? view : { view };
}

export const changes = endpoint<ChangesRequest>({
  contract,
  parse,
  authorize: (r, plan) => planView(r.view, plan),
  coverage: (r, m) => (m ? r : outOfCoverage(m)),
  key: () => "changes",
  body: jsonBody,
});

export const changesFeed = endpoint<ChangesRequest>({
  contract: feedContract,
  parse,
  authorize: (r, plan) => planView(r.view, plan),
  coverage: (r, m) => (m ? r : outOfCoverage(m)),
  key: () => "changes.atom",
  body: atomBody,
});
