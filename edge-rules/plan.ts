/**
 * Plans and views (decisions.md §2): what each plan may ask for, and the view a request gets.
 *
 * | plan  | default view | may ask view=pro | range max | bulk |
 * |-------|--------------|------------------|-----------|------|
 * | lite  | lite         | no (403)         | 31        | no   |
 * | pro   | pro          | yes              | 366       | yes  |
 * | ultra | pro          | yes              | 366       | yes  |
 *
 * `view=lite` is always allowed; without `view` the view follows the plan. A bulk body is always
 * the pro view: `view=lite` on bulk is accepted and ignored (the plan check still applies).
 */
import { apiError, type ApiError } from "./errors.ts";
import type { ApiRequest, View } from "./params.ts";

/** A plan. Lite is the free plan (no credential, or a gateway BASIC subscription). */
export type Plan = "lite" | "pro" | "ultra";

/** What a plan allows. */
/** Requests per minute per client by plan, unless configured (decisions.md §5). */
export const DEFAULT_RATE_LIMITS: Readonly<Record<Plan, number>> = { lite: 60, pro: 600, ultra: 6000 };

export interface PlanRules {
  readonly defaultView: View;
  readonly proView: boolean;
  /** Longest range in days, both ends counted. */
  readonly maxRangeDays: number;
  readonly bulk: boolean;
}

/** The plan table of decisions.md §2. */
export const PLANS: Readonly<Record<Plan, PlanRules>> = {
  lite: { defaultView: "lite", proView: false, maxRangeDays: 31, bulk: false },
  pro: { defaultView: "pro", proView: true, maxRangeDays: 366, bulk: true },
  ultra: { defaultView: "pro", proView: true, maxRangeDays: 366, bulk: true },
};

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
