/** `GET /gw/birth/{at}`, `gw.php?fn=birth&at=` (schemas/endpoints/birth.ts): a birth chart, Pro, from the instants data. */
import { englishAnswer } from "../../schemas/english.ts";
import type { Lang } from "../../calendar/names.ts";
import { PLANS } from "../../schemas/plans.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import type { BirthInput } from "../birth/answer.ts";
import { birthInCoverage, birthOutOfCoverage, computeBirth } from "../birth/compute.ts";
import { birthKey, parseBirthParams } from "../birth/request.ts";
import { isApiError, parseLang, queryValue } from "../routing/parameters.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { SetsuFiles } from "../birth/setsu-files.ts";
import type { Origin } from "../origin/origin.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";

/** A validated birth request. */
export interface BirthRequest {
  readonly input: BirthInput;
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
}

const encoder = new TextEncoder();

const bodyOf = ({ origin, setsu }: { readonly origin: Origin; readonly setsu: SetsuFiles }): BodySpec<BirthRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  async build(r, _view, version) {
    const manifest = await origin.manifest();
    const answer = await computeBirth(r.input, { ...manifest, dataVersion: version }, setsu, r.lang);
    if (isApiError(answer)) return answer;
    return encoder.encode(JSON.stringify(r.lang === "en" ? englishAnswer(answer) : answer));
  },
  unavailable: (r) => ({ value: r.input.text }),
});

export const birth: EndpointFactory = (core) =>
  endpoint<BirthRequest>({
    parse(routed) {
      const lang = parseLang(routed);
      if (isApiError(lang)) return lang;
      const input = parseBirthParams({
        at: routed.params["at"] ?? null,
        sex: queryValue(routed.query, "sex"),
        longitude: queryValue(routed.query, "longitude"),
        solar: queryValue(routed.query, "solar"),
        dst: queryValue(routed.query, "dst"),
        fold: queryValue(routed.query, "fold"),
        zi: queryValue(routed.query, "zi"),
        rules: queryValue(routed.query, "rules"),
        tz: queryValue(routed.query, "tz"),
        place: queryValue(routed.query, "place"),
      });
      return isApiError(input) ? input : { input, lang };
    },
    // Pro and Ultra (the plans with the Pro view): a chart is a Pro answer.
    authorize: (_r, plan) => (PLANS[plan].proView ? "pro" : apiError("PLAN_REQUIRED", "birth charts require a Pro or Ultra plan")),
    coverage: (r, m) => (m !== null && birthInCoverage(r.input, m) ? r : birthOutOfCoverage(r.input, m)),
    key: canonicalKey<BirthRequest>("birth", { input: birthKey, lang: "option" }),
    body: bodyOf({ origin: core.origin, setsu: core.shared(SetsuFiles) }),
  });
