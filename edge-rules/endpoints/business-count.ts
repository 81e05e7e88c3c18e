/** `GET /gw/business/count/{start}/{end}`, `gw.php?fn=business_count` (schemas/endpoints/business-count.ts): a span's business days from the day index. */
import { englishAnswer } from "../../schemas/english.ts";
import type { Lang } from "../../calendar/names.ts";
import { CSV_CONTENT_TYPE, csvTable } from "../../schemas/csv.ts";
import { ClosedDay } from "../../schemas/endpoints/business-count.ts";
import type { Format } from "../../schemas/parameters.ts";
import { businessCountCost, PLANS } from "../../schemas/plans.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import type { YieldTurn } from "../feed/yield.ts";
import { businessDays } from "../business/days.ts";
import { parseBusinessRules, rulesKey, type BusinessRules } from "../business/rules.ts";
import { isApiError, parseFormat, parseSpan, type Span, withLang } from "../routing/parameters.ts";
import { checkDays } from "../routing/coverage.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { Finder } from "../find/answer.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";

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

/** Days counted between two turns of the event loop: a few milliseconds of work (schemas/plans.ts businessCountCost). */
export const COUNT_DAYS_PER_SLICE = 8_192;

const bodyOf = ({ finder, turn }: { readonly finder: Finder; readonly turn: YieldTurn }): BodySpec<BusinessCountRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: false,
  download: (r) => `business-count-${r.rules.calendar}-${r.start}_${r.end}`,
  async build(r, _view, version) {
    const b = businessDays(await finder.index(version), r.rules);
    // A slice of the span at a time, each written at once (its closed days as JSON items or CSV rows), the event
    // loop handed back in between: a count of 1873–2100 lists about 25,000 closed days.
    const header = csvTable(COLUMNS, []);
    const parts: string[] = [];
    let closedDays = 0;
    for (let from = r.startDay; from <= r.endDay; from += COUNT_DAYS_PER_SLICE) {
      if (from > r.startDay) await turn();
      const counted = b.countBusinessDays(from, Math.min(r.endDay, from + COUNT_DAYS_PER_SLICE - 1));
      const closed = r.lang === "en" ? englishAnswer(counted.closed) : counted.closed;
      closedDays += closed.length;
      if (r.format === "csv") parts.push(csvTable(COLUMNS, closed).slice(header.length));
      else if (closed.length > 0) parts.push(JSON.stringify(closed).slice(1, -1));
    }
    if (r.format === "csv") return encoder.encode(header + parts.join(""));
    const days = r.endDay - r.startDay + 1;
    const head = JSON.stringify({
      ok: true,
      calendar: b.calendar,
      start: r.start,
      end: r.end,
      business_days: days - closedDays,
      closed_days: closedDays,
    });
    return encoder.encode(`${head.slice(0, -1)},"closed":[${parts.join(",")}]}`);
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
    // The span's days: the walk and the list of closed days grow with it.
    cost: (r) => businessCountCost(r.endDay - r.startDay + 1),
    body: bodyOf({ finder: core.shared(Finder), turn: core.yieldTurn }),
  });
