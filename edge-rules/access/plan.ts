/**
 * The plan stage (docs/interface.md#plans-and-credentials): what each plan may ask for (the table
 * `PLANS` in schemas/plans.ts) and the view a request gets. Each endpoint's `authorize` applies
 * its own rule on top of {@link planView}.
 */
import { PLANS, type Plan } from "../../schemas/plans.ts";
import type { View } from "../../calendar/names.ts";
import { apiError } from "../errors/errors.ts";
import { type ApiError } from "../errors/api-error.ts";

export { DEFAULT_RATE_LIMITS, PLANS, type Plan, type PlanRules } from "../../schemas/plans.ts";

/**
 * The view of a request under a plan: `view=lite` is always allowed, `view=pro` needs a plan with
 * the pro view (403 PLAN_REQUIRED), and without `view` the view follows the plan.
 */
export function planView(requested: View | null, plan: Plan): View | ApiError {
  const rules = PLANS[plan];
  if (requested === "pro" && !rules.proView) return apiError("PLAN_REQUIRED", "view=pro requires a Pro or Ultra plan");
  return requested ?? rules.defaultView;
}
