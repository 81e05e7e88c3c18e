/** `GET /gw/changes.atom` (schemas/endpoints/changes-feed.ts): the data releases of schemas/changes.ts as an Atom feed. */
import { ATOM_CONTENT_TYPE, changesAtom, DATA_RELEASES } from "../../schemas/changes.ts";
import { SERVICE_NAME } from "../../schemas/service.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { planView } from "../access/plan.ts";
import { type ChangesRequest, parseChanges } from "./changes.ts";

const ATOM_BODY = new TextEncoder().encode(changesAtom(DATA_RELEASES, SERVICE_NAME));

const atomBody: BodySpec<ChangesRequest> = {
  contentType: () => ATOM_CONTENT_TYPE,
  upgradeInfo: false,
  build: () => Promise.resolve(ATOM_BODY),
};

export const changesFeed: EndpointFactory = () =>
  endpoint<ChangesRequest>({
    parse: parseChanges,
    authorize: (r, plan) => planView(r.view, plan),
    coverage: (r, m) => (m ? r : outOfCoverage(m)),
    key: canonicalKey<ChangesRequest>("changes.atom", { view: "implied" /* one feed for every view */ }),
    body: atomBody,
  });
