/** `GET /gw/find`, `gw.php?fn=find` (schemas/endpoints/find.ts): the days that match, from the day index. */
import { CSV_CONTENT_TYPE } from "../../schemas/csv.ts";
import type { Format } from "../../schemas/parameters.ts";
import { findCost, PLANS } from "../../schemas/plans.ts";
import type { Lang, View } from "../../calendar/names.ts";
import type { BodySpec } from "../represent/body-stages.ts";
import type { YieldTurn } from "../feed/yield.ts";
import { isApiError, parseLang, parseRules, parseViewAndFormat } from "../routing/parameters.ts";
import { checkDays } from "../routing/coverage.ts";
import { canonicalKey, changedRulesPart } from "../http/canonical-key.ts";
import { endpoint, type EndpointFactory } from "../endpoint.ts";
import { Finder } from "../find/answer.ts";
import { authorizeFind, findScan, parseFind, readsDayRules, type FindRequest } from "../find/request.ts";
import type { Rules } from "../../calendar/rules.ts";
import { CONTENT_TYPE } from "../http/headers.ts";
import { planView } from "../access/plan.ts";

/** A validated finder request. */
export interface FindEndpointRequest {
  readonly view: View | null;
  readonly format: Format;
  /** `lang`: the labels' language (schemas/english.ts). */
  readonly lang: Lang;
  readonly find: FindRequest;
  /** `rules=` (docs/interface.md#schools-rules): the day rules its search and Pro records follow. */
  readonly rules: Rules;
}

/**
 * The key of a find (etag.ts): the normalized query with its target, then the options; the day rules not at their default enter it
 * through the `rules` option in the Pro view (its records), and in the lite view when the search reads them
 * (request.ts `readsDayRules`: a Pro plan's `view=lite` find of notes, kyusei or a purpose), so a lite find that
 * does not depend on them keeps its key and ETag whatever `rules=` says.
 */
const keyOf = canonicalKey<FindEndpointRequest>("find", {
  view: "view",
  // The normalized query (every condition), and a target's day and the memorial rule that placed it (the query holds
  // memorial= as sent; the rules, lite, are in no other part). Nothing added without a target: plain keys unchanged.
  find: (f) => JSON.stringify(f.query) + (f.target === null ? "" : `|target=${JSON.stringify(f.target)}`),
  format: "option",
  lang: "option",
  rules: "option",
});

const bodyOf = ({ finder, turn }: { readonly finder: Finder; readonly turn: YieldTurn }): BodySpec<FindEndpointRequest> => ({
  contentType: (r) => (r.format === "csv" ? CSV_CONTENT_TYPE : CONTENT_TYPE),
  upgradeInfo: true,
  download: ({ find: f }) => `find-${f.start}_${f.end}${f.purpose ? `-${f.purpose.id}` : ""}`,
  build: (r, view, version) => finder.body(version, r.find, view, r.format, r.lang, turn, r.rules),
  unavailable: (r) => ({ start: r.find.start, end: r.find.end }),
});

export const find: EndpointFactory = (core) =>
  endpoint<FindEndpointRequest>({
    parse(routed) {
      const common = parseViewAndFormat(routed);
      if (isApiError(common)) return common;
      const lang = parseLang(routed);
      if (isApiError(lang)) return lang;
      // The rules first: a memorial target is placed under them (chuin, leap_death_day).
      const rules = parseRules(routed);
      if (isApiError(rules)) return rules;
      const parsed = parseFind(routed.query, rules);
      if (!parsed.ok) return parsed.error;
      return { view: common.view, format: common.format, lang, find: parsed.request, rules };
    },
    authorize(r, plan) {
      const view = planView(r.view, plan);
      if (typeof view !== "string") return view;
      return authorizeFind(r.find, PLANS[plan]) ?? view;
    },
    coverage: (r, m) => checkDays([r.find.startDay, r.find.endDay], m, { start: r.find.start, end: r.find.end }) ?? r,
    // The page's records (at most `limit` days), the scan of the whole span, and the days computed under non-default
    // day rules (schemas/plans.ts findCost).
    cost: (r, view) =>
      findCost(
        { days: r.find.limit, proFields: view === "pro", english: r.lang === "en", place: false, csv: r.format === "csv" },
        findScan(r.find, view, r.rules),
      ),
    key: (r, view) => keyOf(r, view) + (view !== "pro" && readsDayRules(r.find) ? changedRulesPart("day", r.rules) : ""),
    body: bodyOf({ finder: core.shared(Finder), turn: core.yieldTurn }),
  });
