/** `GET /gw/glossary`, `gw.php?fn=glossary` (schemas/endpoints/glossary.ts): the generated glossary, byte for byte. */
import { GLOSSARY_PATH } from "../../schemas/layout.ts";
import type { View } from "../../calendar/names.ts";
import type { BodySpec } from "../body-answer.ts";
import { isApiError, parseViewAndFormat } from "../common-parameters.ts";
import { outOfCoverage } from "../coverage.ts";
import { canonicalKey } from "../canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import type { Assembler } from "../assemble.ts";
import { apiError } from "../errors.ts";
import { CONTENT_TYPE } from "../headers.ts";
import { planView } from "../plan.ts";

/** A validated glossary request (JSON only: one body for every caller and view). */
export interface GlossaryRequest {
  readonly view: View | null;
}

const bodyOf = ({ assembler }: { readonly assembler: Assembler }): BodySpec<GlossaryRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  build: (_r, _view, _version) => assembler.file(GLOSSARY_PATH),
});

export const glossary: EndpointFactory = (core) =>
  endpoint<GlossaryRequest>({
    parse(routed) {
      const common = parseViewAndFormat(routed);
      if (isApiError(common)) return common;
      if (common.format !== "json")
        return apiError("INVALID_PARAMETER", "the glossary is JSON only", { parameter: "format", value: common.format });
      return { view: common.view };
    },
    authorize: (r, plan) => planView(r.view, plan),
    // No date: only the data must be there.
    coverage: (r, m) => (m ? r : outOfCoverage(m)),
    key: canonicalKey<GlossaryRequest>("glossary", { view: "implied" /* one glossary for every view */ }),
    body: bodyOf({ assembler: core.assembler }),
  });
