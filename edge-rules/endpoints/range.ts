/** `GET /gw/range/{start}/{end}`, `gw.php?fn=range` (schemas/endpoints/range.ts): consecutive days, sliced from month files. */
import { dayRulesHeader, dayVariant } from "../origin/day-rules.ts";
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import { dayWorkCost, PLANS } from "../../schemas/plans.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { isApiError, parseDayOptions, parseSpan, type DayOptions, type Span } from "../routing/parameters.ts";
import { checkDays } from "../routing/coverage.ts";
import { rangeBody } from "../origin/day-bodies.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { dayServices, type DayServices } from "../core.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { planView } from "../access/plan.ts";

/** A validated range request. */
export interface RangeRequest extends DayOptions, Span {}

const bodyOf = ({ services }: { readonly services: DayServices }): BodySpec<RangeRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: true,
  download: (r) => `range-${r.start}_${r.end}`,
  csvRules: (r, view) => dayRulesHeader(r.rules, view),
  build: (r, view, version) => rangeBody(r.startDay, r.endDay, { ...r, view }, version, services),
  unavailable: (r) => ({ start: r.start, end: r.end }),
});

export const range: EndpointFactory = (core) =>
  endpoint<RangeRequest>({
    parse(routed) {
      const options = parseDayOptions(routed);
      if (isApiError(options)) return options;
      const span = parseSpan(routed);
      if (isApiError(span)) return span;
      // Spelled out, not spread (endpoints/day.ts: a new object shape each time otherwise).
      const { view, format, place, lang, rules } = options;
      return { view, format, place, lang, rules, start: span.start, end: span.end, startDay: span.startDay, endDay: span.endDay };
    },
    authorize(r, plan) {
      const view = planView(r.view, plan);
      if (typeof view !== "string") return view;
      const days = r.endDay - r.startDay + 1;
      const max = PLANS[plan].maxRangeDays;
      if (days > max)
        return apiError("RANGE_TOO_LONG", `range is ${days} days; this plan allows at most ${max}`, {
          start: r.start,
          end: r.end,
          maxDays: max,
        });
      return view;
    },
    coverage: (r, m) => checkDays([r.startDay, r.endDay], m, { start: r.start, end: r.end }) ?? r,
    cost: (r, view) =>
      dayWorkCost({
        days: r.endDay - r.startDay + 1,
        proFields: view === "pro",
        english: r.lang === "en",
        place: view === "pro" && r.place !== null,
        csv: r.format === "csv",
        ruled: view === "pro" && dayVariant(r.rules) !== null,
        point: view === "pro" && r.place !== null && typeof r.place !== "string",
      }),
    key: canonicalKey<RangeRequest>("range", {
      view: "view",
      start: "part",
      end: "part",
      startDay: "implied" /* start's day number */,
      endDay: "implied" /* end's day number */,
      format: "option",
      place: "option",
      lang: "option",
      rules: "option",
    }),
    body: bodyOf({ services: dayServices(core) }),
  });
