/** `GET /gw/business/{date}`, `gw.php?fn=business` (schemas/endpoints/business-day.ts): one day on a business calendar, from the day index. */
import { englishAnswer } from "../../schemas/english.ts";
import type { Lang } from "../../calendar/names.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { businessDays } from "../business/days.ts";
import { parseBusinessRules, rulesKey, type BusinessRules } from "../business/rules.ts";
import { isApiError, parseDatePath, withLang } from "../routing/parameters.ts";
import { checkDays } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { Finder } from "../find/answer.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { civilDate } from "../../calendar/time/day-number.ts";
import { isGotobi } from "../../calendar/business/gotobi.ts";

/** A validated business-day request. */
export interface BusinessDayRequest {
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
  readonly date: string;
  readonly day: number;
  readonly rules: BusinessRules;
}

const encoder = new TextEncoder();

const bodyOf = ({ finder }: { readonly finder: Finder }): BodySpec<BusinessDayRequest> => ({
  contentType: () => CONTENT_TYPE,
  upgradeInfo: false,
  async build(r, _view, version) {
    const days = businessDays(await finder.index(version), r.rules);
    const { y, m, d } = civilDate(r.day);
    const answer = { ok: true, ...days.describe(r.day), gotobi: isGotobi(y, m, d) };
    return encoder.encode(JSON.stringify(r.lang === "en" ? englishAnswer(answer) : answer));
  },
  unavailable: (r) => ({ date: r.date }),
});

export const businessDay: EndpointFactory = (core) =>
  endpoint<BusinessDayRequest>({
    parse(routed) {
      return withLang<BusinessDayRequest>(routed, () => {
        const date = parseDatePath(routed);
        if (isApiError(date)) return date;
        const rules = parseBusinessRules(routed.query);
        return isApiError(rules) ? rules : { date: date.text, day: date.day, rules };
      });
    },
    // Lite for every caller: the calendars hold no Pro value.
    authorize: () => "lite",
    coverage: (r, m) => checkDays([r.day], m, { date: r.date }) ?? r,
    key: canonicalKey<BusinessDayRequest>("business", {
      date: "part",
      day: "implied" /* the date's day number */,
      rules: rulesKey,
      lang: "option",
    }),
    body: bodyOf({ finder: core.shared(Finder) }),
  });
