/** `GET /gw/bulk/{years}`, `gw.php?fn=bulk` (schemas/endpoints/bulk.ts): whole years of ProDays, Pro only. */
import { dayRulesHeader, dayVariant } from "../origin/day-rules.ts";
import { daysInYear } from "../../calendar/time/day-number.ts";
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import { YEARS_PATH } from "../../schemas/parameters.ts";
import { dayWorkCost, PLANS } from "../../schemas/plans.ts";
import { MissingData } from "../origin/assemble.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import { checkParam, isApiError, parseDayOptions, type DayOptions } from "../routing/parameters.ts";
import { outOfCoverage, yearInCoverage } from "../routing/coverage.ts";
import { bulkBody } from "../origin/day-bodies.ts";
import { canonicalKey } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { dayServices, type DayServices } from "../core.ts";
import { apiError } from "../errors/errors.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { planView } from "../access/plan.ts";

/** A validated bulk request: its years ascending, each once (docs/interface.md#parameters: the years are a set). */
export interface BulkRequest extends DayOptions {
  /** Ascending, each once. */
  readonly years: readonly number[];
}

const bodyOf = ({ services }: { readonly services: DayServices }): BodySpec<BulkRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: true,
  download: (r) => `bulk-${r.years.join("-")}`,
  csvRules: (r, view) => dayRulesHeader(r.rules, view),
  build: (r, view, version) => bulkBody(r.years, { ...r, view }, version, services),
  unavailable: (r, error) => ({ year: error instanceof MissingData && error.year !== undefined ? error.year : r.years[0]! }),
});

export const bulk: EndpointFactory = (core) =>
  endpoint<BulkRequest>({
    parseNeedsManifest: true,
    parse(routed, manifest) {
      const options = parseDayOptions(routed);
      if (isApiError(options)) return options;
      const text = checkParam(YEARS_PATH, routed.params["years"] ?? null);
      if (isApiError(text)) return text;
      // A set of years: ascending, each once, whatever the order and repeats asked (one body, one ETag, one cache entry).
      const years = [...new Set(text.split(",").map(Number))].sort((a, b) => a - b);
      // More distinct years than the coverage holds cannot all be in it (checked only when the manifest is readable).
      const coverageYears = manifest ? manifest.coverage.to - manifest.coverage.from + 1 : null;
      if (coverageYears !== null && years.length > coverageYears)
        return apiError("INVALID_YEARS", `years names more years than the coverage holds (${coverageYears})`);
      return { ...options, years };
    },
    authorize(r, plan) {
      const view = planView(r.view, plan);
      if (typeof view !== "string") return view;
      // A bulk body is always the pro view: view=lite is accepted and ignored.
      return PLANS[plan].bulk ? "pro" : apiError("PLAN_REQUIRED", "bulk requires a Pro or Ultra plan");
    },
    coverage(r, m) {
      const outside = m ? r.years.find((y) => !yearInCoverage(y, m)) : r.years[0];
      return outside === undefined ? r : outOfCoverage(m, { year: outside });
    },
    cost: (r) =>
      dayWorkCost({
        days: r.years.reduce((n, y) => n + daysInYear(y), 0),
        proFields: true,
        english: r.lang === "en",
        place: r.place !== null,
        csv: r.format === "csv",
        ruled: dayVariant(r.rules) !== null,
        point: r.place !== null && typeof r.place !== "string",
      }),
    key: canonicalKey<BulkRequest>("bulk", {
      view: "view" /* always pro */,
      years: (years) => years.join(","),
      format: "option",
      place: "option",
      lang: "option",
      rules: "option",
    }),
    body: bodyOf({ services: dayServices(core) }),
  });
