/**
 * The plan stage (docs/interface.md#plans-and-credentials): what each plan may ask for (the table `PLANS` in
 * schemas/plans.ts), and the view a request gets.
 *
 * `view=lite` is always allowed; without `view` the view follows the plan. A bulk body is always
 * the pro view: `view=lite` on bulk is accepted and ignored (the plan check still applies).
 */
import { apiError, type ApiError } from "./errors.ts";
import { authorizeFind } from "./find/params.ts";
import type { ApiRequest } from "./params.ts";
import { PLANS, type Plan } from "../schemas/plans.ts";
import type { View } from "../schemas/vocabulary.ts";

export { DEFAULT_RATE_LIMITS, PLANS, type Plan, type PlanRules } from "../schemas/plans.ts";

/** Result of the plan stage: the effective view, or a 403. */
export type PlanResult = { ok: true; view: View } | { ok: false; error: ApiError };

/**
 * Applies a plan to a validated request: PLAN_REQUIRED for view=pro or bulk without a Pro plan,
 * RANGE_TOO_LONG (with start, end, maxDays) for a range longer than the plan allows.
 */
export function authorize(request: ApiRequest, plan: Plan): PlanResult {
  const rules = PLANS[plan];
  if (request.view === "pro" && !rules.proView) {
    return { ok: false, error: apiError("PLAN_REQUIRED", "view=pro requires a Pro or Ultra plan") };
  }
  if (request.fn === "find") {
    const error = authorizeFind(request.find, rules);
    if (error !== null) return { ok: false, error };
  }
  if (request.fn === "bulk") {
    if (!rules.bulk) return { ok: false, error: apiError("PLAN_REQUIRED", "bulk requires a Pro or Ultra plan") };
    return { ok: true, view: "pro" };
  }
  if (request.fn === "range") {
    const days = request.endDay - request.startDay + 1;
    if (days > rules.maxRangeDays) {
      return {
        ok: false,
        error: apiError("RANGE_TOO_LONG", `range is ${days} days; this plan allows at most ${rules.maxRangeDays}`, {
          start: request.start,
          end: request.end,
          maxDays: rules.maxRangeDays,
        }),
      };
    }
  }
  return { ok: true, view: request.view ?? rules.defaultView };
}
