/** `GET /llms.txt` (schemas/endpoints/llms.ts): the generated guide for language models, byte for byte. */
import { LLMS_CONTENT_TYPE, LLMS_PATH } from "../../schemas/files/layout.ts";
import type { View } from "../../calendar/names.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { isApiError, parseView } from "../routing/parameters.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import type { Assembler } from "../origin/assemble.ts";
import { planView } from "../access/plan.ts";

/** A validated llms.txt request (`view` is checked like everywhere; `format` is ignored). */
export interface LlmsRequest {
  readonly view: View | null;
}

const bodyOf = ({ assembler }: { readonly assembler: Assembler }): BodySpec<LlmsRequest> => ({
  contentType: () => LLMS_CONTENT_TYPE,
  upgradeInfo: false,
  build: (_r, _view, _version) => assembler.file(LLMS_PATH),
});

export const llms: EndpointFactory = (core) =>
  endpoint<LlmsRequest>({
    parse(routed) {
      const view = parseView(routed);
      return isApiError(view) ? view : { view };
    },
    authorize: (r, plan) => planView(r.view, plan),
    coverage: (r, m) => (m ? r : outOfCoverage(m)),
    key: canonicalKey<LlmsRequest>("llms", { view: "implied" /* one guide for every view */ }),
    body: bodyOf({ assembler: core.assembler }),
  });
