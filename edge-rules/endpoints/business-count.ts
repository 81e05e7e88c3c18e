/** `GET /gw/business/count/{start}/{end}`, `gw.php?fn=business_count` (schemas/endpoints/business-count.ts): a span's business days from the day index. */
import { englishAnswer, type Lang } from "../../schemas/english.ts";
import { CSV_CONTENT_TYPE, csvTable } from "../../schemas/csv.ts";
import { ClosedDay } from "../../schemas/endpoints/business-count.ts";
import type { Format } from "../../schemas/parameters.ts";
import { PLANS } from "../../schemas/plans.ts";
import type { BodySpec } from "../body-answer.ts";
import { businessDays } from "../business/days.ts";
import { parseBusinessRules, rulesKey, type BusinessRules } from "../business/rules.ts";
import { isApiError, parseFormat, parseSpan, type Span, withLang } from "../common-parameters.ts";
import { checkDays } from "../coverage.ts";
import { canonicalKey } from "../canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { Finder } from "../find/answer.ts";
import { apiError } from "../errors.ts";
import { CONTENT_TYPE } from "../headers.ts";

/** A validated business-count request. */
export interface BusinessCountRequest extends Span {
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
  readonly format: Format;
  readonly rules: BusinessRules;
}

/** The CSV's columns: a closed day's keys (docs/interface.md#csv). */
const COLUMNS = Object.keys(ClosedDay.shape);

const encoder = new TextEncoder();

const bodyOf = ({ finder }: { readonly finder: Finder }): BodySpec<BusinessCountRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: false,
  download: (r) => `business-count-${r.rules.calendar}-${r.start}_${r.end}`,
  async build(r, _view, version) {
    const b = businessDays(await finder.index(version), r.rules);
    const counted = b.countBusinessDays(r.startDay, r.endDay);
    const count = r.lang === "en" ? englishAnswer(counted) : counted;
    if (r.format === "csv") return encoder.encode(csvTable(COLUMNS, count.closed));
    return encoder.encode(JSON.stringify({ ok: true, calendar: b.calendar, start: r.start, end: r.end, ...count }));
  },
  unavailable: (r) => ({ start: r.start, end: r.end }),
});

export const businessCount: EndpointFactory = (core) =>
  endpoint<BusinessCountRequest>({
    parse(routed) {
      return withLang<BusinessCountRequest>(routed, () => {
        const format = parseFormat(routed);
        if (isApiError(format)) return format;
        const span = parseSpan(routed);
        if (isApiError(span)) return span;
        const rules = parseBusinessRules(routed.query);
        return isApiError(rules) ? rules : { format, ...span, rules };
      });
    },
    // Lite data for every caller; a Pro plan only counts longer spans (schemas/plans.ts maxBusinessCountDays).
    authorize(r, plan) {
      const max = PLANS[plan].maxBusinessCountDays;
      const days = r.endDay - r.startDay + 1;
      if (max !== null && days > max)
        return apiError("RANGE_TOO_LONG", `the span is ${days} days; this plan counts at most ${max}`, {
          start: r.start,
          end: r.end,
          maxDays: max,
        });
      return "lite";
    },
    coverage: (r, m) => checkDays([r.startDay, r.endDay], m, { start: r.start, end: r.end }) ?? r,
    key: canonicalKey<BusinessCountRequest>("business_count", {
      start: "part",
      end: "part",
      startDay: "implied",
      endDay: "implied" /* the day numbers of start and end */,
      rules: rulesKey,
      format: "option",
      lang: "option",
    }),
    body: bodyOf({ finder: core.shared(Finder) }),
  });
