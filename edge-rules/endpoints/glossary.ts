/** `GET /gw/glossary`, `gw.php?fn=glossary` (schemas/endpoints/glossary.ts): the generated glossary, byte for byte. */
import { GLOSSARY_PATH } from "../../schemas/files/layout.ts";
import type { View } from "../../calendar/names.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { isApiError, parseViewAndFormat } from "../routing/parameters.ts";
import { outOfCoverage } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import type { Assembler } from "../origin/assemble.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { planView } from "../access/plan.ts";

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
